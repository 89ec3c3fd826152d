// The header search, in English: Spanish is checked by the route matrix (e2e/a11y/routes.spec.ts)
// and the catalog check.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_STATE } from './support/demo-state.ts';
import { openAsDemo } from './support/portal.ts';
import { demoData } from './support/session.ts';

/** A tracking number of the demo customer's, by the API. */
async function demoTracking(request: APIRequestContext, resource: 'shipments' | 'packages'): Promise<{ id: number; tracking: string }> {
  const [first] = await demoData<{ id: number; tracking: string }[]>(request, `/api/${resource}?page=1&page_size=1`);
  if (!first) throw new Error(`the demo customer has no ${resource}`);
  return first;
}

test.use({ storageState: DEMO_STATE.en });

test.describe('the header search, in English', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('finds a seeded shipment by its tracking number and opens it', async ({ page, request }) => {
    const shipment = await demoTracking(request, 'shipments');
    await openAsDemo(page);
    const search = page.getByRole('search').getByRole('searchbox', { name: 'Search by tracking number' });
    await search.fill(shipment.tracking);
    await search.press('Enter');
    await expect(page).toHaveURL(`/home/search?q=${encodeURIComponent(shipment.tracking)}`);
    await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
    const results = page.getByRole('region', { name: 'Shipments', exact: true });
    await expect(results.getByRole('link', { name: shipment.tracking })).toBeVisible();
    await expect(search).toHaveValue(shipment.tracking);
    await results.getByRole('link', { name: shipment.tracking }).click();
    await expect(page).toHaveURL(`/home/my-shipments/${shipment.id}`);
    await expect(page.getByRole('heading', { name: `Shipment ${shipment.tracking}`, level: 1 })).toBeVisible();
  });

  test('finds a package, says when nothing matches, then finds it again and opens it', async ({ page, request }) => {
    const pkg = await demoTracking(request, 'packages');
    await openAsDemo(page);
    const search = page.getByRole('searchbox', { name: 'Search by tracking number' });
    await search.fill(pkg.tracking);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`/home/search?q=${encodeURIComponent(pkg.tracking)}`);
    await expect(page.getByRole('region', { name: 'Packages', exact: true }).getByRole('link', { name: pkg.tracking })).toHaveAttribute(
      'href',
      `/home/package/${pkg.id}`,
    );

    await search.fill('NO-SUCH-TRACKING-0000');
    await search.press('Enter');
    await expect(page.getByText('Nothing matches “NO-SUCH-TRACKING-0000”.', { exact: false })).toBeVisible();

    await search.fill(pkg.tracking);
    await search.press('Enter');
    await page.getByRole('region', { name: 'Packages', exact: true }).getByRole('link', { name: pkg.tracking }).click();
    await expect(page).toHaveURL(`/home/package/${pkg.id}`);
    await expect(page.getByRole('heading', { name: `Package ${pkg.tracking}`, level: 1 })).toBeVisible();
  });
});

test.describe('the header search on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 812 }, isMobile: true, hasTouch: true });

  test('links to the search page, whose form finds a shipment', async ({ page, request }) => {
    const shipment = await demoTracking(request, 'shipments');
    await openAsDemo(page);
    // The header has room for a link only; the search page has the form.
    await page.getByRole('banner').getByRole('link', { name: 'Search by tracking number' }).click();
    await expect(page).toHaveURL('/home/search');
    await expect(page.getByText('Type a tracking number to find your packages, pre-alerts and shipments.')).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search by tracking number' });
    await search.fill(shipment.tracking);
    await search.press('Enter');
    await expect(page.getByRole('region', { name: 'Shipments', exact: true }).getByRole('link', { name: shipment.tracking })).toBeVisible();
  });
});

test.describe('the search results, in Spanish', () => {
  test.use({ storageState: DEMO_STATE.es, viewport: { width: 1280, height: 900 } });

  test('name a pre-alert’s status in Spanish, never the raw code', async ({ page, request }) => {
    const preAlerts = await demoData<{ tracking: string; status: string }[]>(request, '/api/pre-alerts?page=1&page_size=50');
    const labels: Record<string, string> = { PENDING: 'Pendiente', RECEIVED: 'Recibido', NEVER_ARRIVED: 'Nunca llegó', CANCELLED: 'Cancelado' };
    for (const status of ['PENDING', 'RECEIVED']) {
      const preAlert = preAlerts.find((candidate) => candidate.status === status);
      if (!preAlert) throw new Error(`the demo customer has no ${status} pre-alert`);
      await page.goto(`/home/search?q=${encodeURIComponent(preAlert.tracking)}`);
      const hit = page.getByRole('region', { name: 'Prealertas', exact: true }).getByRole('listitem').filter({ hasText: preAlert.tracking });
      await expect(hit).toContainText(labels[status]!);
      await expect(hit).not.toContainText(status);
    }
  });
});
