import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount } from './support/mailbox.ts';
import { DEMO_STATE } from './support/demo-state.ts';
import { openAsDemo, signInThroughApi } from './support/portal.ts';
import { demoData } from './support/session.ts';

type ApiFile = { name: string; url: string };
type ApiPackage = {
  id: number;
  tracking: string;
  cost: number | null;
  bill?: ApiFile | null;
  photos?: ApiFile[];
  free_until: string | null;
  shipment: { id: number; tracking: string; invoice: { id: number; debt: number; still_due: number } | null } | null;
};

const PACKAGES = '/home/package';

test.use({ storageState: DEMO_STATE.es });

test.describe('packages at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the list pages through the demo packages; a detail loads by its address, also after a reload', async ({ page }) => {
    await openAsDemo(page);
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Paquetes' }).click();
    await expect(page).toHaveURL(PACKAGES);
    await expect(page.getByRole('heading', { name: 'Paquetes', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Tus paquetes' });
    await expect(table.getByRole('columnheader')).toHaveText(['Fecha', 'Guía', 'Transportista', 'Contenido', 'Peso', 'Estado', 'Acciones']);
    await expect(table.locator('tbody tr')).toHaveCount(10);
    await expect(page.getByText(/^Total de registros: \d+$/)).toBeVisible();

    const firstOnPage1 = await table.locator('tbody tr').first().innerText();
    await page.getByRole('button', { name: 'Página 2' }).click();
    await expect(page.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await expect(table.locator('tbody tr').first()).not.toHaveText(firstOnPage1);

    const link = table.getByRole('link', { name: /^Ver el paquete / }).first();
    const tracking = ((await link.getAttribute('aria-label')) ?? '').replace('Ver el paquete ', '');
    await link.click();
    await expect(page).toHaveURL(/\/home\/package\/\d+$/);
    await expect(page.getByRole('heading', { name: `Paquete ${tracking}`, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Medidas' })).toContainText(/\d+ x \d+ x \d+/);
    await page.reload();
    await expect(page.getByRole('heading', { name: `Paquete ${tracking}`, level: 1 })).toBeVisible();

    // Another customer's package, or none: not found, never revealed.
    await page.goto('/home/package/999999');
    await expect(page.getByRole('alert')).toBeVisible();

    await page.goto(`${PACKAGES}/logs`);
    await expect(page.getByRole('heading', { name: 'Historial de estados', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Historial de estados de tus paquetes' }).locator('tbody tr')).toHaveCount(10);
  });

  test('my account shows the first 8 packages, the count in the warehouse, and the agents', async ({ page }) => {
    await openAsDemo(page);
    const recent = page.getByRole('region', { name: 'Mis paquetes' });
    await expect(recent.getByRole('listitem')).toHaveCount(8);
    await expect(recent).toContainText(/En el almacén ahora: \d+/);
    await recent.getByRole('link', { name: 'Ver todos' }).click();
    await expect(page).toHaveURL(PACKAGES);
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Nuestros agentes' }).getByRole('listitem').first()).toBeVisible();
  });

  test.describe('in English', () => {
    test.use({ storageState: DEMO_STATE.en });

    test('the list has every column and the count', async ({ page }) => {
      await page.goto(PACKAGES);
      await expect(page.getByRole('heading', { name: 'Packages', level: 1 })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Your packages' }).getByRole('columnheader')).toHaveText([
        'Date',
        'Tracking',
        'Carrier',
        'Content',
        'Weight',
        'Status',
        'Actions',
      ]);
      await expect(page.getByText(/^Total records: \d+$/)).toBeVisible();
    });

    test('the warehouse’s photos open in the viewer; the customer’s bill is a purchase bill; a value shows only when declared', async ({ page, request }) => {
      const packages = await demoData<ApiPackage[]>(request, '/api/packages?page=1&page_size=100');
      // Received unannounced and photographed; announced by a pre-alert with its bill (docs/product.md#details).
      const photographed = packages.find((p) => (p.photos?.length ?? 0) > 0 && !p.bill && p.cost === null);
      const announced = packages.find((p) => p.bill && p.cost !== null && (p.photos?.length ?? 0) === 0);
      if (!photographed || !announced) throw new Error('the demo data needs a photographed package with no pre-alert and a pre-alerted one with a bill');

      await page.goto(`${PACKAGES}/${photographed.id}`);
      const summary = page.getByRole('region', { name: 'Summary' });
      await expect(page.getByRole('heading', { name: `Package ${photographed.tracking}`, level: 1 })).toBeVisible();
      await expect(summary).not.toContainText('Purchase bill');
      await expect(summary).not.toContainText('Bill');
      await expect(summary).not.toContainText('Value (USD)');
      await page.getByRole('button', { name: 'View photos' }).click();
      const viewer = page.getByRole('dialog', { name: 'View photos' });
      await expect(viewer.getByRole('img', { name: `Photo 1 of package ${photographed.tracking}` })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();

      await page.goto(`${PACKAGES}/${announced.id}`);
      await expect(page.getByRole('heading', { name: `Package ${announced.tracking}`, level: 1 })).toBeVisible();
      await expect(summary.getByRole('link', { name: new RegExp(`^${announced.bill!.name}`) })).toBeVisible();
      await expect(summary).toContainText('Purchase bill');
      await expect(summary).toContainText('Value (USD)');
      await expect(page.getByRole('button', { name: 'View photos' })).toHaveCount(0);
    });

    test('a package whose shipment owes money has the pay button; a paid one, or one under review, has none', async ({ page, request }) => {
      const packages = await demoData<ApiPackage[]>(request, '/api/packages?page=1&page_size=100');
      const owing = packages.find((p) => (p.shipment?.invoice?.still_due ?? 0) > 0);
      const settled = packages.find((p) => p.shipment && (p.shipment.invoice?.debt ?? 0) === 0);
      // The seed's bill whose debt a pending payment covers (docs/product.md#payment-under-review).
      const reviewed = packages.find((p) => p.shipment?.invoice && p.shipment.invoice.debt > 0 && p.shipment.invoice.still_due === 0);
      if (!owing || !settled || !reviewed) throw new Error('the demo data needs a package with an unpaid invoice, one without debt and one under review');

      await page.goto(`${PACKAGES}/${owing.id}`);
      await expect(page.getByRole('heading', { name: `Package ${owing.tracking}`, level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Pay US\$\s/ })).toHaveAttribute('href', `/home/invoice/payment-method/${owing.shipment?.invoice?.id}`);
      await expect(page.getByRole('link', { name: owing.shipment?.tracking })).toHaveAttribute('href', `/home/my-shipments/${owing.shipment?.id}`);

      await page.goto(`${PACKAGES}/${settled.id}`);
      await expect(page.getByRole('heading', { name: `Package ${settled.tracking}`, level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Pay / })).toHaveCount(0);

      await page.goto(`${PACKAGES}/${reviewed.id}`);
      await expect(page.getByRole('heading', { name: `Package ${reviewed.tracking}`, level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Payment under review' })).toHaveAttribute('href', `/home/invoice/${reviewed.shipment?.invoice?.id}?tab=payments`);
      await expect(page.getByRole('link', { name: /^Pay / })).toHaveCount(0);
    });
  });

  test('a new customer sees the empty state', async ({ page, request }) => {
    const account = await createAccount(request, { withClient: true });
    await signInThroughApi(page, account, 'es');
    await page.goto(PACKAGES);
    await expect(page.getByText('Aún no tienes paquetes.', { exact: false })).toBeVisible();
  });

  test('a failed load shows the retry', async ({ page }) => {
    let fail = true;
    await page.route('**/api/packages?*', (route) =>
      fail ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"SERVER_ERROR","message":"down"}' }) : route.continue(),
    );
    await page.goto(PACKAGES);
    await expect(page.getByRole('alert')).toContainText('No pudimos cargar esta información.');
    fail = false;
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('table', { name: 'Tus paquetes' }).locator('tbody tr')).toHaveCount(10);
  });
});

test.describe('packages at 700 px (under 768, over a phone)', () => {
  test.use({ viewport: { width: 700, height: 812 } });

  test('the list keeps tracking, status and the action', async ({ page }) => {
    await page.goto(PACKAGES);
    const table = page.getByRole('table', { name: 'Tus paquetes' });
    await expect(table.locator('tbody tr')).toHaveCount(10);
    const visibleHeaders = table.locator('th:visible');
    await expect(visibleHeaders).toHaveText(['Guía', 'Estado', 'Acciones']);
  });
});

test.describe('packages on a phone, in Spanish', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a package opens at its top, and Back returns the list to the card it was opened from', async ({ page }) => {
    await page.goto(PACKAGES);
    const cards = page.getByRole('list', { name: 'Tus paquetes' }).getByRole('listitem');
    await expect(cards).toHaveCount(10);
    const last = cards.last();
    await last.scrollIntoViewIfNeeded();
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    const left = await scrollY();
    expect(left).toBeGreaterThan(740);
    await last.getByRole('link', { name: /^Ver el paquete / }).click();
    await expect(page).toHaveURL(/\/home\/package\/\d+$/);
    await expect(page.getByRole('heading', { name: /^Paquete /, level: 1 })).toBeVisible();
    expect(await scrollY()).toBe(0);
    // docs/product.md#steps-and-history
    await page.goBack();
    await expect(page).toHaveURL(PACKAGES);
    await expect.poll(scrollY).toBe(left);
    await expect(last).toBeInViewport();
  });
});

/**
 * A package of the list's first page with days of free storage left, and how many: counted from
 * the API's `free_until` and the browser's own today (docs/product.md#free-storage).
 */
async function storedPackage(page: Page, request: APIRequestContext): Promise<{ pkg: ApiPackage; days: number }> {
  const packages = await demoData<ApiPackage[]>(request, '/api/packages?page=1&page_size=10');
  const today = await page.evaluate(() => {
    const now = new Date();
    return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  });
  const counted = packages.flatMap((pkg) => (pkg.free_until ? [{ pkg, days: Math.round((Date.parse(pkg.free_until) - today) / 86_400_000) }] : []));
  const stored = counted.find(({ days }) => days >= 2);
  if (!stored) throw new Error('the demo data needs a package in the warehouse with days of free storage left on the first page');
  return stored;
}

test.describe('free storage', () => {
  test.describe('in Spanish on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test('a package in the warehouse shows its days of free storage on its card', async ({ page, request }) => {
      await page.goto(PACKAGES);
      const { pkg, days } = await storedPackage(page, request);
      const card = page.getByRole('list', { name: 'Tus paquetes' }).getByRole('listitem').filter({ hasText: pkg.tracking });
      await expect(card).toContainText(`${days} días de almacenaje gratis`);
    });
  });

  test.describe('in English at 1280 px', () => {
    test.use({ storageState: DEMO_STATE.en, viewport: { width: 1280, height: 900 } });

    test('a package in the warehouse shows its days of free storage in the list and on its page', async ({ page, request }) => {
      await page.goto(PACKAGES);
      const { pkg, days } = await storedPackage(page, request);
      const row = page.getByRole('table', { name: 'Your packages' }).getByRole('row').filter({ hasText: pkg.tracking });
      await expect(row).toContainText(`${days} days of free storage`);
      await page.goto(`${PACKAGES}/${pkg.id}`);
      await expect(page.getByRole('heading', { name: `Package ${pkg.tracking}`, level: 1 })).toBeVisible();
      await expect(page.getByText(`${days} days of free storage`, { exact: true })).toBeVisible();
    });
  });
});
