// Issue 7: the portal's journeys with the keyboard only (Tab, Shift+Tab, Enter, Space, arrows and
// typing; a field is focused with the mouse never). After each step the focus lands where a
// keyboard user needs it: the new page's heading (the next Tab reaches its first control), or the
// control the page put it in. English, where the labels are the source texts.
import { expect, test, type APIRequestContext, type FileChooser, type Page } from '@playwright/test';
import { codeBox } from '../support/code-entry.ts';
import { expectVisibleFocus, nextOption, tabTo, typeInto, typeToSelect } from '../support/keyboard.ts';
import { freshEmail, latestCode } from '../support/mailbox.ts';
import { portalReady, toast } from '../support/portal.ts';
import { DEMO_CUSTOMER, demoData } from '../support/session.ts';
import { PDF } from '../support/files.ts';
import { DEMO_STATE } from '../support/demo-state.ts';

test.describe.configure({ timeout: 120_000 });


const heading = (page: Page, name: string, level = 1) => page.getByRole('heading', { name, level });
const textbox = (page: Page, name: RegExp) => page.getByRole('textbox', { name });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/** The focus is on this heading, with a visible ring. */
async function expectFocusOn(page: Page, target: ReturnType<typeof heading>) {
  await expect(target).toBeFocused();
  await expectVisibleFocus(page);
}

/** From the top of the sign-in page: Tab to the fields, type, Enter; the account's heading has the focus. */
async function signInWithKeyboard(page: Page) {
  await page.goto('/?lng=en');
  await portalReady(page);
  await typeInto(page, textbox(page, /^Email/), DEMO_CUSTOMER.email);
  await typeInto(page, page.getByLabel(/^Password/), DEMO_CUSTOMER.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/home/my-account');
  await expectFocusOn(page, heading(page, 'My account'));
}

/** /create-account: the e-mail typed and sent with Enter; the first code box takes the focus. */
async function askForCodeWithKeyboard(page: Page, email: string) {
  await page.goto('/create-account?lng=en');
  await expect(heading(page, 'Create an account')).toBeVisible();
  await typeInto(page, textbox(page, /^Email/), email);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/create-account/code-validation');
  await expect(codeBox(page, 1)).toBeFocused();
}

test.describe('keyboard-only journeys', () => {
  test('(a) sign-in with the demo customer to my account', async ({ page }) => {
    await signInWithKeyboard(page);
    // The next Tab leaves the heading for the page's first control, not the top of the page.
    await page.keyboard.press('Tab');
    await expect(page.locator('main :focus')).toHaveCount(1);
    await expectVisibleFocus(page);
  });

  test('(b) the code boxes: typing moves on, Backspace moves back, Enter submits', async ({ page, request }) => {
    const email = freshEmail('teclado-pin');
    await askForCodeWithKeyboard(page, email);
    const code = await latestCode(request, email);
    await page.keyboard.type(code.slice(0, 3));
    await expect(codeBox(page, 4)).toBeFocused();
    // An empty box: Backspace goes back; a filled one: Backspace empties it and stays.
    await page.keyboard.press('Backspace');
    await expect(codeBox(page, 3)).toBeFocused();
    await expect(codeBox(page, 3)).toHaveValue(code.charAt(2));
    await page.keyboard.press('Backspace');
    await expect(codeBox(page, 3)).toHaveValue('');
    await expect(codeBox(page, 3)).toBeFocused();
    // The arrows move without changing anything.
    await page.keyboard.press('ArrowLeft');
    await expect(codeBox(page, 2)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(codeBox(page, 3)).toBeFocused();
    await page.keyboard.type(code.slice(2));
    for (const [index, digit] of [...code].entries()) await expect(codeBox(page, index + 1)).toHaveValue(digit);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/create-account/code-validation-success');
    await expectFocusOn(page, heading(page, 'Your e-mail is confirmed'));
  });

  test('(c) the whole sign-up wizard', async ({ page, request }) => {
    test.setTimeout(180_000);
    const email = freshEmail('teclado');
    await askForCodeWithKeyboard(page, email);
    await page.keyboard.type(await latestCode(request, email));
    await page.keyboard.press('Enter');
    await expectFocusOn(page, heading(page, 'Your e-mail is confirmed'));
    await tabTo(page, button(page, 'Continue'));
    await page.keyboard.press('Enter');

    // Security.
    await expect(page).toHaveURL('/create-account/add-user-information/password');
    await expectFocusOn(page, heading(page, 'Choose your password', 2));
    await typeInto(page, page.getByLabel(/^New password/), 'clave-teclado-7');
    await typeInto(page, page.getByLabel(/^Confirm the password/), 'clave-teclado-7');
    await page.keyboard.press('Enter');

    // Personal data: text, the typed birth date, the selects, the phone and the terms.
    await expect(page).toHaveURL('/create-account/add-user-information/data');
    await expectFocusOn(page, heading(page, 'Your personal data', 2));
    await typeInto(page, textbox(page, /^Name/), 'Lucía');
    await typeInto(page, textbox(page, /^Last name/), 'Mendoza');
    await typeInto(page, textbox(page, /^ID document number/), 'V-20123456');
    await tabTo(page, textbox(page, /^Date of birth/));
    await page.keyboard.type('05171990');
    await expect(textbox(page, /^Date of birth/)).toHaveValue('05-17-1990');
    await typeInto(page, textbox(page, /^Address/), 'Calle 5, Los Palos Grandes');
    await typeToSelect(page, select(page, 'Country'), 'Venezuela');
    await nextOption(page, select(page, 'State'));
    await nextOption(page, select(page, 'City'));
    const phone = textbox(page, /^Mobile phone/);
    await tabTo(page, phone);
    await page.keyboard.press('End');
    await page.keyboard.type('4121234567');
    await expect(phone).toHaveValue(/^\+58 ?412 ?123 ?4567$/);
    await nextOption(page, page.getByRole('combobox', { name: /^How did you hear about us/ }));
    const terms = page.getByRole('checkbox', { name: /^I accept the terms and conditions/ });
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await tabTo(page, button(page, 'Continue'));
    await page.keyboard.press('Enter');

    // Shipments: a recipient added on its own page, then the end.
    await expect(page).toHaveURL('/create-account/add-user-information/shipments');
    await expectFocusOn(page, heading(page, 'Your shipping details', 2));
    await tabTo(page, button(page, 'Add recipient'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/create-account/add-shipment');
    await expectFocusOn(page, heading(page, 'Add a recipient'));
    await typeInto(page, textbox(page, /^Name/), 'Pedro');
    await typeInto(page, textbox(page, /^Last name/), 'Mendoza');
    await typeInto(page, textbox(page, /^ID document number/), 'V-9876543');
    await typeToSelect(page, select(page, 'Country'), 'Venezuela');
    await nextOption(page, select(page, 'State'));
    await nextOption(page, select(page, 'City'));
    await tabTo(page, textbox(page, /^Mobile phone/), { back: true });
    await page.keyboard.press('End');
    await page.keyboard.type('4149876543');
    await typeInto(page, textbox(page, /^Address( \*)?$/), 'Av. Bolívar 10');
    await typeInto(page, textbox(page, /^Address line 2/), 'Apartamento 3B');
    await typeInto(page, textbox(page, /^Postal code/), '1060');
    await tabTo(page, button(page, 'Save recipient'));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Recipient added.')).toBeVisible();
    await expect(page).toHaveURL('/create-account/add-user-information/shipments');
    await expectFocusOn(page, heading(page, 'Your shipping details', 2));
    await expect(page.getByRole('region', { name: 'Recipients' })).toContainText('Pedro Mendoza');
    await tabTo(page, button(page, 'Continue'));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/create-account/success');
    await expectFocusOn(page, heading(page, 'Your account is ready'));
    await tabTo(page, button(page, 'Go to my account'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/home/my-account');
    await expectFocusOn(page, heading(page, 'My account'));
  });

  // Signing in with the keyboard is journey (a); these start signed in.
  test.describe('signed in', () => {
    test.use({ storageState: DEMO_STATE.en });

    test('(d) checkout: method, payment form with the proof, success', async ({ page, request }) => {
      const invoice = await unpaidInvoice(request);
      await page.goto(`/home/invoice/${invoice.id}`);
      await expect(heading(page, `Invoice ${invoice.friendly_name}`)).toBeVisible();
      await tabTo(page, page.getByRole('link', { name: /^Pay / }));
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(`/home/invoice/payment-method/${invoice.id}`);
      await expectFocusOn(page, heading(page, 'Choose a payment method'));
      const methods = page.getByRole('region', { name: 'Payment methods' }).getByRole('button');
      const first = methods.first();
      await tabTo(page, first);
      if ((await first.getAttribute('aria-pressed')) !== 'true') await page.keyboard.press('Space');
      await expect(first).toHaveAttribute('aria-pressed', 'true');
      const summary = page.getByRole('region', { name: 'Order summary' });
      await expect(summary).toContainText(/Total to pay/);
      await tabTo(page, summary.getByRole('button', { name: 'Pay', exact: true }));
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/home\/invoice\/payment\?invoice=\d+&method=\d+$/);
      // Listening well before the key: Playwright switches the browser's file-chooser interception
      // on without waiting, when the first listener is added; a key pressed at once could beat it.
      const chooser = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
      await expectFocusOn(page, heading(page, 'Payment'));
      await typeInto(page, page.getByLabel('Amount paid (USD)'), '1.37');
      await tabTo(page, page.getByLabel(/^Proof of payment/));
      await page.keyboard.press('Space');
      await (await chooser).setFiles({ name: 'comprobante.pdf', mimeType: 'application/pdf', buffer: PDF });
      await typeInto(page, page.getByLabel('Comments'), 'teclado');
      await tabTo(page, button(page, 'Register payment'));
      await page.keyboard.press('Enter');

      await expect(toast(page, 'Payment registered.')).toBeVisible();
      await expect(page).toHaveURL(`/home/invoice/${invoice.id}?tab=payments`);
      await expect(page.getByRole('tabpanel', { name: 'Payments' })).toContainText(/US\$\s1\.37/);
    });

    test('(e) the shipment gallery: opened, moved and closed with keys, focus back on its button', async ({ page, request }) => {
      const shipment = await shipmentWithPhotos(request);
      await page.goto(`/home/my-shipments/${shipment.id}`);
      const open = button(page, 'View images');
      await tabTo(page, open);
      await page.keyboard.press('Enter');
      const gallery = page.getByRole('dialog', { name: 'View images' });
      await expect(gallery).toBeVisible();
      const total = shipment.media.length;
      const current = (position: number) => gallery.getByRole('button', { name: `Image ${position} of ${total}` });
      await expect(current(1)).toHaveAttribute('aria-current', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(current(2)).toHaveAttribute('aria-current', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(current(3)).toHaveAttribute('aria-current', 'true');
      await page.keyboard.press('ArrowLeft');
      await expect(current(2)).toHaveAttribute('aria-current', 'true');
      await page.keyboard.press('Escape');
      await expect(gallery).toBeHidden();
      await expect(open).toBeFocused();
    });
  });
});

async function unpaidInvoice(request: APIRequestContext) {
  const invoices = await demoData<{ id: number; friendly_name: string; debt: number }[]>(request, '/api/invoices?page=1&page_size=100');
  const invoice = invoices.find((i) => i.debt > 0);
  if (!invoice) throw new Error('the demo customer has no unpaid invoice');
  return invoice;
}

async function shipmentWithPhotos(request: APIRequestContext) {
  const shipments = await demoData<{ id: number; media: unknown[] }[]>(request, '/api/shipments?page=1&page_size=100');
  const shipment = shipments.find((s) => s.media.length >= 3);
  if (!shipment) throw new Error('the demo customer has no shipment with 3 photos');
  return shipment;
}
