// Pre-alerts, in English: the list at both widths, the empty state, creation end to end with its
// file rules, the detail and a failed load. Spanish is checked by the route matrix
// (e2e/a11y/routes.spec.ts) and the catalog check.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe.ts';
import { createAccount } from './support/mailbox.ts';
import { DEMO_STATE } from './support/demo-state.ts';
import { openAsDemo, signInThroughApi, toast } from './support/portal.ts';
import { fillPreAlertForm, typedDate } from './support/pre-alerts.ts';
import { PDF } from './support/files.ts';

// A 10 MB upload and axe are slow on a busy machine: more room than the config's 10 s and 60 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const PRE_ALERTS = '/home/pre-alerts';
const CREATE = '/home/pre-alerts/create';
const COLUMNS = ['Date', 'Carrier', 'Tracking', 'Provider', 'Value (USD)', 'Status', 'Actions'];

const billInput = (page: Page) => page.getByLabel(/^Bill/);
const chooseBill = (page: Page, name: string, mimeType: string, buffer: Buffer) => billInput(page).setInputFiles({ name, mimeType, buffer });
const submit = (page: Page) => page.getByRole('button', { name: 'Create pre-alert' }).click();

test.use({ storageState: DEMO_STATE.en });

test.describe('pre-alerts at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the list shows every column; a detail loads by its address, also after a reload', async ({ page }) => {
    await openAsDemo(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pre-alerts' }).click();
    await expect(page).toHaveURL(PRE_ALERTS);
    await expect(page.getByRole('heading', { name: 'Pre-alerts', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Your pre-alerts' });
    await expect(table.getByRole('columnheader')).toHaveText(COLUMNS);
    await expect(table.locator('tbody tr')).toHaveCount(8);
    await expect(table.locator('tbody')).toContainText('Pending');
    await expect(table.locator('tbody')).toContainText(/US\$\s\d+\.\d{2}/);
    await expect(page.getByText('Total records: 8')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create pre-alert' })).toHaveAttribute('href', CREATE);

    const link = table.getByRole('link', { name: /^See pre-alert / }).first();
    const tracking = ((await link.getAttribute('aria-label')) ?? '').replace('See pre-alert ', '');
    await link.click();
    await expect(page).toHaveURL(/\/home\/pre-alerts\/\d+$/);
    const heading = page.getByRole('heading', { name: `Pre-alert ${tracking}`, level: 1 });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download the bill' })).toHaveAttribute('download', /.+/);
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByRole('link', { name: /\(opens in a new tab\)/ })).toHaveAttribute('target', '_blank');
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download the bill' })).toHaveAttribute('download', /.+/);
    await page.getByRole('link', { name: '← Pre-alerts' }).click();
    await expect(page).toHaveURL(PRE_ALERTS);

    // Another customer's pre-alert, or none: not found, never revealed.
    await page.goto(`${PRE_ALERTS}/999999`);
    await expect(page.getByRole('alert')).toBeVisible();
  });

  test('a bill that is a picture previews on the detail', async ({ page }) => {
    await page.goto(PRE_ALERTS);
    const rows = page.getByRole('table', { name: 'Your pre-alerts' }).locator('tbody tr');
    await expect(rows).toHaveCount(8);
    // The demo's US$ 63.47 pre-alert (3D printer filament) has a PNG bill.
    await rows.filter({ hasText: /US\$\s63\.47/ }).getByRole('link', { name: /^See pre-alert / }).click();
    const preview = page.getByRole('region', { name: 'Bill' }).getByRole('img', { name: /^Bill / });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('the header has the pre-alert button', async ({ page }) => {
    await openAsDemo(page);
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Pre-alerts' }).click();
    await expect(page).toHaveURL(PRE_ALERTS);
  });

  test('a new customer sees the empty state, creates a pre-alert with a PDF bill, and finds it in the list', async ({ page, request }) => {
    await signInThroughApi(page, await createAccount(request, { withClient: true }), 'en');
    await page.goto(PRE_ALERTS);
    await expect(page.getByText('You have no pre-alerts yet.', { exact: false })).toBeVisible();
    // The empty state: a screen the route matrix never shows.
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: 'Create pre-alert' }).click();
    await expect(page).toHaveURL(CREATE);
    await expect(page.getByRole('heading', { name: 'Create pre-alert', level: 1 })).toBeVisible();

    // Nothing filled in: every field says so, and the first one takes the focus.
    await submit(page);
    await expect(page.getByLabel('Carrier')).toBeFocused();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await expect(billInput(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Attach the file (JPEG, PNG or PDF).')).toBeVisible();

    const tracking = `1ZE2E${Date.now()}`;
    // Pasted with spaces, stored without them (docs/product.md#search).
    await fillPreAlertForm(page, tracking.replace(/(.{4})/g, '$1 '));
    await chooseBill(page, 'Factura Amazon.pdf', 'application/pdf', PDF);
    await submit(page);
    const dialog = page.getByRole('dialog', { name: 'Pre-alert created' });
    await expect(dialog).toBeVisible();
    // The success dialog: the route matrix never opens it.
    await expectNoA11yViolations(page);
    await dialog.getByRole('link', { name: 'Back to pre-alerts' }).click();
    await expect(page).toHaveURL(PRE_ALERTS);
    const table = page.getByRole('table', { name: 'Your pre-alerts' });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr').first()).toContainText(tracking);
    await expect(table.locator('tbody tr').first()).toContainText(/US\$\s49\.99/);

    // Its bill was sent renamed with the customer's id and a unique id, and shows the name it had
    // (docs/product.md#details).
    await table.getByRole('link', { name: `See pre-alert ${tracking}` }).click();
    await expect(page.getByRole('heading', { name: `Pre-alert ${tracking}`, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Summary' }).getByRole('link', { name: /\.pdf/ })).toHaveText(/^Factura Amazon\.pdf/);
    await expect(page.getByRole('link', { name: 'Download the bill' })).toHaveAttribute('download', 'Factura Amazon.pdf');
    await page.reload();
    await expect(page.getByRole('heading', { name: `Pre-alert ${tracking}`, level: 1 })).toBeVisible();
  });

  test('a bill too large or of the wrong type shows its message; a refused pre-alert keeps the form', async ({ page, request }) => {
    await signInThroughApi(page, await createAccount(request, { withClient: true }), 'en');
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
    await expect(page.getByLabel('Content')).toHaveValue('Running shoes');
    expect(await billInput(page).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('bill.pdf');
    // The form with the server's refusal (the toast, the date's message): the route matrix never shows it.
    await expectNoA11yViolations(page);

    // Fixed, it goes through. The toast goes first: it can cover the button, and sonner keeps it
    // while the pointer (still where the last click left it) is over it.
    await page.mouse.move(0, 0);
    await expect(toast(page, 'The pre-alert could not be created.')).toBeHidden();
    await page.getByLabel('Estimated arrival date').fill(typedDate(2));
    await submit(page);
    await expect(page.getByRole('dialog', { name: 'Pre-alert created' })).toBeVisible();
    // Closed another way than its link (Escape): the flow ends, and the page follows it to the list.
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(PRE_ALERTS);
  });

  test('a failed load shows the retry', async ({ page }) => {
    let fail = true;
    await page.route('**/api/pre-alerts?*', (route) =>
      fail ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"SERVER_ERROR","message":"down"}' }) : route.continue(),
    );
    await page.goto(PRE_ALERTS);
    await expect(page.getByRole('alert')).toContainText('We could not load this information.');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('table', { name: 'Your pre-alerts' }).locator('tbody tr')).toHaveCount(8);
  });
});

test.describe('pre-alerts at 700 px (under 768, over a phone)', () => {
  test.use({ viewport: { width: 700, height: 812 } });

  test('the list drops provider and value', async ({ page }) => {
    await page.goto(PRE_ALERTS);
    const table = page.getByRole('table', { name: 'Your pre-alerts' });
    await expect(table.locator('tbody tr')).toHaveCount(8);
    await expect(table.locator('th:visible')).toHaveText(['Date', 'Carrier', 'Tracking', 'Status', 'Actions']);
    await page.goto(CREATE);
    await expect(page.getByRole('heading', { name: 'Create pre-alert', level: 1 })).toBeVisible();
  });
});
