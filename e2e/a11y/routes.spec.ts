// Every route of the portal, in Spanish and English, at 1280 and 360 px wide: no axe violation of
// any impact, no sideways scroll, every list row's status and action on screen (a11y-matrix.ts).
// A public flow is walked once and each screen checked where it stands; a signed-in screen starts
// from the demo customer's state.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { checkEverywhere, inLanguage, type Language } from '../support/a11y-matrix.ts';
import { typeCode } from '../support/code-entry.ts';
import { PDF } from '../support/files.ts';
import { createAccount, freshEmail, latestCode } from '../support/mailbox.ts';
import { DEMO_STATE } from '../support/demo-state.ts';
import { signInThroughApi, toast } from '../support/portal.ts';
import { demoData } from '../support/session.ts';
import { choosePassword, fillPersonalData, fillRecipient, reachPasswordStep } from '../support/sign-up.ts';

// Two axe runs and four sideways checks per screen (a11y-matrix.ts), up to five screens for a public flow.
test.describe.configure({ timeout: 240_000 });

type Tracked = { id: number; tracking: string };
type Shipment = Tracked & { media: unknown[] };
type Invoice = { id: number; friendly_name: string; debt: number; still_due: number };
/** Pending payments cover its debt: under review (docs/product.md#payment-under-review). */
const underReview = (i: Invoice) => i.debt > 0 && i.still_due === 0;

/** The level-1 heading, in the language being checked. */
const title = (page: Page, language: Language, es: string | RegExp, en: string | RegExp) =>
  page.getByRole('heading', { level: 1, name: language === 'es' ? es : en });

/** The first row of the page's (only) list: a table's row, or a card on a phone. */
const firstRow = (page: Page) => page.locator('.data-table tbody tr, .data-card').first();

async function firstOf<T>(request: APIRequestContext, path: string, pick: (item: T) => boolean = () => true): Promise<T> {
  const item = (await demoData<T[]>(request, path)).find(pick);
  if (!item) throw new Error(`the demo customer has nothing that fits in ${path}`);
  return item;
}

test.describe('every public route passes axe in both languages at both widths', () => {
  test('sign-in and the not-found page', async ({ page }) => {
    await page.goto('/');
    await checkEverywhere(page, async (language) => {
      await expect(title(page, language, 'Iniciar sesión', 'Sign in')).toBeVisible();
    });
    await page.goto('/esta-pagina-no-existe');
    await checkEverywhere(page, async (language) => {
      await expect(title(page, language, 'Página no encontrada', 'Page not found')).toBeVisible();
    });
  });

  test('the recovery steps', async ({ page, request }) => {
    const { email } = await createAccount(request, { withClient: true });
    await page.goto('/password-recovery');
    await checkEverywhere(page, async (language) => {
      await expect(page.getByRole('textbox', { name: inLanguage(language, 'Correo electrónico', 'Email') })).toBeVisible();
    });
    // The flow runs in the language last checked (English).
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await expect(toast(page, 'We have sent a 6-digit code to your e-mail.')).toBeVisible();
    await expect(page).toHaveURL('/password-recovery/code-validation');
    await expect(page.getByText('It is valid for 10 minutes.')).toBeVisible();
    await checkEverywhere(page, async (language) => {
      await expect(page.getByRole('textbox', { name: inLanguage(language, 'Dígito 1 de 6', 'Digit 1 of 6') })).toBeVisible();
      // The six boxes share one line, on a phone too.
      const lines = await page
        .getByRole('textbox', { name: /^(Dígito \d de 6|Digit \d of 6)$/ })
        .evaluateAll((boxes) => new Set(boxes.map((box) => Math.round(box.getBoundingClientRect().top))).size);
      expect(lines).toBe(1);
    });
    await typeCode(page, await latestCode(request, email));
    await page.getByRole('button', { name: 'Verify the code' }).click();
    await expect(page).toHaveURL('/password-reset');
    await checkEverywhere(page, async (language) => {
      await expect(page.getByLabel(new RegExp(`^${inLanguage(language, 'Contraseña nueva', 'New password')}`))).toBeVisible();
    });
    await page.getByLabel(/^New password/).fill('clave-otra-22');
    await page.getByLabel(/^Confirm/).fill('clave-otra-22');
    await page.getByRole('button', { name: 'Change my password' }).click();
    await expect(page).toHaveURL('/password-recovery-success');
    await checkEverywhere(page, async (language) => {
      await expect(title(page, language, 'Tu contraseña fue cambiada', 'Your password has been changed')).toBeVisible();
    });
    // Still in English: the customer is signed in with the new password.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/home/my-account');
  });

  test('sign-up: the e-mail, the code, the code accepted and the password', async ({ page, request }) => {
    const email = freshEmail('a11y');
    await page.goto('/create-account');
    await checkEverywhere(page, async (language) => {
      await expect(title(page, language, 'Crea una cuenta', 'Create an account')).toBeVisible();
    });
    // The helpers speak Spanish: back to it before each step.
    await reachPasswordStepChecked(page, request, email);
    await checkEverywhere(page, async (language) => {
      await expect(page.getByLabel(new RegExp(`^${inLanguage(language, 'Contraseña nueva', 'New password')}`))).toBeVisible();
    });
  });

  test('sign-up: the personal data (and its terms), the shipments, a recipient and the end', async ({ page, request }) => {
    await reachPasswordStep(page, request, freshEmail('a11y'));
    await choosePassword(page, 'clave-nueva-9');
    await expect(page).toHaveURL('/create-account/add-user-information/data');
    await checkEverywhere(page, async (language) => {
      await expect(page.getByRole('combobox', { name: inLanguage(language, 'País', 'Country'), exact: true })).toBeVisible();
    });
    // The terms, in their modal.
    await checkEverywhere(page, async (language) => {
      const terms = page.getByRole('dialog', { name: inLanguage(language, 'Términos y condiciones', 'Terms and conditions') });
      if (!(await terms.isVisible())) {
        await page.getByRole('button', { name: inLanguage(language, 'Leer los términos y condiciones', 'Read the terms and conditions') }).click();
      }
      await expect(terms).toBeVisible();
    });
    await spanish(page);
    await fillPersonalData(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL('/create-account/add-user-information/shipments');
    await checkEverywhere(page, async (language) => {
      await expect(page.getByRole('region', { name: inLanguage(language, 'Tu dirección en Estados Unidos', 'Your address in the United States') })).toContainText(/CAS-\d+/);
    });
    await spanish(page);
    await page.getByRole('button', { name: 'Agregar destinatario' }).click();
    await expect(page).toHaveURL('/create-account/add-shipment');
    await checkEverywhere(page, async (language) => {
      await expect(page.getByRole('combobox', { name: inLanguage(language, 'País', 'Country'), exact: true })).toBeVisible();
    });
    await spanish(page);
    await fillRecipient(page);
    await page.getByRole('button', { name: 'Guardar destinatario' }).click();
    await expect(page).toHaveURL('/create-account/add-user-information/shipments');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL('/create-account/success');
    await checkEverywhere(page, async (language) => {
      await expect(page.getByRole('heading', { name: inLanguage(language, 'Tu cuenta está lista', 'Your account is ready') })).toBeVisible();
    });
  });

});

test.describe('every signed-in route passes axe in both languages at both widths', () => {
  test.use({ storageState: DEMO_STATE.es });

  test('my account', async ({ page }) => {
    await page.goto('/home/my-account');
    await checkEverywhere(page, async (language) => {
      await expect(title(page, language, 'Mi cuenta', 'My account')).toBeVisible();
      await expect(page.getByRole('region', { name: inLanguage(language, 'Mis paquetes', 'My packages') }).getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('region', { name: inLanguage(language, 'Nuestros agentes', 'Our agents') }).getByRole('listitem').first()).toBeVisible();
    });
  });

  for (const path of ['/home/package', '/home/package/logs', '/home/pre-alerts', '/home/my-shipments', '/home/invoice']) {
    test(`the list at ${path}`, async ({ page }) => {
      await page.goto(path);
      await checkEverywhere(page, async () => {
        await expect(firstRow(page)).toBeVisible();
      });
    });
  }

  test('the notices', async ({ page }) => {
    // Left unread: every run (a retry too) checks the seed's notices with their "New" marks.
    await page.route('**/api/notices/read', (route) => route.fulfill({ json: { data: { unread: 0 } } }));
    await page.goto('/home/notices');
    await checkEverywhere(page, async (language) => {
      await expect(title(page, language, 'Avisos', 'Notices')).toBeVisible();
      await expect(page.getByRole('list', { name: inLanguage(language, 'Tus avisos', 'Your notices') }).getByRole('listitem').first()).toBeVisible();
    });
  });

  test('the calculator, with a quote', async ({ page }) => {
    await page.goto('/home/calculator');
    await page.getByRole('textbox').first().waitFor();
    const measures = page.locator('.piece').first().getByRole('textbox');
    for (const [index, value] of ['50', '40', '30', '5'].entries()) await measures.nth(index).fill(value);
    await checkEverywhere(page, async (language) => {
      await expect(title(page, language, 'Calculadora', 'Calculator')).toBeVisible();
      await expect(page.locator('.quote__total')).toContainText(/128[.,]30/);
      await expect(page.getByText(inLanguage(language, 'Actualizando…', 'Updating…'))).toHaveCount(0);
    });
  });

  for (const [path, es, en] of [['/home/more-services', 'Más servicios', 'More services']] as const) {
    test(`the service page at ${path}`, async ({ page }) => {
      await page.goto(path);
      await checkEverywhere(page, async (language) => {
        await expect(title(page, language, es, en)).toBeVisible();
        await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
      });
    });
  }

  test('a package', async ({ page, request }) => {
    const pkg = await firstOf<Tracked>(request, '/api/packages?page=1&page_size=1');
    await page.goto(`/home/package/${pkg.id}`);
    await checkEverywhere(page, async (language) => {
      await expect(title(page, language, `Paquete ${pkg.tracking}`, `Package ${pkg.tracking}`)).toBeVisible();
    });
  });

  test('the pre-alert form', async ({ page }) => {
    await page.goto('/home/pre-alerts/create');
    await checkEverywhere(page, async (language) => {
      await expect(page.getByLabel(inLanguage(language, 'Transportista', 'Carrier'))).toBeEnabled();
    });
  });

  test('a pre-alert', async ({ page, request }) => {
    const preAlert = await firstOf<Tracked>(request, '/api/pre-alerts?page=1&page_size=1');
    await page.goto(`/home/pre-alerts/${preAlert.id}`);
    await checkEverywhere(page, async (language) => {
      await expect(title(page, language, `Prealerta ${preAlert.tracking}`, `Pre-alert ${preAlert.tracking}`)).toBeVisible();
    });
  });

  test('a pre-alert whose texts hold a 200-character link and a 60-character word', async ({ page, request }) => {
    // Long words and links wrap inside their box (docs/product.md#phones-and-small-screens): the
    // details' values, the title too. A new customer's, so the demo's lists keep their counts.
    const account = await createAccount(request, { withClient: true });
    const link = `https://tienda.example/pedido/${'a1b2c3d4e5'.repeat(17)}`;
    const word = 'Supercalifragilisticoespialidoso'.padEnd(60, 'x');
    expect([link.length, word.length]).toEqual([200, 60]);
    const login = await request.post('/api/auth/token', { data: account });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const arriving = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const [courier] = (await (await request.get('/api/us-couriers', { headers: { Authorization: `Bearer ${token}` } })).json()).data as { id: number }[];
    const created = await request.post('/api/pre-alerts', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        us_courier_id: String(courier!.id), tracking: `1ZLARGO${word.slice(0, 40)}`, arriving_at: arriving, provider: word, cost: '49.99',
        content: link, recipient: `${word} Pérez`, invoice: { name: 'factura.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    });
    expect(created.status()).toBe(201);
    const { id, tracking } = ((await created.json()) as { data: Tracked }).data;
    await signInThroughApi(page, account, 'es');
    await page.goto(`/home/pre-alerts/${id}`);
    await checkEverywhere(page, async (language) => {
      await expect(title(page, language, `Prealerta ${tracking}`, `Pre-alert ${tracking}`)).toBeVisible();
      await expect(page.getByText(link)).toBeVisible();
    });
  });

  test('the maintenance notice', async ({ page }) => {
    await page.goto('/home/my-shipments');
    await checkEverywhere(page, async (language) => {
      const notice = page.getByRole('dialog', { name: inLanguage(language, 'Estamos mejorando la creación de envíos', 'Shipment creation is being upgraded') });
      if (!(await notice.isVisible())) await page.getByRole('button', { name: inLanguage(language, 'Crear envío', 'Create shipment') }).click();
      await expect(notice).toBeVisible();
    });
  });

  test('a shipment, and its gallery open', async ({ page, request }) => {
    const shipment = await firstOf<Shipment>(request, '/api/shipments?page=1&page_size=100', (s) => s.media.length >= 2);
    await page.goto(`/home/my-shipments/${shipment.id}`);
    await checkEverywhere(page, async (language) => {
      await expect(title(page, language, `Envío ${shipment.tracking}`, `Shipment ${shipment.tracking}`)).toBeVisible();
      // docs/product.md#words: "Seguimiento", not the lists' "Guía".
      await expect(page.getByRole('heading', { level: 2, name: inLanguage(language, 'Seguimiento', 'Tracking'), exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: inLanguage(language, 'Historial de estados', 'Status history') }).getByRole('listitem').first()).toBeVisible();
    });
    await checkEverywhere(page, async (language) => {
      const name = inLanguage(language, 'Ver imágenes', 'View images');
      const gallery = page.getByRole('dialog', { name });
      if (!(await gallery.isVisible())) await page.getByRole('button', { name }).click();
      await expect(gallery.locator('.pswp__img').first()).toBeVisible();
      // axe measures colours as they are: PhotoSwipe's own fade-in of its backdrop and its bar must
      // be over, or the counter is measured half-faded (seen on a slow machine).
      await expect.poll(() => gallery.locator('.pswp__bg').evaluate((bg) => getComputedStyle(bg).opacity)).toBe('0.92');
      await expect.poll(() => gallery.locator('.pswp__top-bar').evaluate((bar) => getComputedStyle(bar).opacity)).toBe('1');
    });
  });

  test('the search', async ({ page, request }) => {
    const shipment = await firstOf<Tracked>(request, '/api/shipments?page=1&page_size=1');
    await page.goto(`/home/search?q=${encodeURIComponent(shipment.tracking)}`);
    await checkEverywhere(page, async () => {
      await expect(page.getByRole('main').getByRole('link', { name: shipment.tracking })).toBeVisible();
    });
  });

  for (const tab of ['items', 'payments'] as const) {
    test(`an invoice, on its ${tab} tab`, async ({ page, request }) => {
      // The payments tab of one under review: its status, amounts and payments in their review state.
      const pick = tab === 'payments' ? underReview : (i: Invoice) => i.still_due > 0;
      const invoice = await firstOf<Invoice>(request, '/api/invoices?page=1&page_size=100', pick);
      await page.goto(`/home/invoice/${invoice.id}?tab=${tab}`);
      await checkEverywhere(page, async (language) => {
        await expect(title(page, language, `Factura ${invoice.friendly_name}`, `Invoice ${invoice.friendly_name}`)).toBeVisible();
        await expect(page.getByRole('tabpanel')).toBeVisible();
      });
    });
  }

  test('the checkout: choosing the method', async ({ page, request }) => {
    const invoice = await firstOf<Invoice>(request, '/api/invoices?page=1&page_size=100', (i) => i.still_due > 0);
    await page.goto(`/home/invoice/payment-method/${invoice.id}`);
    await checkEverywhere(page, async (language) => {
      await expect(page.getByRole('region', { name: inLanguage(language, 'Resumen de la orden', 'Order summary') })).toBeVisible();
    });
  });

  test('the checkout of an invoice under review', async ({ page, request }) => {
    const invoice = await firstOf<Invoice>(request, '/api/invoices?page=1&page_size=100', underReview);
    await page.goto(`/home/invoice/payment-method/${invoice.id}`);
    await checkEverywhere(page, async (language) => {
      await expect(title(page, language, 'Pago en revisión', 'Payment under review')).toBeVisible();
    });
  });

  test('the checkout: the payment form', async ({ page, request }) => {
    const invoice = await firstOf<Invoice>(request, '/api/invoices?page=1&page_size=100', (i) => i.still_due > 0);
    const [method] = await demoData<{ id: number }[]>(request, '/api/payment-methods');
    await page.goto(`/home/invoice/payment?invoice=${invoice.id}&method=${method?.id}`);
    await checkEverywhere(page, async (language) => {
      await expect(page.getByLabel(inLanguage(language, 'Monto pagado (USD)', 'Amount paid (USD)'))).toBeVisible();
    });
  });

  test('my profile', async ({ page }) => {
    await page.goto('/home/user-information/my-profile');
    await checkEverywhere(page, async (language) => {
      await expect(page.getByRole('tabpanel', { name: inLanguage(language, 'Mi perfil', 'My profile') })).toBeVisible();
      await expect(page.getByRole('textbox', { name: new RegExp(`^${inLanguage(language, 'Nombre', 'Name')}`) }).first()).toBeVisible();
    });
  });

  test('the recipients', async ({ page }) => {
    await page.goto('/home/user-information/recipient');
    await checkEverywhere(page, async (language) => {
      await expect(page.getByRole('tabpanel', { name: inLanguage(language, 'Destinatarios', 'Recipients') })).toBeVisible();
    });
  });

  test('adding a recipient', async ({ page }) => {
    await page.goto('/home/user-information/recipient/add-shipment');
    await checkEverywhere(page, async (language) => {
      await expect(page.getByRole('combobox', { name: inLanguage(language, 'País', 'Country'), exact: true })).toBeVisible();
    });
  });

  test('the help, with a question open', async ({ page }) => {
    await page.goto('/home/user-information/help');
    await checkEverywhere(page, async (language) => {
      const questions = page.getByRole('region', { name: inLanguage(language, 'Preguntas frecuentes', 'Frequently asked questions') });
      const first = questions.getByRole('button').first();
      if ((await first.getAttribute('aria-expanded')) !== 'true') await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
    });
  });

  test('the settings', async ({ page }) => {
    await page.goto('/home/user-information/settings');
    await checkEverywhere(page, async (language) => {
      await expect(title(page, language, 'Configuración', 'Settings')).toBeVisible();
    });
  });

  test('an unknown address inside the signed-in area', async ({ page }) => {
    await page.goto('/home/no-existe');
    await checkEverywhere(page, async (language) => {
      await expect(title(page, language, 'Página no encontrada', 'Page not found')).toBeVisible();
    });
  });

  test('a detail that does not exist', async ({ page }) => {
    await page.goto('/home/package/999999999');
    await checkEverywhere(page, async (language) => {
      await expect(title(page, language, 'No encontramos este paquete', 'We could not find this package')).toBeVisible();
    });
  });
});

/** Back to Spanish, the language of the sign-up helpers. */
async function spanish(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

/** The code page and the code-accepted page, checked on the way to the password step. */
async function reachPasswordStepChecked(page: Page, request: APIRequestContext, email: string) {
  await spanish(page);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/create-account/code-validation');
  await checkEverywhere(page, async (language) => {
    await expect(page.getByRole('textbox', { name: inLanguage(language, 'Dígito 1 de 6', 'Digit 1 of 6') })).toBeVisible();
  });
  await spanish(page);
  await typeCode(page, await latestCode(request, email));
  await page.getByRole('button', { name: 'Verificar el código' }).click();
  await expect(page).toHaveURL('/create-account/code-validation-success');
  await checkEverywhere(page, async (language) => {
    await expect(page.getByRole('button', { name: inLanguage(language, 'Continuar', 'Continue') })).toBeVisible();
  });
  await spanish(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/create-account/add-user-information/password');
}
