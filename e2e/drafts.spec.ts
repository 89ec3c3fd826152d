// Drafts (docs/product.md#drafts): signing out in another tab shows "Cerraste sesión en otra
// pestaña" in the tab being typed in, and the form's values come back there after the same
// customer signs in again, until it is sent; another customer never sees them. Each test has its
// own customers (a log-out revokes the token).
import { expect, test, type Page } from '@playwright/test';
import { paths } from '../src/lib/paths.ts';
import { PDF } from './support/files.ts';
import { createAccount } from './support/mailbox.ts';
import { portalReady, signInThroughApi, toast } from './support/portal.ts';
import { typedDate } from './support/pre-alerts.ts';
import { signIn } from './support/session.ts';

type Account = { email: string; password: string };

/** Another tab of the same browser signs out (its /logout), and this one follows to sign-in. */
async function signOutInAnotherTab(page: Page, message: string): Promise<void> {
  const other = await page.context().newPage();
  await other.goto(paths.logout);
  await expect(other).toHaveURL('/');
  await other.close();
  await expect(page).toHaveURL('/');
  await expect(toast(page, message)).toBeVisible();
  await portalReady(page);
}

const storedDrafts = (page: Page) => page.evaluate(() => sessionStorage.getItem('casillero.drafts'));

test('Spanish: a pre-alert typed while another tab signs out comes back after sign-in, and goes once sent', async ({ page, request }) => {
  const account = await createAccount(request, { withClient: true });
  await signInThroughApi(page, account, 'es');
  await page.goto(paths.preAlertCreate);
  const tracking = `1ZDRAFT${Date.now()}`;
  const [month, day, year] = typedDate(3).split('-');
  const arriving = `${day}-${month}-${year}`;
  const fields = {
    carrier: page.getByLabel('Transportista'),
    tracking: page.getByRole('textbox', { name: 'Número de guía', exact: true }),
    arriving: page.getByLabel('Fecha estimada de llegada'),
    provider: page.getByLabel('Proveedor (tienda)'),
    value: page.getByLabel('Valor (USD)'),
    recipient: page.getByLabel('Destinatario'),
    content: page.getByLabel('Contenido'),
  };
  await fields.carrier.selectOption({ label: 'UPS' });
  await fields.tracking.fill(tracking);
  await fields.arriving.fill(arriving);
  await fields.provider.fill('Amazon');
  await fields.value.fill('49,99');
  await fields.recipient.fill('Carla Rivas');
  await fields.content.fill('Zapatos deportivos');
  const carrier = await fields.carrier.inputValue();

  await signOutInAnotherTab(page, 'Cerraste sesión en otra pestaña.');
  await signIn(page, account.email, account.password, { goto: false });

  // Back at the form the session ended on, with what was typed, and a note saying so.
  await expect(page).toHaveURL(paths.preAlertCreate);
  await expect(page.getByRole('status').filter({ hasText: 'Recuperamos lo que escribiste antes de que se cerrara tu sesión.' })).toBeVisible();
  await expect(fields.carrier).toHaveValue(carrier);
  await expect(fields.tracking).toHaveValue(tracking);
  await expect(fields.arriving).toHaveValue(arriving);
  await expect(fields.provider).toHaveValue('Amazon');
  await expect(fields.value).toHaveValue('49,99');
  await expect(fields.recipient).toHaveValue('Carla Rivas');
  await expect(fields.content).toHaveValue('Zapatos deportivos');

  // The bill is a file: never kept, chosen again.
  await page.getByLabel(/^Factura/).setInputFiles({ name: 'factura.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Crear prealerta' }).click();
  await expect(page.getByRole('dialog', { name: 'Prealerta creada' })).toBeVisible();
  expect(await storedDrafts(page)).toBeNull();

  await page.goto(paths.preAlertCreate);
  await expect(fields.tracking).toHaveValue('');
  await expect(fields.provider).toHaveValue('');
  await expect(page.getByRole('status').filter({ hasText: 'Recuperamos' })).toHaveCount(0);
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('a recipient typed while another tab signs out is never shown to another customer signing in there', async ({ page, request }) => {
    const first: Account = await createAccount(request, { withClient: true });
    const second: Account = await createAccount(request, { withClient: true });
    await signInThroughApi(page, first, 'en');
    await page.goto(paths.addRecipient);
    await page.getByLabel(/^Name/).fill('Ramón');
    await page.getByLabel(/^Last name/).fill('Secreto');

    await signOutInAnotherTab(page, 'You signed out in another tab.');
    // Kept in this tab, for the first customer only.
    expect(await storedDrafts(page)).toContain('Secreto');
    await signIn(page, second.email, second.password, { goto: false });
    await expect(page).toHaveURL(paths.addRecipient);
    await expect(page.getByLabel(/^Name/)).toHaveValue('');
    await expect(page.getByLabel(/^Last name/)).toHaveValue('');
    await expect(page.getByRole('status').filter({ hasText: 'What you typed before your session ended is back.' })).toHaveCount(0);
    expect(await storedDrafts(page)).toBeNull();
  });

  test('my profile’s contact information comes back to the same customer, and saving it ends the draft', async ({ page, request }) => {
    const account: Account = await createAccount(request, { withClient: true });
    await signInThroughApi(page, account, 'en');
    await page.goto(paths.myProfile);
    const contact = page.getByRole('region', { name: 'Contact information' });
    const zip = contact.getByLabel('Postal code (optional)');
    await zip.fill('1071');

    await signOutInAnotherTab(page, 'You signed out in another tab.');
    await signIn(page, account.email, account.password, { goto: false });
    await expect(page).toHaveURL(paths.myProfile);
    await expect(contact.getByRole('status')).toHaveText('What you typed before your session ended is back. Check it before you send it.');
    await expect(zip).toHaveValue('1071');

    await contact.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Your contact information was saved.')).toBeVisible();
    expect(await storedDrafts(page)).toBeNull();
    await page.reload();
    await expect(zip).toHaveValue('1071');
    await expect(contact.getByRole('status')).toHaveCount(0);
  });
});
