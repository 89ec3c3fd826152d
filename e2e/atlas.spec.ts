// The flow atlas as a product owner opens it (docs/flows/README.md#the-flow-atlas): built from the
// fixture set, read from file:// with no server: the index, the checkout flow, a state chosen with
// the keyboard and its screenshots, a failed path; axe on both pages, and nothing wider than a phone.
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { fixtureAtlas, type OpenedAtlas } from './support/fixture-atlas.ts';
import { expectNoA11yViolations } from './support/axe.ts';

let atlas: OpenedAtlas;

test.beforeAll(() => {
  atlas = fixtureAtlas();
});

test('a product owner opens the atlas, the checkout flow, a state and its screens, with no server', async ({ page }) => {
  await page.goto(pathToFileURL(atlas.index).href);
  await expect(page.getByRole('heading', { name: 'Casillero flow atlas', level: 1 })).toBeVisible();
  const checkoutCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'checkout', exact: true, level: 3 }) });
  await expect(checkoutCard).toContainText(/UI path tests \(Playwright\)\s*1 of \d+ paths failed/);
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'checkout', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'checkout', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'checkout: the machine' })).toBeVisible();
  const uiChart = page.getByRole('group', { name: 'checkoutUi: what the customer sees' });
  await expect(uiChart).toBeVisible();

  // A state chosen with the keyboard: focusable, Enter opens its details.
  const details = page.locator('[id="u-paymentForm"]');
  await expect(details).toBeHidden();
  await uiChart.locator('[data-state="paymentForm"]').focus();
  await page.keyboard.press('Enter');
  await expect(details).toBeVisible();
  await expect(details.getByRole('heading', { name: 'paymentForm' })).toBeVisible();
  const shots = details.getByRole('img');
  await expect(shots).toHaveCount(4);
  for (const name of ['Spanish, 360 px', 'Spanish, 1280 px', 'English, 360 px', 'English, 1280 px']) {
    const shot = details.getByRole('img', { name: `paymentForm in ${name}` });
    await expect(shot).toBeVisible();
    expect(await shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), name).toBe(true);
  }
  await expect(details.getByRole('link', { name: /^path \d+$/ }).first()).toBeVisible();

  // A transition, reached by Tab from its state's box, is named by its words; Enter shows the
  // details of the state it leaves, which list it.
  const machineChart = page.getByRole('group', { name: 'checkout: the machine' });
  const transition = machineChart.getByRole('link', { name: /^transition paying\.editing —/ }).first();
  await transition.focus();
  await expect(transition).toBeFocused();
  const named = (await transition.getAttribute('aria-label'))!.replace(/^transition /, '');
  await page.keyboard.press('Enter');
  const leaves = page.locator('[id="m-paying.editing"]');
  await expect(leaves).toBeVisible();
  await expect(leaves.getByRole('listitem').filter({ hasText: named.split(':')[0]! }).first()).toBeVisible();

  // The failed path: open, the step where it failed, the error.
  const failed = page.locator(`[id="${atlas.failedPath.anchor}"]`);
  await expect(failed).toHaveAttribute('open', '');
  await expect(failed.locator('.failed-step')).toContainText(atlas.failedPath.step.split(' → ')[1]!);
  await expect(failed.getByText(atlas.failure)).toBeVisible();
  await expectNoA11yViolations(page);

  // On a phone: nothing sideways but the diagrams, which scroll in their frames.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
