// Issue 7: every dialog of the portal keeps the focus inside while open (Tab and Shift+Tab go
// round it), closes with Escape and gives the focus back to the control that opened it. Opened
// with the keyboard, as a keyboard user would. The account menu and the narrow layout's drawer
// are not modal: they close with Escape and the focus goes back to their button.
// Each dialog's `data-dialog` is recorded as it opens, and the last test compares them with every
// Modal of src/ (e2e/support/dialog-ids.ts), so a new dialog cannot be forgotten
// (docs/architecture.md#adding-a-flow). The file's tests run in order in one worker for it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { tabTo } from '../support/keyboard.ts';
import { createAccount } from '../support/mailbox.ts';
import { DEMO_STATE } from '../support/demo-state.ts';
import { openAsDemo, signInThroughApi } from '../support/portal.ts';
import { demoData, signIn } from '../support/session.ts';
import { customerWithShipment } from '../support/lifecycle.ts';
import { E2E_SERVERS } from '../support/servers.ts';
import { fillPreAlertForm } from '../support/pre-alerts.ts';
import { dialogIds } from '../support/dialog-ids.ts';
import { PDF } from '../support/files.ts';

test.use({ storageState: DEMO_STATE.en });
test.describe.configure({ mode: 'default' });

/** The `data-dialog` of each dialog this file opened. */
const opened = new Set<string>();

/** Presses Tab, then Shift+Tab, more times than the dialog has controls: the focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  const id = await dialog.getAttribute('data-dialog');
  if (id) opened.add(id);
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(inside, { message: 'the dialog takes the focus when it opens' }).toBe(true);
  const controls = await dialog.locator('a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]').count();
  expect(controls, 'the dialog has something to focus').toBeGreaterThan(0);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < controls + 2; press++) {
      await page.keyboard.press(key);
      expect(await inside(), `focus after ${press + 1} × ${key}`).toBe(true);
    }
  }
}

/** Opens a dialog with Enter on its opener, checks the trap, closes it with Escape. */
async function checkDialog(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('dialogs trap and restore focus', () => {
  test('the shipment maintenance notice and the gallery', async ({ page, request }) => {
    const shipments = await demoData<{ id: number; media: unknown[] }[]>(request, '/api/shipments?page=1&page_size=100');
    const shipment = shipments.find((s) => s.media.length >= 2);
    if (!shipment) throw new Error('the demo customer has no shipment with photos');
    await page.goto('/home/my-shipments');
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Create shipment' }),
      page.getByRole('dialog', { name: 'Shipment creation is being upgraded' }),
    );

    await page.goto(`/home/my-shipments/${shipment.id}`);
    await checkDialog(page, page.getByRole('button', { name: 'View images' }), page.getByRole('dialog', { name: 'View images' }));
  });

  test('the recipient deletion', async ({ page }) => {
    await page.goto('/home/user-information/recipient');
    const remove = page.getByRole('tabpanel', { name: 'Recipients' }).getByRole('button', { name: /^Delete / }).first();
    await expect(remove).toBeVisible();
    // Escape cancels: nothing is deleted.
    await checkDialog(page, remove, page.getByRole('dialog', { name: 'Delete this recipient?' }));
    await expect(remove).toBeVisible();
  });

  test('the terms', async ({ page }) => {
    await page.goto('/home/user-information/help');
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Read the terms and conditions' }),
      page.getByRole('dialog', { name: 'Terms and conditions' }),
    );
  });

  test('the pre-alert created dialog: its opener is gone, so the focus goes to the list it leads to', async ({ page, request }) => {
    const account = await createAccount(request, { withClient: true });
    await signInThroughApi(page, account, 'en');
    await page.goto('/home/pre-alerts/create');
    await fillPreAlertForm(page, `1ZA11Y${Date.now()}`);
    await page.getByLabel(/^Bill/).setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: PDF });
    await tabTo(page, page.getByRole('button', { name: 'Create pre-alert' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Pre-alert created' });
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/home/pre-alerts');
    await expect(page.getByRole('heading', { name: 'Pre-alerts', level: 1 })).toBeFocused();
  });

  test('the account menu and the narrow drawer close with Escape, focus back on their button', async ({ page }) => {
    await openAsDemo(page);
    const menuButton = page.getByRole('button', { name: /Account menu/ });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('list', { name: 'Account' });
    await tabTo(page, menu.getByRole('link').first());
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await page.setViewportSize({ width: 375, height: 812 });
    const toggle = page.getByRole('button', { name: 'Main menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await tabTo(page, toggle, { back: true });
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('navigation', { name: 'Main' });
    await tabTo(page, drawer.getByRole('link').first());
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

// A requested shipment's cancellation exists where the company's consolidation switch is on.
test.describe('on the server with consolidation requests', () => {
  test.use({ baseURL: E2E_SERVERS.shipping.baseURL, storageState: { cookies: [], origins: [] }, locale: 'en-US' });

  test('the shipment request’s cancellation', async ({ page, request }) => {
    const { account, shipment } = await customerWithShipment(request, { label: 'DIALOGO' });
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL('/home/my-account');
    await page.goto(`/home/my-shipments/${shipment.id}`);
    // Escape keeps the request.
    await checkDialog(page, page.getByRole('button', { name: 'Cancel request' }), page.getByRole('dialog', { name: 'Cancel this shipment request?' }));
    await expect(page.getByRole('button', { name: 'Cancel request' })).toBeVisible();
  });
});

// npm run new:flow adds its dialogs above this line.

// Last: the file's tests ran in order in this worker (a failure above fails this one too).
test('every Modal of src/ was opened above', () => {
  expect([...opened].sort()).toEqual(dialogIds());
});
