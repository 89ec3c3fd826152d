// Consolidation requests on the shipping server (SHIPMENT_CREATION=1, docs/product.md#consolidation-requests): a REQUESTED
// shipment, made through the API, on the list and on its page with its estimate; "Cancel request"
// through its dialog; "Create shipment" as a link; the packages list's "Ship these".
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe.ts';
import { E2E_SERVERS } from '../support/servers.ts';
import { signInThroughApi, toast } from '../support/portal.ts';
import { DEMO_CUSTOMER } from '../support/session.ts';
import { SHIPPING_PACKAGES } from '../support/shipping-packages.ts';

test.use({ baseURL: E2E_SERVERS.shipping.baseURL });

const SHIPMENTS = '/home/my-shipments';
const PACKAGES = '/home/package';

type ApiPackage = { id: number; tracking: string; content: string; status: string; shipment: unknown };
type Requested = { id: number; tracking: string; quote: { total: number } };

async function bearer(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/token', { data: DEMO_CUSTOMER });
  expect(login.status(), 'the demo customer signs in on the shipping server').toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  return { Authorization: `Bearer ${token}` };
}

/** The demo customer's packages. */
async function allPackages(request: APIRequestContext, headers: Record<string, string>): Promise<ApiPackage[]> {
  const response = await request.get('/api/packages?page=1&page_size=100', { headers });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ApiPackage[] }).data;
}

/** Those of `contents` in the warehouse and in no shipment. */
async function freePackages(request: APIRequestContext, headers: Record<string, string>, contents: readonly string[]): Promise<ApiPackage[]> {
  const all = await allPackages(request, headers);
  return all.filter((p) => contents.includes(p.content) && p.status === 'IN_WAREHOUSE' && p.shipment === null);
}

/**
 * A REQUESTED shipment of one free package, by air, insured. Specs run side by side on this
 * server: a package another one took meanwhile is refused, so another is tried.
 */
async function requestShipment(request: APIRequestContext): Promise<Requested> {
  const headers = await bearer(request);
  const recipients = (await (await request.get('/api/recipients', { headers })).json()) as { data: { id: number }[] };
  const recipient = recipients.data[0];
  if (!recipient) throw new Error('the demo customer has no recipient');
  for (let attempt = 0; attempt < 8; attempt++) {
    // This spec's share of the packages (support/shipping-packages.ts): the others' requests leave them alone.
    const free = await freePackages(request, headers, SHIPPING_PACKAGES.requested);
    const pick = free[Math.floor(Math.random() * free.length)];
    if (!pick) throw new Error('the demo customer has no package free in the warehouse');
    const created = await request.post('/api/shipments', {
      headers,
      data: { package_ids: [pick.id], recipient_id: recipient.id, service: 'AIR', declared_value: 120, insurance: true, notes: 'Frágil' },
    });
    if (created.status() === 201) return ((await created.json()) as { data: Requested }).data;
    expect(created.status(), await created.text()).toBe(422);
  }
  throw new Error('no package could be requested');
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The list's row (a table row, or a card on a phone) of a tracking number. */
const rowOf = (page: Page, tracking: string) => page.locator('tbody tr, .data-card').filter({ hasText: tracking });

for (const width of [360, 1280]) {
  test.describe(`a requested shipment at ${width} px, in Spanish`, () => {
    test.use({ viewport: { width, height: 900 }, isMobile: width === 360, hasTouch: width === 360 });

    test('the list and the page show it with its estimate; "Cancelar solicitud" asks, cancels, and goes back to the list', async ({ page, request }) => {
      const shipment = await requestShipment(request);
      await signInThroughApi(page, DEMO_CUSTOMER, 'es');
      await page.goto(SHIPMENTS);
      await expect(page.getByRole('heading', { name: 'Mis envíos', level: 1 })).toBeVisible();
      const row = rowOf(page, shipment.tracking);
      await expect(row).toContainText('Solicitado');
      // The switch is on: "Crear envío" goes to the consolidation flow.
      await expect(page.getByRole('link', { name: 'Crear envío' })).toHaveAttribute('href', '/home/my-shipments/create');

      await page.goto(`${SHIPMENTS}/${shipment.id}`);
      await expect(page.getByRole('heading', { name: `Envío ${shipment.tracking}`, level: 1 })).toBeVisible();
      await expect(page.locator('.shipment-title .status')).toHaveText(/solicitado/i);
      const estimate = page.getByRole('region', { name: 'Estimado' });
      await expect(estimate).toContainText('el almacén emitirá la factura');
      const total = new Intl.NumberFormat('es', { minimumFractionDigits: 2, useGrouping: 'always' }).format(shipment.quote.total);
      await expect(estimate).toContainText(`Total estimado${total}`);
      await expect(estimate).toContainText(/Tiempo de tránsito\d+–\d+ días/);
      await expect(estimate).toContainText('asegurado');
      await expect(estimate).toContainText('Frágil');
      await expect(page.getByRole('region', { name: 'Historial de estados' })).toBeVisible();
      await expectNoA11yViolations(page);

      await page.getByRole('button', { name: 'Cancelar solicitud' }).click();
      const dialog = page.getByRole('dialog', { name: '¿Cancelar esta solicitud de envío?' });
      await expect(dialog).toContainText(shipment.tracking);
      await expectNoA11yViolations(page);
      await dialog.getByRole('button', { name: 'Cancelar solicitud' }).click();

      await expect(page).toHaveURL(SHIPMENTS);
      await expect(toast(page, 'Tu solicitud de envío fue cancelada.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Mis envíos', level: 1 })).toBeVisible();
      await expect(page.locator('tbody tr, .data-card').first()).toBeVisible();
      // Kept, as cancelled (docs/product.md#lifecycles): the customer and the warehouse still find it.
      await expect(rowOf(page, shipment.tracking)).toContainText(/Cancelado/i);
      const kept = await request.get(`/api/shipments/${shipment.id}`, { headers: await bearer(request) });
      expect(kept.status()).toBe(200);
      expect(((await kept.json()) as { data: { status: string } }).data.status).toBe('CANCELLED');
    });

    test('the packages in the warehouse can be selected, and "Enviar estos" carries their ids', async ({ page, request }) => {
      // Every package, free or not: the other specs on this server request and cancel theirs meanwhile,
      // so the list shows what was free when it loaded; a box's package is found by its tracking.
      const packages = await allPackages(request, await bearer(request));
      await signInThroughApi(page, DEMO_CUSTOMER, 'es');
      await page.goto(PACKAGES);
      await expect(page.getByRole('heading', { name: 'Paquetes', level: 1 })).toBeVisible();
      const boxes = page.getByRole('checkbox', { name: /^Seleccionar el paquete .+ para enviar$/ });
      await expect(boxes.first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Enviar estos' })).toHaveCount(0);
      const chosen: number[] = [];
      // The first, and the last, lower down the list.
      const all = await boxes.all();
      for (const box of [...new Set([all[0]!, all[all.length - 1]!])]) {
        const tracking = ((await box.getAttribute('aria-label')) ?? '').replace(/^Seleccionar el paquete (.+) para enviar$/, '$1');
        const known = packages.find((p) => p.tracking === tracking);
        if (!known) throw new Error(`no package ${tracking}`);
        await box.check();
        chosen.push(known.id);
      }
      expect(chosen.length).toBeGreaterThan(0);
      await expect(page.getByRole('status').filter({ hasText: /seleccionados?$/ })).toBeVisible();
      const ship = page.getByRole('link', { name: 'Enviar estos' });
      await expect(ship).toBeVisible();
      await expect(ship).toHaveAttribute('href', `/home/my-shipments/create?packages=${chosen.join(',')}`);
      // Lower down, "Enviar estos" is still on screen, and not over the box just ticked; at the end
      // of the list it settles after it, over none of its boxes and links (docs/product.md#phones-and-small-screens).
      await expect(ship).toBeInViewport();
      const bar = page.locator('.ship-these');
      expect(overlaps((await bar.boundingBox())!, (await all[all.length - 1]!.boundingBox())!)).toBe(false);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(ship).toBeInViewport();
      const barBox = (await bar.boundingBox())!;
      for (const target of await page.locator('.data-table input, .data-table a').all()) {
        expect(overlaps(barBox, (await target.boundingBox())!), await target.evaluate((e) => e.outerHTML)).toBe(false);
      }
      // Checked from the top, where the bar is: scrolled down to the boxes, axe counts a card's link
      // half under the shell's sticky header as too small a target, whichever page it is on.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoA11yViolations(page);
      // Against the width: a phone's viewport grows to fit a page too wide.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(width);
    });
  });
}

test.describe('in English at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a requested shipment shows "Requested" and its estimate, and "Cancel request" cancels it', async ({ page, request }) => {
    const shipment = await requestShipment(request);
    await signInThroughApi(page, DEMO_CUSTOMER, 'en');
    await page.goto(`${SHIPMENTS}/${shipment.id}`);
    await expect(page.getByRole('heading', { name: `Shipment ${shipment.tracking}`, level: 1 })).toBeVisible();
    await expect(page.locator('.shipment-title .status')).toHaveText(/requested/i);
    const estimate = page.getByRole('region', { name: 'Estimate' });
    await expect(estimate).toContainText('the warehouse will issue the invoice');
    await expect(estimate).toContainText(`Estimated totalUS$\u00a0${shipment.quote.total.toFixed(2)}`);
    await page.getByRole('button', { name: 'Cancel request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this shipment request?' });
    await dialog.getByRole('button', { name: 'Cancel request' }).click();
    await expect(page).toHaveURL(SHIPMENTS);
    await expect(toast(page, 'Your shipment request was cancelled.')).toBeVisible();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(rowOf(page, shipment.tracking)).toContainText(/Cancelled/i);
  });
});
