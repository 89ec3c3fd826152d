// Invoices: the list at both widths, a detail by its address (after a reload too) with its items
// and payments tabs following `?tab=`, the pay links, amounts in the language's format, the empty
// state, a failed load, and the way in from the shipments list. In English: Spanish is checked by
// the route matrix (e2e/a11y/routes.spec.ts) and the catalog check.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoney } from '../src/lib/money.ts';
import { createAccount } from './support/mailbox.ts';
import { DEMO_STATE } from './support/demo-state.ts';
import { openAsDemo, signInThroughApi } from './support/portal.ts';
import { demoData } from './support/session.ts';

const INVOICES = '/home/invoice';

type ApiInvoice = {
  id: number;
  friendly_name: string;
  bill_to_name: string;
  total: number;
  debt: number;
  pending_amount: number;
  still_due: number;
  statusLabel: string;
  invoice_url: string | null;
  paid_at: string | null;
};

/** The demo customer's invoices, newest first as the list shows them (English labels). */
const demoInvoices = (request: APIRequestContext) => demoData<ApiInvoice[]>(request, '/api/invoices?page=1&page_size=100');

/**
 * An invoice with something still due and a paid one with payments (stable: the checkout's tests
 * may add a pending payment to an unpaid invoice, never to a paid one), and one whose debt pending
 * payments cover (the seed has one), all on the list's first page.
 */
async function demoPicks(request: APIRequestContext) {
  const invoices = await demoInvoices(request);
  const firstPage = invoices.slice(0, 10);
  const unpaid = firstPage.find((i) => i.still_due > 0 && i.invoice_url);
  const paid = firstPage.find((i) => i.debt === 0);
  const reviewed = firstPage.find((i) => i.debt > 0 && i.still_due === 0);
  if (!unpaid || !paid || !reviewed) throw new Error('the demo data needs an unpaid, a paid and an under-review invoice on the first page');
  const count = async (invoice: ApiInvoice, what: 'items' | 'payments') =>
    (await demoData<unknown[]>(request, `/api/invoices/${invoice.id}/${what}?page=1&page_size=100`)).length;
  return { invoices, unpaid, paid, reviewed, count };
}

// The portal's own format (its examples are pinned in tests/lib/money.test.ts).
const usd = (locale: string, amount: number) => formatMoney(locale, amount);

/** Answers an invoice's lines with `total` made-up ones, paged as the query asks (no demo invoice has more than 7). */
async function fakeItems(page: Page, invoiceId: number, total: number) {
  await page.route(`**/api/invoices/${invoiceId}/items?*`, (route) => {
    const query = new URL(route.request().url()).searchParams;
    const current = Number(query.get('page') ?? 1);
    const size = Number(query.get('page_size') ?? 20);
    const all = Array.from({ length: total }, (_, i) => ({
      id: 10_000 + i,
      description: `Line ${i + 1}`,
      quantity: 1,
      unit_price: 2.5,
      total_price: 2.5,
    }));
    const body = {
      data: all.slice((current - 1) * size, current * size),
      meta: { total, last_page: Math.max(1, Math.ceil(total / size)), current_page: current, page_size: size },
    };
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
}

test.use({ storageState: DEMO_STATE.en });

test.describe('invoices at 1280 px, in English', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the list has every column and a pay link only where money is owed; it pages', async ({ page, request }) => {
    const { invoices, unpaid, paid } = await demoPicks(request);
    await openAsDemo(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(INVOICES);
    await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Your invoices' });
    await expect(table.getByRole('columnheader')).toHaveText(['Invoice', 'Bill to', 'Total', 'Balance due', 'Status', 'Payment date', 'Actions']);
    await expect(table.locator('tbody tr')).toHaveCount(Math.min(10, invoices.length));
    await expect(page.getByText(`Total records: ${invoices.length}`)).toBeVisible();

    const unpaidRow = table.locator('tbody tr').filter({ hasText: unpaid.friendly_name });
    await expect(unpaidRow).toContainText(usd('en', unpaid.debt));
    await expect(unpaidRow).toContainText(unpaid.statusLabel);
    await expect(unpaidRow.getByRole('link', { name: `Pay ${unpaid.friendly_name}` })).toHaveAttribute('href', `/home/invoice/payment-method/${unpaid.id}`);
    const paidRow = table.locator('tbody tr').filter({ hasText: paid.friendly_name });
    await expect(paidRow.getByRole('link', { name: /^Pay / })).toHaveCount(0);
    await expect(paidRow).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(paidRow.getByRole('link', { name: `See invoice ${paid.friendly_name}` })).toHaveAttribute('href', `/home/invoice/${paid.id}`);

    expect(invoices.length, 'the demo data has more than a page of invoices').toBeGreaterThan(10);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(table.locator('tbody tr')).toHaveCount(Math.min(10, invoices.length - 10));

    // Amounts follow the language: in Spanish, the Spanish format.
    await page.getByRole('button', { name: 'Page 1' }).click();
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const spanishTable = page.getByRole('table', { name: 'Tus facturas' });
    await expect(spanishTable.locator('tbody tr').filter({ hasText: unpaid.friendly_name })).toContainText(usd('es', unpaid.debt));
  });

  test('a detail loads by its address and after a reload; its tabs follow the address', async ({ page, request }) => {
    const { unpaid, paid, count } = await demoPicks(request);
    const [items, payments] = await Promise.all([count(paid, 'items'), count(paid, 'payments')]);
    await page.goto(INVOICES);
    await page.getByRole('link', { name: `See invoice ${unpaid.friendly_name}` }).click();
    await expect(page).toHaveURL(`${INVOICES}/${unpaid.id}`);
    await expect(page.getByRole('heading', { name: `Invoice ${unpaid.friendly_name}`, level: 1 })).toBeVisible();
    // What is still due: the checkout's tests may be paying some of it meanwhile.
    await expect(page.getByRole('link', { name: /^Pay US\$\s/ })).toHaveAttribute('href', `/home/invoice/payment-method/${unpaid.id}`);
    await expect(page.getByRole('link', { name: /Download the invoice/ })).toHaveAttribute('target', '_blank');
    // The invoice's PDF comes as a download: Chrome will not show a PDF in the media's sandbox.
    const pdf = await page.request.get((await page.getByRole('link', { name: /Download the invoice/ }).getAttribute('href'))!);
    expect(pdf.headers()['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''.+\.pdf$/);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByRole('tab', { name: 'Items' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('table', { name: 'Items of the invoice' }).locator('tbody tr').first()).toBeVisible();

    // A paid invoice: no pay link; its items, then its payments, in the address too.
    await page.goto(`${INVOICES}/${paid.id}`);
    const title = page.getByRole('heading', { name: `Invoice ${paid.friendly_name}`, level: 1 });
    await expect(title).toBeVisible();
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText(`Bill to${paid.bill_to_name}`);
    await expect(page.getByRole('link', { name: /^Pay / })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Items of the invoice' }).locator('tbody tr')).toHaveCount(Math.min(7, items));
    await expect(page.getByRole('table', { name: 'Items of the invoice' }).getByRole('columnheader')).toHaveText([
      'Description', 'Quantity', 'Unit price', 'Total price',
    ]);
    await page.getByRole('tab', { name: 'Payments' }).click();
    await expect(page).toHaveURL(`${INVOICES}/${paid.id}?tab=payments`);
    const paymentsTable = page.getByRole('table', { name: 'Payments of the invoice' });
    await expect(paymentsTable.getByRole('columnheader')).toHaveText(['Payment method', 'Amount', 'Status', 'Payment date', 'Created']);
    await expect(paymentsTable.locator('tbody tr')).toHaveCount(Math.min(7, payments));
    await expect(paymentsTable.locator('tbody')).toContainText('Approved');

    await page.reload();
    await expect(title).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
    await expect(paymentsTable.locator('tbody tr')).toHaveCount(Math.min(7, payments));

    // Back to the items: the address drops the tab (replaced, so Back leaves the invoice).
    await page.getByRole('tab', { name: 'Items' }).click();
    await expect(page).toHaveURL(`${INVOICES}/${paid.id}`);
    await expect(page.getByRole('table', { name: 'Items of the invoice' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${INVOICES}/${unpaid.id}`);

    // Another customer's invoice, or none: not found, never revealed.
    await page.goto(`${INVOICES}/999999`);
    await expect(page.getByRole('alert')).toBeVisible();
  });

  test('?tab=payments opens the payments tab; with none, it says so; a tab pages 7 at a time', async ({ page, request }) => {
    const { unpaid } = await demoPicks(request);
    // No payments: answered empty here, as the checkout's tests may add one to any unpaid invoice.
    await page.route(`**/api/invoices/${unpaid.id}/payments?*`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ data: [], meta: { total: 0, last_page: 1, current_page: 1, page_size: 7 } }),
      }),
    );
    await fakeItems(page, unpaid.id, 9);
    await page.goto(`${INVOICES}/${unpaid.id}?tab=payments`);
    await expect(page.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('No payments yet.');

    await page.getByRole('tab', { name: 'Items' }).click();
    const items = page.getByRole('table', { name: 'Items of the invoice' });
    await expect(items.locator('tbody tr')).toHaveCount(7);
    await expect(page.getByRole('tabpanel').getByText('Total records: 9')).toBeVisible();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Page 2' }).click();
    await expect(items.locator('tbody tr')).toHaveCount(2);
    await expect(items.locator('tbody tr').first()).toContainText('Line 8');
  });

  test('an invoice whose debt pending payments cover says so, in its card and its detail, and offers no Pay', async ({ page, request }) => {
    const { reviewed } = await demoPicks(request);
    await page.goto(INVOICES);
    const row = page.getByRole('table', { name: 'Your invoices' }).locator('tbody tr').filter({ hasText: reviewed.friendly_name });
    await expect(row).toContainText('Payment under review');
    await expect(row).toContainText(usd('en', reviewed.debt));
    await expect(row.getByRole('link', { name: /^Pay / })).toHaveCount(0);

    await page.goto(`${INVOICES}/${reviewed.id}`);
    const header = page.locator('.page__header');
    await expect(header.getByText('Payment under review')).toBeVisible();
    await expect(header).toContainText(`Balance due${usd('en', reviewed.debt)}`);
    await expect(header).toContainText(`Under review${usd('en', reviewed.pending_amount)}`);
    await expect(header).not.toContainText('Debt');
    await expect(page.getByRole('link', { name: /^Pay / })).toHaveCount(0);
  });

  test('the shipments list links to the invoice detail', async ({ page }) => {
    await page.goto('/home/my-shipments');
    const link = page.getByRole('table', { name: 'Your shipments' }).getByRole('link', { name: /^FAC-/ }).first();
    const name = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/home\/invoice\/\d+$/);
    await expect(page.getByRole('heading', { name: `Invoice ${name}`, level: 1 })).toBeVisible();
  });

  test('a new customer sees the empty state', async ({ page, request }) => {
    const account = await createAccount(request, { withClient: true });
    await signInThroughApi(page, account, 'en');
    await page.goto(INVOICES);
    await expect(page.getByText('You have no invoices yet.', { exact: false })).toBeVisible();
  });

  test('a failed load shows the retry, in the list and in a detail', async ({ page, request }) => {
    const { paid } = await demoPicks(request);
    let fail = true;
    const down = { status: 503, contentType: 'application/json', body: '{"code":"SERVER_ERROR","message":"down"}' };
    await page.route('**/api/invoices?*', (route) => (fail ? route.fulfill(down) : route.continue()));
    await page.route(`**/api/invoices/${paid.id}`, (route) => (fail ? route.fulfill(down) : route.continue()));
    await page.goto(INVOICES);
    // The portal retries a failed GET once before it gives up.
    await expect(page.getByRole('alert')).toContainText('We could not load this information.');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('table', { name: 'Your invoices' }).locator('tbody tr').first()).toBeVisible();

    fail = true;
    await page.goto(`${INVOICES}/${paid.id}`);
    await expect(page.getByRole('alert')).toContainText('We could not load this information.');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: `Invoice ${paid.friendly_name}`, level: 1 })).toBeVisible();
  });
});

test.describe('invoices at 700 px (under 768, over a phone), in English', () => {
  test.use({ viewport: { width: 700, height: 812 } });

  test('the list keeps the invoice, debt, status and actions; the detail fits', async ({ page, request }) => {
    const { paid } = await demoPicks(request);
    await page.goto(INVOICES);
    const table = page.getByRole('table', { name: 'Your invoices' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(table.locator('th:visible')).toHaveText(['Invoice', 'Balance due', 'Status', 'Actions']);

    await page.goto(`${INVOICES}/${paid.id}?tab=payments`);
    await expect(page.getByRole('heading', { name: `Invoice ${paid.friendly_name}`, level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Payments of the invoice' }).locator('th:visible')).toHaveText(['Payment method', 'Amount', 'Status']);
  });
});
