// The quoteCalculator flow's screens for the flow atlas (e2e/atlas-screens/support/screen-driver.ts):
// the calculator before a piece is measured, a piece's quote by air, the change to ocean being
// quoted (the last quote stays, marked as updating), and that quote failing for want of a network.
import { expect, test, type Page } from '@playwright/test';
import { paths } from '../../src/lib/paths.ts';
import { DEMO_STATE } from '../support/demo-state.ts';
import { holdRequests } from './support/held-requests.ts';
import { driveScreens } from './support/screen-driver.ts';

test.use({ storageState: DEMO_STATE.en });

/** A measure of the first piece, by its label. */
const measure = (page: Page, label: 'Length' | 'Width' | 'Height' | 'Weight') =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Piece 1', exact: true }) }).getByLabel(label);

driveScreens('quoteCalculator', async ({ page, capture }) => {
  await page.goto(paths.calculator);
  const quote = page.getByRole('region', { name: 'Estimated price' });
  await expect(quote).toContainText('Enter the size and weight of your pieces to see the price.');
  await capture('incomplete');

  // 50×40×30 cm, 5 kg by air to Venezuela: 12 kg (volumetric) × 9.90 + fuel 9.50 = 128.30.
  for (const [label, value] of [['Length', '50'], ['Width', '40'], ['Height', '30'], ['Weight', '5']] as const) await measure(page, label).fill(value);
  await expect(quote.locator('.quote__total')).toContainText(/128[.,]30/);
  await capture('quoted');

  const quoting = await holdRequests(page, '/api/quotes', 'POST');
  await page.getByRole('radio', { name: 'Ocean' }).check();
  await quoting.arrived;
  await expect(quote.getByText('Updating…')).toBeVisible();
  // The quote updating stays busy through the capture's language switches.
  await capture('quoting', { stillBusy: '.calculator__quote' });

  await quoting.cut();
  await expect(quote.getByRole('button', { name: 'Try again' })).toBeVisible();
  await capture('failed');
});
