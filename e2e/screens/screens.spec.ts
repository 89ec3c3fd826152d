import { expect, test, type Page } from '@playwright/test';
import { settled } from '../support/a11y-matrix.ts';
import { DEMO_STATE } from '../support/demo-state.ts';
import { demoData } from '../support/session.ts';

// The README's screenshots (`npm run screens`, issue 15): the demo customer's main screens in
// Spanish, on a 360 px phone and a 1280 px desktop, written to docs/screens/.
const SIZES = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const;

test.use({ storageState: DEMO_STATE.es });

async function shoot(page: Page, path: string, name: string) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `docs/screens/${name}-${size}.png`, fullPage: size === 'phone', animations: 'disabled' });
  }
}

test('the main screens, in Spanish', async ({ page, request }) => {
  test.setTimeout(120_000);
  const [shipment] = await demoData<{ id: number }[]>(request, 'api/shipments?page=1&page_size=1');
  await shoot(page, '/home/my-account', 'my-account');
  await shoot(page, '/home/package', 'packages');
  await shoot(page, '/home/my-shipments', 'shipments');
  await shoot(page, `/home/my-shipments/${shipment!.id}`, 'shipment');
  await shoot(page, '/home/invoice', 'invoices');
});
