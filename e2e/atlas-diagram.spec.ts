// A flow page's diagram as a product owner uses it (docs/flows/README.md#the-flow-atlas), from
// file:// with no server: sign-up's chart fits its frame at first, zooms with the buttons, the keys
// and the wheel, pans by a drag, brings a chosen state into view, and passes axe; without a script
// it scrolls in its frame as it always did.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fixtureAtlas } from './support/fixture-atlas.ts';
import { expectNoA11yViolations } from './support/axe.ts';

let signUp: string;

test.beforeAll(() => {
  signUp = fixtureAtlas().flowUrl('signUp');
});

type Rect = { left: number; top: number; right: number; bottom: number; width: number };
const rectOf = (locator: Locator): Promise<Rect> =>
  locator.evaluate((element) => {
    const { left, top, right, bottom, width } = element.getBoundingClientRect();
    return { left, top, right, bottom, width };
  });
/** The frame's inside, where the chart shows (its border left out). */
const inside = (frame: Locator): Promise<Rect> =>
  frame.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const left = box.left + element.clientLeft;
    const top = box.top + element.clientTop;
    return { left, top, right: left + element.clientWidth, bottom: top + element.clientHeight, width: element.clientWidth };
  });
const within = (inner: Rect, outer: Rect) =>
  inner.left >= outer.left - 1 && inner.right <= outer.right + 1 && inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;

function machineChart(page: Page) {
  const frame = page.getByRole('group', { name: 'Frame of the machine’s diagram' });
  const controls = page.getByRole('group', { name: 'Zoom the machine’s diagram' });
  // Every state's box: the chart's drawn extent.
  const states = frame.locator('g.atlas-states');
  return { frame, controls, states, level: controls.locator('[data-zoom-level]') };
}

test('sign-up’s diagram fits its frame, zooms, pans and keeps a chosen state in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(signUp);
  const { frame, controls, states, level } = machineChart(page);

  // Fitted at first: the whole chart within the frame.
  await expect(level).toHaveText('Fitted');
  const fitted = await rectOf(states);
  expect(within(fitted, await inside(frame))).toBe(true);
  expect(fitted.width).toBeGreaterThan((await inside(frame)).width * 0.8);

  // The buttons: Zoom in enlarges it, Fit brings it back.
  await controls.getByRole('button', { name: 'Zoom in' }).click();
  await expect(level).toHaveText(/^\d+%$/);
  expect((await rectOf(states)).width).toBeGreaterThan(fitted.width * 1.4);
  await controls.getByRole('button', { name: 'Zoom out' }).click();
  await expect(level).toHaveText('Fitted');
  await controls.getByRole('button', { name: 'Zoom in' }).click();
  await controls.getByRole('button', { name: 'Fit' }).click();
  await expect(level).toHaveText('Fitted');

  // The keys, with the frame focused: + zooms in, 0 fits again.
  await frame.focus();
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  expect((await rectOf(states)).width).toBeGreaterThan(fitted.width * 2);
  await page.keyboard.press('0');
  await expect(level).toHaveText('Fitted');
  expect(Math.abs((await rectOf(states)).width - fitted.width)).toBeLessThan(1);

  // The wheel zooms where it points.
  const box = await inside(frame);
  await page.mouse.move(box.left + box.width / 2, (box.top + box.bottom) / 2);
  await page.mouse.wheel(0, -400);
  await expect.poll(async () => (await rectOf(states)).width).toBeGreaterThan(fitted.width * 1.5);

  // A drag pans, and a drag that starts on a state's box does not choose it.
  const before = await states.evaluate((element) => element.getBoundingClientRect().left);
  await page.mouse.move(box.left + box.width / 2, (box.top + box.bottom) / 2);
  await page.mouse.down();
  await page.mouse.move(box.left + box.width / 2 - 200, (box.top + box.bottom) / 2, { steps: 5 });
  await page.mouse.up();
  expect(await states.evaluate((element) => element.getBoundingClientRect().left)).toBeLessThan(before - 150);
  expect(await page.evaluate(() => location.hash)).toBe('');

  // Zoomed in far, a state out of view is chosen through its link: the view pans to its box.
  for (let i = 0; i < 4; i++) await frame.press('+');
  const view = await inside(frame);
  const away = await frame.locator('a.atlas-state').evaluateAll(
    (boxes, view) =>
      boxes
        .filter((a) => {
          const r = a.querySelector('rect')!.getBoundingClientRect();
          return r.width < view.width / 2 && (r.right < view.left || r.left > view.right || r.bottom < view.top || r.top > view.bottom);
        })
        .map((a) => a.getAttribute('data-state')!),
    view,
  );
  expect(away.length).toBeGreaterThan(1);
  const chosen = frame.locator(`a.atlas-state[data-state="${away[0]}"] > rect`).first();
  await page.evaluate((state) => (location.hash = `#m-${state}`), away[0]!);
  await expect.poll(async () => within(await rectOf(chosen), await inside(frame))).toBe(true);
  await expect(page.locator(`[id="m-${away[0]}"]`)).toBeVisible();

  // Reached with Tab (here, focused), another state out of view comes into view too; Enter chooses it.
  const other = frame.locator(`a.atlas-state[data-state="${away.at(-1)}"]`);
  await other.focus();
  await expect.poll(async () => within(await rectOf(other.locator('rect').first()), await inside(frame))).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator(`[id="m-${away.at(-1)}"]`)).toBeVisible();

  await expectNoA11yViolations(page);
});

test('on a phone the page does not scroll sideways, and the diagram still fits', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(signUp);
  const { frame, states, level } = machineChart(page);
  await expect(level).toHaveText('Fitted');
  expect(within(await rectOf(states), await inside(frame))).toBe(true);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoA11yViolations(page);
});

test.describe('without a script', () => {
  test.use({ javaScriptEnabled: false });

  test('the diagram scrolls in its frame at full size, with no buttons that would do nothing', async ({ page }) => {
    await page.goto(signUp);
    const { frame, controls } = machineChart(page);
    await expect(controls).toBeHidden();
    await expect(frame).toBeVisible();
    const sizes = await frame.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client * 2);
    await frame.evaluate((element) => element.scrollBy(1000, 0));
    expect(await frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});
