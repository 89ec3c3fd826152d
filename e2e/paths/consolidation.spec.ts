// The consolidation's UI model, path by path, as the seeded demo customer on the server whose
// switch is on (E2E_SERVERS.shipping). Every path uses the same two packages and a recipient of
// its own (a copy made through the API), and gives everything back after it: the shipments it
// made are cancelled (their packages are free again) and the recipient deleted. The paths run
// one after the other, as they share the packages.
import { SHIPPING_PACKAGES } from '../support/shipping-packages.ts';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { consolidationUiModel } from './models/consolidation.ts';
import { testUiModel, type UiContext } from './support/ui-model.ts';
import { recipientCopy, shippingApi, type ApiPackage, type ApiRecipient, type ShippingApi } from './support/shipping-api.ts';
import { signInAsDemo, toast } from '../support/portal.ts';
import { E2E_SERVERS } from '../support/servers.ts';
import { fillRecipient } from '../support/sign-up.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

/** Two small packages in the warehouse; the lead's journey takes three others. */
const PACKAGE_CONTENTS = SHIPPING_PACKAGES.paths;
const CREATE = '/home/my-shipments/create';
const DECLARED_VALUE = '150';

type Data = { api: ShippingApi; packages: ApiPackage[]; recipient: ApiRecipient; knownRecipients: number[] };
type T = UiContext<Data>;

/** What each path made, to give back after it. */
const made = { shipments: [] as number[], recipients: [] as number[] };

test.use({ baseURL: E2E_SERVERS.shipping.baseURL });
// The paths share the demo customer's packages: one at a time.
test.describe.configure({ mode: 'default' });

test.afterEach(async ({ request }) => {
  const api = await shippingApi(request);
  for (const id of made.shipments.splice(0)) expect([204, 404]).toContain(await api.remove(`/api/shipments/${id}`));
  for (const id of made.recipients.splice(0)) expect([204, 404]).toContain(await api.remove(`/api/recipients/${id}`));
});

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 });
const currentStep = (page: Page) => page.getByRole('navigation', { name: 'Pasos' }).locator('[aria-current="step"]');
const packageBox = (page: Page, pkg: ApiPackage) => page.getByRole('checkbox', { name: new RegExp(`^${pkg.content}`) });
const recipientRadio = (t: T) => t.page.getByRole('radio', { name: new RegExp(`^${t.data.recipient.display_name}`) });
const insurance = (page: Page) => page.getByRole('checkbox', { name: /^Asegurar el envío/ });
const repack = (page: Page) => page.getByRole('checkbox', { name: /^Reempacar/ });
const declaredValue = (page: Page) => page.getByLabel('Valor declarado (USD)');
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuar', exact: true });
const confirmButton = (page: Page) => page.getByRole('button', { name: 'Solicitar el envío' });

async function onStep(page: Page, heading: string, number: number) {
  await expect(page).toHaveURL(new RegExp(`^[^?]*${CREATE}\\?`));
  await expect(stepHeading(page, heading)).toBeVisible();
  await expect(currentStep(page)).toContainText(String(number));
}

async function packagesChosen(t: T, checked: boolean) {
  await onStep(t.page, 'Elige los paquetes a enviar', 1);
  for (const pkg of t.data.packages) {
    if (checked) await expect(packageBox(t.page, pkg)).toBeChecked();
    else await expect(packageBox(t.page, pkg)).not.toBeChecked();
  }
}

async function onRecipients(t: T, chosen: boolean) {
  await onStep(t.page, '¿Quién recibe el envío?', 2);
  await expect(t.page).toHaveURL(new RegExp(`packages=${t.data.packages.map((p) => p.id).join('%2C')}`));
  if (chosen) await expect(recipientRadio(t)).toBeChecked();
  else await expect(recipientRadio(t)).not.toBeChecked();
}

async function onOptions(page: Page) {
  await onStep(page, 'Opciones', 4);
  await expect(insurance(page)).toBeVisible();
  await expect(repack(page)).toBeVisible();
}

async function insureAndContinue({ page }: T) {
  await insurance(page).setChecked(true);
  await declaredValue(page).fill(DECLARED_VALUE);
  await repack(page).setChecked(true);
  await page.getByRole('button', { name: 'Ver la cotización completa' }).click();
}

/** The new shipment's id, from its page's address, to cancel it after the path. */
async function shipmentOpened(page: Page) {
  await expect(page).toHaveURL(/\/home\/my-shipments\/\d+$/);
  made.shipments.push(Number(new URL(page.url()).pathname.split('/').pop()));
}

testUiModel<Data>({
  model: consolidationUiModel,
  timeout: 120_000,
  setup: async ({ page, request }) => {
    const api = await shippingApi(request);
    const all = await api.get<ApiPackage[]>('/api/packages?page=1&page_size=100');
    const packages = PACKAGE_CONTENTS.map((content) => all.find((p) => p.content === content));
    for (const pkg of packages) {
      expect(pkg, 'the demo packages are seeded').toBeDefined();
      expect(pkg?.status).toBe('IN_WAREHOUSE');
      expect(pkg?.shipment, `${pkg?.content} is free`).toBeNull();
    }
    const [first] = await api.get<ApiRecipient[]>('/api/recipients');
    if (!first) throw new Error('the demo customer needs a recipient');
    const recipient = await api.post<ApiRecipient>('/api/recipients', recipientCopy(first, `Ruta ${Date.now() % 1_000_000}`));
    made.recipients.push(recipient.id);
    const knownRecipients = (await api.get<ApiRecipient[]>('/api/recipients')).map((r) => r.id);
    await signInAsDemo(page);
    await page.goto(CREATE);
    return { api, packages: packages as ApiPackage[], recipient, knownRecipients };
  },
  states: {
    packages: (t) => packagesChosen(t, false),
    choosePackagesWarning: async (t) => {
      // At the list, not a toast over the button (docs/product.md#steps-and-history).
      await expect(t.page.getByRole('alert').filter({ hasText: 'Elige al menos un paquete para enviar.' })).toBeVisible();
      await expect(toast(t.page, 'Elige al menos un paquete para enviar.')).toHaveCount(0);
      await packagesChosen(t, false);
    },
    recipient: (t) => onRecipients(t, false),
    packagesKept: (t) => packagesChosen(t, true),
    recipientForm: async ({ page }) => {
      await onStep(page, 'Agrega un destinatario', 2);
      await expect(page.getByRole('button', { name: 'Volver' })).toBeVisible();
    },
    recipientAdded: async (t) => {
      await expect(toast(t.page, 'Destinatario agregado.')).toBeVisible();
      await onStep(t.page, '¿Quién recibe el envío?', 2);
      await expect(t.page.getByRole('radio', { checked: true })).toHaveAccessibleName(/^Pedro Mendoza/);
      // The one the form added goes too, after the path.
      const added = (await t.data.api.get<ApiRecipient[]>('/api/recipients')).filter((r) => !t.data.knownRecipients.includes(r.id));
      expect(added).toHaveLength(1);
      made.recipients.push(...added.map((r) => r.id));
      // The walk goes on with the one the form added: it is the one chosen.
      t.data.recipient = added[0]!;
    },
    service: async ({ page }) => {
      await onStep(page, 'Elige cómo viaja', 3);
      await expect(page).toHaveURL(/recipient=\d+/);
      for (const name of [/^Aéreo/, /^Marítimo/]) {
        await expect(page.getByRole('radio', { name })).toBeVisible();
        await expect(page.getByRole('radio', { name })).toHaveAccessibleName(/US\$|días/);
      }
    },
    recipientKept: (t) => onRecipients(t, true),
    options: async ({ page }) => {
      await onOptions(page);
      await expect(page).toHaveURL(/service=AIR/);
      await expect(insurance(page)).not.toBeChecked();
    },
    declaredValueMissing: async ({ page }) => {
      await onOptions(page);
      await expect(declaredValue(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(declaredValue(page)).toHaveAccessibleDescription(/Para asegurar el envío, indica su valor declarado\./);
      await expect(toast(page, 'Para asegurar el envío, indica su valor declarado.')).toHaveCount(0);
    },
    review: async ({ page }) => {
      await onStep(page, 'Revisa y confirma', 5);
      const review = page.getByRole('region', { name: 'Revisa y confirma' });
      for (const label of ['Flete', 'Seguro', 'Total estimado', 'Tiempo de tránsito']) await expect(review).toContainText(label);
      for (const content of PACKAGE_CONTENTS) await expect(review).toContainText(content);
      await expect(review).toContainText('Aéreo');
      // The options chosen (a reload keeps them: docs/product.md#steps-and-history).
      await expect(review).toContainText(`Sí, por ${DECLARED_VALUE},00`);
      // Repacking: its row, and its line in the quote.
      await expect(review.getByText('Reempaque', { exact: true })).toHaveCount(2);
      await expect(confirmButton(page)).toBeVisible();
    },
    optionsKept: async ({ page }) => {
      await onOptions(page);
      await expect(insurance(page)).toBeChecked();
      await expect(declaredValue(page)).toHaveValue(/^150/);
      await expect(repack(page)).toBeChecked();
    },
    requestFailed: async ({ page }) => {
      await onStep(page, 'Revisa y confirma', 5);
      await expect(page.getByText('Tu solicitud no nos llegó. Revisa tu conexión e inténtalo de nuevo.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    },
    packageTaken: async (t) => {
      await expect(toast(t.page, 'Un paquete que elegiste ya no se puede enviar. Revisa tus paquetes e inténtalo de nuevo.')).toBeVisible();
      await onStep(t.page, 'Elige los paquetes a enviar', 1);
      const [taken, other] = t.data.packages as [ApiPackage, ApiPackage];
      await expect(t.page.getByRole('alert').filter({ hasText: `El paquete ${taken.id} ya está en otro envío.` })).toBeVisible();
      await expect(packageBox(t.page, taken)).toHaveCount(0);
      await expect(packageBox(t.page, other)).toBeChecked();
    },
    recipientRefused: async (t) => {
      await expect(toast(t.page, 'Ese destinatario ya no se puede usar. Elige otro.')).toBeVisible();
      await onStep(t.page, '¿Quién recibe el envío?', 2);
      await expect(recipientRadio(t)).toHaveCount(0);
      await expect(t.page.getByRole('radio', { checked: true })).toHaveCount(0);
    },
    shipmentPage: async ({ page }) => {
      await expect(toast(page, 'Envío solicitado. Lo prepararemos y te enviaremos su factura.')).toBeVisible();
      await shipmentOpened(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  events: {
    CONTINUE_WITHOUT_PACKAGES: async ({ page }) => {
      await continueButton(page).click();
    },
    CHOOSE_PACKAGES: async (t) => {
      for (const pkg of t.data.packages) await packageBox(t.page, pkg).check();
      await continueButton(t.page).click();
    },
    CONTINUE: async ({ page }) => {
      await continueButton(page).click();
    },
    BACK: async ({ page }) => {
      await page.getByRole('button', { name: 'Volver', exact: true }).click();
    },
    OPEN_RECIPIENT_FORM: async ({ page }) => {
      await page.getByRole('button', { name: 'Agrega un destinatario' }).click();
    },
    SAVE_RECIPIENT: async ({ page }) => {
      await fillRecipient(page);
      await page.getByRole('button', { name: 'Guardar destinatario' }).click();
    },
    CHOOSE_RECIPIENT: async (t) => {
      await recipientRadio(t).check();
      await continueButton(t.page).click();
    },
    RELOAD: async ({ page }) => {
      await page.reload();
    },
    CHOOSE_AIR: async ({ page }) => {
      await page.getByRole('radio', { name: /^Aéreo/ }).check();
      await continueButton(page).click();
    },
    CONTINUE_INSURED_WITHOUT_VALUE: async ({ page }) => {
      await insurance(page).setChecked(true);
      await page.getByRole('button', { name: 'Ver la cotización completa' }).click();
    },
    INSURE_AND_CONTINUE: insureAndContinue,
    SEE_QUOTE: async ({ page }) => {
      await page.getByRole('button', { name: 'Ver la cotización completa' }).click();
    },
    CONFIRM: async ({ page }) => {
      await confirmButton(page).click();
    },
    CONFIRM_AFTER_PACKAGE_TAKEN: async (t) => {
      // Another request (another tab, say) takes the first package meanwhile.
      const other = await t.data.api.post<{ id: number }>('/api/shipments', {
        package_ids: [t.data.packages[0]!.id],
        recipient_id: t.data.recipient.id,
        service: 'AIR',
      });
      made.shipments.push(other.id);
      await confirmButton(t.page).click();
    },
    CONFIRM_AFTER_RECIPIENT_DELETED: async (t) => {
      expect(await t.data.api.remove(`/api/recipients/${t.data.recipient.id}`)).toBe(204);
      await confirmButton(t.page).click();
    },
    // The signal goes as the request leaves (a phone that knows it is offline disables the button
    // instead: e2e/offline/): that one request fails for want of a network.
    CONFIRM_OFFLINE: async ({ page }) => {
      let cut = false;
      await page.route('**/api/shipments', (route) => {
        if (cut || route.request().method() !== 'POST') return route.fallback();
        cut = true;
        return route.abort('internetdisconnected');
      });
      await confirmButton(page).click();
    },
    // The portal finds the server again by itself (docs/product.md#offline-reading), then the retry.
    RETRY_ONLINE: async ({ page }) => {
      await page.getByRole('button', { name: 'Reintentar' }).click();
    },
  },
});
