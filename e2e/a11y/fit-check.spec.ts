// The fit check itself (a11y-matrix.ts): on a phone a page too wide must fail it. A phone's layout
// viewport grows to fit what overflows, so innerWidth alone would call a 565 px page fine (issue
// 32's review with a pasted link). A page of its own, no server: about a second.
import { expect, test, type Page } from '@playwright/test';
import { emulatePhone, offScreen, PHONE_WIDTH } from '../support/a11y-matrix.ts';

const TOO_WIDE = `<!doctype html><meta name="viewport" content="width=device-width, initial-scale=1">
<body style="margin: 0"><p style="width: 565px; margin: 0">https://tienda.example/un-enlace-pegado-que-no-cabe</p>`;

/** What the page says of itself: its layout viewport, its width, and whether it is a touch screen. */
const seen = (page: Page) =>
  page.evaluate(() => ({ innerWidth, scrollWidth: document.documentElement.scrollWidth, touch: matchMedia('(pointer: coarse)').matches }));

test.describe('on a phone context (isMobile, hasTouch)', () => {
  test.use({ viewport: { width: PHONE_WIDTH, height: 740 }, isMobile: true, hasTouch: true });

  test('a page too wide fails the fit check, though its layout viewport grew to fit it', async ({ page }) => {
    await page.setContent(TOO_WIDE);
    expect(await seen(page)).toEqual({ innerWidth: 565, scrollWidth: 565, touch: true });
    expect(await offScreen(page, PHONE_WIDTH)).toEqual(['the page is 565 px wide']);
  });
});

test("the matrix's phone pass is the same phone, on the page where the screen stands, and back", async ({ page }) => {
  await page.setContent(TOO_WIDE);
  await emulatePhone(page, true);
  expect(await seen(page)).toEqual({ innerWidth: 565, scrollWidth: 565, touch: true });
  expect(await offScreen(page, PHONE_WIDTH)).toEqual(['the page is 565 px wide']);

  await emulatePhone(page, false);
  expect(await seen(page)).toEqual({ innerWidth: 1280, scrollWidth: 1280, touch: false });
  expect(await offScreen(page, 1280)).toEqual([]);
  // At 360 px on a desktop, the viewport stays 360 px: the same page fails there as well.
  await page.setViewportSize({ width: PHONE_WIDTH, height: 900 });
  expect(await offScreen(page, PHONE_WIDTH)).toEqual(['the page is 565 px wide']);
});
