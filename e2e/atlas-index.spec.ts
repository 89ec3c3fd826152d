// The flow atlas's index on a phone (docs/flows/README.md#the-flow-atlas), built from the fixture
// set and read from file:// with no server: at 360 px, touch, nothing scrolls sideways (the flows
// are cards, not tables); the keyboard reaches every flow's link; axe finds nothing.
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { fixtureAtlas, type OpenedAtlas } from './support/fixture-atlas.ts';
import { expectNoA11yViolations } from './support/axe.ts';

let atlas: OpenedAtlas;

test.beforeAll(() => {
  atlas = fixtureAtlas();
});

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('on a phone, the index scrolls only downwards, every flow is reached by keyboard, and axe passes', async ({ page }) => {
  await page.goto(pathToFileURL(atlas.index).href);
  await expect(page.getByRole('heading', { name: 'Customer journeys', level: 2 })).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // No element wider than its box, nor reaching past the screen's right edge (the skip link waits off its left).
  const overflowing = await page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0 || element.getBoundingClientRect().right > innerWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className)}` : ''}: ${element.textContent?.trim().slice(0, 60)}`),
  );
  expect(overflowing).toEqual([]);

  // Tab through the whole page: every flow's link, and every UI model's, takes the focus.
  const flowLinks = page.locator('.flow-card h3 a, .flow-card dt a');
  expect(await flowLinks.count()).toBeGreaterThan(25);
  const unreached = () => flowLinks.evaluateAll((links) => links.filter((a) => !(a as HTMLElement).dataset.reached).map((a) => a.getAttribute('href')));
  for (let tab = 0; tab < 200; tab++) {
    await page.keyboard.press('Tab');
    // Each link the focus lands on is marked, so two links to one page count apart.
    await page.evaluate(() => {
      if (document.activeElement instanceof HTMLAnchorElement) document.activeElement.dataset.reached = 'yes';
    });
    if (tab % 10 === 9 && (await unreached()).length === 0) break;
  }
  expect(await unreached()).toEqual([]);

  await expectNoA11yViolations(page);
});
