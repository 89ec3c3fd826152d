import { expect, test, type APIRequestContext } from '@playwright/test';
import { createAccount } from './support/mailbox.ts';
import { DEMO_STATE } from './support/demo-state.ts';
import { openAsDemo, signInThroughApi } from './support/portal.ts';
import { demoData } from './support/session.ts';
import { formatMoney } from '../src/lib/money.ts';

const SHIPMENTS = '/home/my-shipments';

type ApiShipment = {
  id: number;
  tracking: string;
  media: unknown[];
  invoice_url: string | null;
  stats: { boxesCount: number };
  recipient: { display_name: string };
  invoice: { total?: number; status?: string } | null;
};

/** The demo customer's shipments, by the API (English labels). */
async function demoShipments(request: APIRequestContext): Promise<{ shipments: ApiShipment[]; logs: (id: number) => Promise<{ key: string }[]> }> {
  const shipments = await demoData<ApiShipment[]>(request, '/api/shipments?page=1&page_size=100');
  const logs = (id: number) => demoData<{ key: string }[]>(request, `/api/shipments/${id}/logs`);
  return { shipments, logs };
}

/** The journey's statuses (in English) after the last one the events reached; none once it ended. */
function stepsAhead(keys: string[]): string[] {
  const journey = ['PENDING', 'RECEIVED', 'IN_TRANSIT', 'IN_CUSTOMS', 'OUT_FOR_DELIVERY', 'DELIVERED'];
  const labels = ['Pending', 'Received', 'In transit', 'In customs', 'Out for delivery', 'Delivered'];
  if (keys.some((key) => key === 'CANCELLED' || key === 'NEVER_ARRIVED')) return [];
  return labels.slice(Math.max(-1, ...keys.map((key) => journey.indexOf(key))) + 1);
}

/** A shipment with more than a page of pieces (4), photos and an invoice document. */
async function richShipment(request: APIRequestContext) {
  const { shipments, logs } = await demoShipments(request);
  const shipment = shipments.find((s) => s.stats.boxesCount > 4 && s.media.length >= 3 && s.invoice_url);
  if (!shipment) throw new Error('the demo data has no shipment with more than 4 pieces, 3 photos and an invoice');
  return { shipment, events: await logs(shipment.id) };
}

// Spanish is checked by the route matrix (e2e/a11y/routes.spec.ts) and the catalog check.
test.use({ storageState: DEMO_STATE.en });

test.describe('shipments at 1280 px, in English', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the list has every column; "Create shipment" opens the maintenance notice, which closes', async ({ page }) => {
    await openAsDemo(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My shipments' }).click();
    await expect(page).toHaveURL(SHIPMENTS);
    await expect(page.getByRole('heading', { name: 'My shipments', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Your shipments' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Type', 'Date', 'Tracking', 'Recipient', 'City', 'Status', 'Invoice', 'Payment status', 'Departure', 'Actions',
    ]);
    await expect(table.locator('tbody tr')).toHaveCount(10);
    await expect(page.getByText(/^Total records: \d+$/)).toBeVisible();
    await expect(table.getByRole('link', { name: /^FAC-/ }).first()).toHaveAttribute('href', /^\/home\/invoice\/\d+$/);

    const create = page.getByRole('button', { name: 'Create shipment' });
    await create.click();
    const notice = page.getByRole('dialog', { name: 'Shipment creation is being upgraded' });
    await expect(notice).toContainText('contact our support team through the messaging app');
    await expect(notice.getByRole('link', { name: /Chat with support/ })).toHaveAttribute('target', '_blank');
    await expect(notice.getByRole('img', { name: 'Shipment creation under maintenance' })).toBeVisible();
    await notice.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(notice).toBeHidden();
    await expect(create).toBeFocused();
  });

  test('a detail: title, invoice, timeline, recipient, pieces page by page; a reload works', async ({ page, request }) => {
    const { shipment, events } = await richShipment(request);
    await page.goto(`${SHIPMENTS}/${shipment.id}`);
    const title = page.getByRole('heading', { name: `Shipment ${shipment.tracking}`, level: 1 });
    await expect(title).toBeVisible();
    await expect(page.getByRole('link', { name: /Download the invoice/ })).toHaveAttribute('target', '_blank');

    // Every event with its time, then every status still ahead, greyed; the last one reached is current.
    const timeline = page.getByRole('region', { name: 'Status history' });
    const ahead = stepsAhead(events.map((event) => event.key));
    await expect(timeline.getByRole('listitem')).toHaveCount(events.length + ahead.length);
    await expect(timeline.getByRole('listitem').first()).toContainText(/^Pending\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M$/);
    await expect(timeline.locator('time')).toHaveCount(events.length);
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Not reached yet' })).toHaveText(ahead.map((label) => `${label}Not reached yet`));
    await expect(timeline.locator('[aria-current="step"]')).toHaveCount(1);
    await expect(timeline.getByRole('listitem').nth(events.length - 1)).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('region', { name: 'Recipient' })).toContainText(shipment.recipient.display_name);
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText(`Boxes${shipment.stats.boxesCount}`);
    // Its price is its invoice's total (docs/product.md#details).
    const price = page.getByRole('region', { name: 'Payment' }).locator('.details__row').filter({ hasText: 'Total price' }).getByRole('definition');
    await expect(price).toHaveText(shipment.invoice?.total !== undefined && shipment.invoice.status !== 'VOID' ? formatMoney('en', shipment.invoice.total) : /· Estimate$/);

    const pieces = page.getByRole('table', { name: 'Pieces of the shipment' });
    await expect(pieces.locator('tbody tr')).toHaveCount(4);
    await expect(pieces.locator('tbody tr').first()).toContainText(/\d+ x \d+ x \d+/);
    await page.getByRole('region', { name: 'Pieces' }).getByRole('button', { name: 'Page 2' }).click();
    await expect(pieces.locator('tbody tr')).toHaveCount(Math.min(4, shipment.stats.boxesCount - 4));

    await page.reload();
    await expect(title).toBeVisible();
    await expect(page.getByRole('region', { name: 'Status history' }).locator('time')).toHaveCount(events.length);

    // Another customer's shipment, or none: not found, never revealed.
    await page.goto(`${SHIPMENTS}/999999`);
    await expect(page.getByRole('alert')).toBeVisible();
  });

  test('the gallery opens, moves with next and with a page button, and closes', async ({ page, request }) => {
    const { shipment } = await richShipment(request);
    const count = shipment.media.length;
    await page.goto(`${SHIPMENTS}/${shipment.id}`);
    const open = page.getByRole('button', { name: 'View images' });
    await open.click();
    const gallery = page.getByRole('dialog', { name: 'View images' });
    await expect(gallery).toBeVisible();
    const pages = gallery.getByRole('navigation', { name: 'Images' });
    await expect(pages.getByRole('button')).toHaveCount(count);
    await expect(pages.getByRole('button', { name: `Image 1 of ${count}` })).toHaveAttribute('aria-current', 'true');
    await gallery.getByRole('button', { name: 'Next image' }).click();
    await expect(pages.getByRole('button', { name: `Image 2 of ${count}` })).toHaveAttribute('aria-current', 'true');
    await pages.getByRole('button', { name: `Image ${count} of ${count}` }).click();
    await expect(pages.getByRole('button', { name: `Image ${count} of ${count}` })).toHaveAttribute('aria-current', 'true');
    await expect(gallery.locator('.pswp__counter')).toHaveText(`${count} of ${count}`);
    await page.keyboard.press('Escape');
    await expect(gallery).toBeHidden();
    await expect(open).toBeFocused();

    // The phone's Back closes it and stays on the shipment (docs/product.md#steps-and-history).
    const address = page.url();
    await open.click();
    await expect(gallery).toBeVisible();
    await page.goBack();
    await expect(gallery).toBeHidden();
    expect(page.url()).toBe(address);
    await expect(page.getByRole('heading', { name: `Shipment ${shipment.tracking}`, level: 1 })).toBeVisible();
    // Closed with Escape, it leaves no entry behind: Back leaves the shipment.
    await open.click();
    await expect(gallery).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(gallery).toBeHidden();
    await page.goBack();
    await expect(page).not.toHaveURL(address);
  });

  test('my account shows the 5 latest shipments and a link to all', async ({ page }) => {
    await openAsDemo(page);
    const latest = page.getByRole('region', { name: 'My latest shipments' });
    await expect(latest.getByRole('listitem')).toHaveCount(5);
    await latest.getByRole('link', { name: 'View all shipments' }).click();
    await expect(page).toHaveURL(SHIPMENTS);
  });

  test('a new customer sees the empty states', async ({ page, request }) => {
    const account = await createAccount(request, { withClient: true });
    await signInThroughApi(page, account, 'en');
    await page.goto('/home/my-account');
    await expect(page.getByRole('region', { name: 'My latest shipments' })).toContainText('You have no shipments yet.');
    await page.goto(SHIPMENTS);
    await expect(page.getByText('You have no shipments yet.', { exact: false })).toBeVisible();
  });

  test('a failed load shows the retry', async ({ page }) => {
    let fail = true;
    await page.route('**/api/shipments?*', (route) =>
      fail ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"SERVER_ERROR","message":"down"}' }) : route.continue(),
    );
    await page.goto(SHIPMENTS);
    // The portal retries a failed GET once before it gives up.
    await expect(page.getByRole('alert')).toContainText('We could not load this information.', { timeout: 10_000 });
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('table', { name: 'Your shipments' }).locator('tbody tr')).toHaveCount(10);
  });
});

test.describe('shipments at 700 px (under 768, over a phone), in English', () => {
  test.use({ viewport: { width: 700, height: 812 } });

  test('the list keeps tracking, recipient, city, status and the action; the detail fits', async ({ page, request }) => {
    const { shipment } = await richShipment(request);
    await page.goto(SHIPMENTS);
    const table = page.getByRole('table', { name: 'Your shipments' });
    await expect(table.locator('tbody tr')).toHaveCount(10);
    await expect(table.locator('th:visible')).toHaveText(['Tracking', 'Recipient', 'City', 'Status', 'Actions']);
    await page.goto(`${SHIPMENTS}/${shipment.id}`);
    await expect(page.getByRole('heading', { name: `Shipment ${shipment.tracking}`, level: 1 })).toBeVisible();
  });
});

test.describe('the maintenance notice opened straight from the shipments page, in Spanish at 360 px', () => {
  test.use({ storageState: DEMO_STATE.es, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('is a dialog over the page, whatever was opened before', async ({ page }) => {
    // The first page of the visit: no form page has loaded its styles.
    await page.goto(SHIPMENTS);
    await page.getByRole('button', { name: 'Crear envío' }).click();
    const notice = page.getByRole('dialog', { name: 'Estamos mejorando la creación de envíos' });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveCSS('position', 'fixed');
    const box = (await notice.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await expect(notice.getByRole('button', { name: 'Cerrar', exact: true }).last()).toBeInViewport();
    await notice.getByRole('button', { name: 'Cerrar', exact: true }).last().click();
    await expect(notice).toBeHidden();
  });
});
