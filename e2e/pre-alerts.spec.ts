// Pre-alerts in English and Spanish: the list at both widths,
// the empty state, creation end to end with its file rules, the detail and a failed load.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe.ts';
import { createAccount } from './support/mailbox.ts';
import { MY_ACCOUNT, signInAsDemo, toast } from './support/portal.ts';
import { signIn } from './support/session.ts';
import { fillPreAlertForm, typedDate } from './support/pre-alerts.ts';
import { PDF } from './support/files.ts';

// First loads can be slow on a busy machine: a little more room than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const PRE_ALERTS = '/home/pre-alerts';
const CREATE = '/home/pre-alerts/create';
const COLUMNS = ['Date', 'Carrier', 'Tracking', 'Provider', 'Value (USD)', 'Status', 'Actions'];

async function signInInEnglish(page: Page, account?: { email: string; password: string }) {
  await page.goto('/?lng=en');
  if (account) {
    await signIn(page, account.email, account.password, { goto: false });
    await expect(page).toHaveURL(MY_ACCOUNT);
  } else {
    await signInAsDemo(page, false);
  }
}

const billInput = (page: Page) => page.getByLabel(/^Bill/);
const chooseBill = (page: Page, name: string, mimeType: string, buffer: Buffer) => billInput(page).setInputFiles({ name, mimeType, buffer });
const submit = (page: Page) => page.getByRole('button', { name: 'Create pre-alert' }).click();

test.describe('pre-alerts at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the list shows every column; a detail loads by its address, also after a reload', async ({ page }) => {
    await signInInEnglish(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pre-alerts' }).click();
    await expect(page).toHaveURL(PRE_ALERTS);
    await expect(page.getByRole('heading', { name: 'Pre-alerts', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Your pre-alerts' });
    await expect(table.getByRole('columnheader')).toHaveText(COLUMNS);
    await expect(table.locator('tbody tr')).toHaveCount(8);
    await expect(table.locator('tbody')).toContainText('Pending');
    await expect(table.locator('tbody')).toContainText(/\$\d+\.\d{2}/);
    await expect(page.getByText('Total records: 8')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create pre-alert' })).toHaveAttribute('href', CREATE);
    await expectNoA11yViolations(page);

    const link = table.getByRole('link', { name: /^See pre-alert / }).first();
    const tracking = ((await link.getAttribute('aria-label')) ?? '').replace('See pre-alert ', '');
    await link.click();
    await expect(page).toHaveURL(/\/home\/pre-alerts\/\d+$/);
    const heading = page.getByRole('heading', { name: `Pre-alert ${tracking}`, level: 1 });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download the bill' })).toHaveAttribute('download', /.+/);
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByRole('link', { name: /\(opens in a new tab\)/ })).toHaveAttribute('target', '_blank');
    await expectNoA11yViolations(page);
    await page.reload();
    await expect(heading).toBeVisible();
    await page.getByRole('link', { name: '← Pre-alerts' }).click();
    await expect(page).toHaveURL(PRE_ALERTS);

    // Another customer's pre-alert, or none: not found, never revealed.
    await page.goto(`${PRE_ALERTS}/999999`);
    await expect(page.getByRole('alert')).toBeVisible();
  });

  test('a bill that is a picture previews on the detail', async ({ page }) => {
    await signInInEnglish(page);
    await page.goto(PRE_ALERTS);
    const rows = page.getByRole('table', { name: 'Your pre-alerts' }).locator('tbody tr');
    await expect(rows).toHaveCount(8);
    // The demo's $63.47 pre-alert (3D printer filament) has a PNG bill.
    await rows.filter({ hasText: '$63.47' }).getByRole('link', { name: /^See pre-alert / }).click();
    const preview = page.getByRole('region', { name: 'Bill' }).getByRole('img', { name: /^Bill / });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('the header has the pre-alert button', async ({ page }) => {
    await signInInEnglish(page);
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Pre-alerts' }).click();
    await expect(page).toHaveURL(PRE_ALERTS);
  });

  test('a new customer sees the empty state, creates a pre-alert with a PDF bill, and finds it in the list', async ({ page, request }) => {
    await signInInEnglish(page, await createAccount(request, { withClient: true }));
    await page.goto(PRE_ALERTS);
    await expect(page.getByText('You have no pre-alerts yet.', { exact: false })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: 'Create pre-alert' }).click();
    await expect(page).toHaveURL(CREATE);
    await expect(page.getByRole('heading', { name: 'Create pre-alert', level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);

    // Nothing filled in: every field says so, and the first one takes the focus.
    await submit(page);
    await expect(page.getByLabel('Carrier')).toBeFocused();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await expect(billInput(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Attach the file (JPEG, PNG or PDF).')).toBeVisible();

    const tracking = `1ZE2E${Date.now()}`;
    await fillPreAlertForm(page, tracking);
    await chooseBill(page, 'bill.pdf', 'application/pdf', PDF);
    await submit(page);
    const dialog = page.getByRole('dialog', { name: 'Pre-alert created' });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByRole('link', { name: 'Back to pre-alerts' }).click();
    await expect(page).toHaveURL(PRE_ALERTS);
    const table = page.getByRole('table', { name: 'Your pre-alerts' });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr').first()).toContainText(tracking);
    await expect(table.locator('tbody tr').first()).toContainText('$49.99');

    // Its bill was sent renamed with the customer's id and a unique id.
    await table.getByRole('link', { name: `See pre-alert ${tracking}` }).click();
    await expect(page.getByRole('heading', { name: `Pre-alert ${tracking}`, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Summary' }).getByRole('link', { name: /\.pdf/ })).toHaveText(/^\d+-[0-9a-f-]{36}\.pdf/);
    await page.reload();
    await expect(page.getByRole('heading', { name: `Pre-alert ${tracking}`, level: 1 })).toBeVisible();
  });

  test('a bill too large or of the wrong type shows its message; a refused pre-alert keeps the form', async ({ page, request }) => {
    await signInInEnglish(page, await createAccount(request, { withClient: true }));
    await page.goto(CREATE);
    const tracking = `1ZBAD${Date.now()}`;
    await fillPreAlertForm(page, tracking);

    await chooseBill(page, 'huge.pdf', 'application/pdf', Buffer.alloc(10_000_001, 0x20));
    await submit(page);
    await expect(page.getByText('The file must be at most 10 MB.')).toBeVisible();
    await expect(billInput(page)).toBeFocused();

    await chooseBill(page, 'notes.txt', 'text/plain', Buffer.from('not a bill'));
    await expect(page.getByText('Unsupported file format: use JPEG, PNG or PDF.')).toBeVisible();
    await submit(page);
    await expect(page.getByText('Unsupported file format: use JPEG, PNG or PDF.')).toBeVisible();

    // The server refuses an arrival two years away (FAILED_VALIDATION): the cost-error toast,
    // its message under the date, and everything typed (the file too) is still there.
    await page.getByLabel('Estimated arrival date').fill(typedDate(730));
    await chooseBill(page, 'bill.pdf', 'application/pdf', PDF);
    await submit(page);
    await expect(toast(page, 'The pre-alert could not be created.')).toBeVisible();
    await expect(page.getByLabel('Estimated arrival date')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: 'Tracking number', exact: true })).toHaveValue(tracking);
    await expect(page.getByLabel('Value (USD)')).toHaveValue('49.99');
    await expect(page.getByLabel('Carrier')).not.toHaveValue('');
    expect(await billInput(page).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('bill.pdf');
    await expectNoA11yViolations(page);

    // Fixed, it goes through.
    await page.getByLabel('Estimated arrival date').fill(typedDate(2));
    await submit(page);
    await expect(page.getByRole('dialog', { name: 'Pre-alert created' })).toBeVisible();
  });

  test('a failed load shows the retry', async ({ page }) => {
    let fail = true;
    await page.route('**/api/pre-alerts?*', (route) =>
      fail ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"SERVER_ERROR","message":"down"}' }) : route.continue(),
    );
    await signInInEnglish(page);
    await page.goto(PRE_ALERTS);
    await expect(page.getByRole('alert')).toContainText('We could not load this information.');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('table', { name: 'Your pre-alerts' }).locator('tbody tr')).toHaveCount(8);
  });
});

test.describe('pre-alerts at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the list drops provider and value', async ({ page }) => {
    await signInInEnglish(page);
    await page.goto(PRE_ALERTS);
    const table = page.getByRole('table', { name: 'Your pre-alerts' });
    await expect(table.locator('tbody tr')).toHaveCount(8);
    await expect(table.locator('th:visible')).toHaveText(['Date', 'Carrier', 'Tracking', 'Status', 'Actions']);
    await expectNoA11yViolations(page);
    await page.goto(CREATE);
    await expect(page.getByRole('heading', { name: 'Create pre-alert', level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('pre-alerts in Spanish, at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the list, a detail after a reload, and the create form with its file rules and the cost error', async ({ page }) => {
    await signInAsDemo(page);
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Prealertas' }).click();
    await expect(page).toHaveURL(PRE_ALERTS);
    await expect(page.getByRole('heading', { name: 'Prealertas', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Tus prealertas' });
    await expect(table.getByRole('columnheader')).toHaveText(['Fecha', 'Transportista', 'Guía', 'Proveedor', 'Valor (USD)', 'Estado', 'Acciones']);
    await expect(table.locator('tbody tr')).toHaveCount(8);
    await expect(table.locator('tbody')).toContainText('Pendiente');
    await expect(page.getByText('Total de registros: 8')).toBeVisible();
    await expectNoA11yViolations(page);

    const link = table.getByRole('link', { name: /^Ver la prealerta / }).first();
    const tracking = ((await link.getAttribute('aria-label')) ?? '').replace('Ver la prealerta ', '');
    await link.click();
    const heading = page.getByRole('heading', { name: `Prealerta ${tracking}`, level: 1 });
    await expect(heading).toBeVisible();
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(page.getByRole('link', { name: 'Descargar la factura' })).toHaveAttribute('download', /.+/);
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: '← Prealertas' }).click();
    await page.getByRole('link', { name: 'Crear prealerta' }).click();
    await expect(page.getByRole('heading', { name: 'Crear prealerta', level: 1 })).toBeVisible();
    const bill = page.getByLabel(/^Factura/);
    const send = page.getByRole('button', { name: 'Crear prealerta' });
    await send.click();
    await expect(page.getByText('Este campo es obligatorio.').first()).toBeVisible();

    const typed = `1ZES${Date.now()}`;
    await page.getByLabel('Transportista').selectOption({ label: 'UPS' });
    await page.getByRole('textbox', { name: 'Número de guía', exact: true }).fill(typed);
    await page.getByLabel('Fecha estimada de llegada').fill(typedDate(730));
    await page.getByLabel('Proveedor (tienda)').fill('Amazon');
    await page.getByLabel('Valor (USD)').fill('49.99');
    await page.getByLabel('Destinatario').fill('Carla Rivas');
    await page.getByLabel('Contenido').fill('Zapatos deportivos');

    await bill.setInputFiles({ name: 'enorme.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10_000_001, 0x20) });
    await send.click();
    await expect(page.getByText('El archivo debe pesar como máximo 10 MB.')).toBeVisible();
    await bill.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no es una factura') });
    await expect(page.getByText('Formato de archivo no soportado: usa JPEG, PNG o PDF.')).toBeVisible();

    // An arrival two years away is refused by the server: the cost-error toast, and the form as typed.
    await bill.setInputFiles({ name: 'factura.pdf', mimeType: 'application/pdf', buffer: PDF });
    await send.click();
    await expect(toast(page, 'El valor declarado no coincide con la factura.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Número de guía', exact: true })).toHaveValue(typed);
    await expect(page.getByLabel('Contenido')).toHaveValue('Zapatos deportivos');
    await expectNoA11yViolations(page);
  });
});
