import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { portalReady, signInAsDemo } from './support/portal.ts';
import { DEMO_CUSTOMER } from './support/session.ts';

/** A tracking number of the demo customer's, by the API. */
async function demoTracking(request: APIRequestContext, resource: 'shipments' | 'packages'): Promise<{ id: number; tracking: string }> {
  const login = await request.post('/api/auth/token', { data: DEMO_CUSTOMER });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const res = await request.get(`/api/${resource}?page=1&page_size=1`, { headers: { Authorization: `Bearer ${token}` } });
  const first = ((await res.json()) as { data: { id: number; tracking: string }[] }).data[0];
  if (!first) throw new Error(`the demo customer has no ${resource}`);
  return first;
}

async function signInInEnglish(page: Page) {
  await page.goto('/?lng=en');
  await portalReady(page);
  await signInAsDemo(page, false);
}

test.describe('the header search, in English', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('finds a seeded shipment by its tracking number and opens it', async ({ page, request }) => {
    const shipment = await demoTracking(request, 'shipments');
    await signInInEnglish(page);
    const search = page.getByRole('search').getByRole('searchbox', { name: 'Search by tracking number' });
    await search.fill(shipment.tracking);
    await search.press('Enter');
    await expect(page).toHaveURL(`/home/search?q=${encodeURIComponent(shipment.tracking)}`);
    await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
    const results = page.getByRole('region', { name: 'Shipments' });
    await expect(results.getByRole('link', { name: shipment.tracking })).toBeVisible();
    await expect(search).toHaveValue(shipment.tracking);
    await expectNoSeriousA11yViolations(page);
    await results.getByRole('link', { name: shipment.tracking }).click();
    await expect(page).toHaveURL(`/home/my-shipments/${shipment.id}`);
    await expect(page.getByRole('heading', { name: `Shipment ${shipment.tracking}`, level: 1 })).toBeVisible();
  });

  test('finds a package, and says when nothing matches', async ({ page, request }) => {
    const pkg = await demoTracking(request, 'packages');
    await signInInEnglish(page);
    const search = page.getByRole('searchbox', { name: 'Search by tracking number' });
    await search.fill(pkg.tracking);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('region', { name: 'Packages' }).getByRole('link', { name: pkg.tracking })).toHaveAttribute(
      'href',
      `/home/package/${pkg.id}`,
    );

    await search.fill('NO-SUCH-TRACKING-0000');
    await search.press('Enter');
    await expect(page.getByText('Nothing matches “NO-SUCH-TRACKING-0000”.', { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the header search at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('links to the search page, whose form finds a shipment', async ({ page, request }) => {
    const shipment = await demoTracking(request, 'shipments');
    await signInInEnglish(page);
    // The header has room for a link only; the search page has the form.
    await page.getByRole('banner').getByRole('link', { name: 'Search by tracking number' }).click();
    await expect(page).toHaveURL('/home/search');
    await expect(page.getByText('Type a tracking number to find your packages, pre-alerts and shipments.')).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search by tracking number' });
    await search.fill(shipment.tracking);
    await search.press('Enter');
    await expect(page.getByRole('region', { name: 'Shipments' }).getByRole('link', { name: shipment.tracking })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
