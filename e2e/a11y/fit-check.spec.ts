// The fit check itself (a11y-matrix.ts): on a phone a page too wide must fail it. A phone's layout
// viewport grows to fit what overflows, so innerWidth alone would call a 565 px page fine (issue
// 32's review with a pasted link). A page of its own, no server: about a second.
import { expect, test, type Page } from '@playwright/test';
import { emulatePhone, offScreen, PHONE_WIDTH, TARGET_PX } from '../support/a11y-matrix.ts';
import { cutOrClipped, largeText, smallTargets } from '../support/fit-checks.ts';

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
    expect((await offScreen(page, PHONE_WIDTH))[0]).toBe('the page is 565 px wide');
  });
});

test("the matrix's phone pass is the same phone, on the page where the screen stands, and back", async ({ page }) => {
  await page.setContent(TOO_WIDE);
  await emulatePhone(page, true);
  expect(await seen(page)).toEqual({ innerWidth: 565, scrollWidth: 565, touch: true });
  expect((await offScreen(page, PHONE_WIDTH))[0]).toBe('the page is 565 px wide');

  await emulatePhone(page, false);
  expect(await seen(page)).toEqual({ innerWidth: 1280, scrollWidth: 1280, touch: false });
  expect(await offScreen(page, 1280)).toEqual([]);
  // At 360 px on a desktop, the viewport stays 360 px: the same page fails there as well.
  await page.setViewportSize({ width: PHONE_WIDTH, height: 900 });
  expect((await offScreen(page, PHONE_WIDTH))[0]).toBe('the page is 565 px wide');
});

// The large-text, clipping and target checks (fit-checks.ts) on pages of their own: each must fail
// what a customer would meet, and pass what is fine.
const TARGETS = `<!doctype html><meta name="viewport" content="width=device-width, initial-scale=1">
<body style="margin: 0; font: 16px/1.5 sans-serif">
<div><a href="#a">Ver todos</a></div>
<p>Lee los <a href="#b">términos</a> antes de seguir.</p>
<label style="display: inline-grid; width: 44px; height: 44px; place-items: center"><input type="checkbox" aria-label="Elegir"></label>
<input type="checkbox" aria-label="Suelto">
<button style="min-height: 44px; min-width: 44px">Pagar</button>
<div style="width: 120px; overflow: hidden"><button style="width: 200px; min-height: 44px">Cancelar solicitud</button></div>
<button style="width: 80px; min-height: 44px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">Compartir seguimiento</button>`;

test('a target under 44 px, a control cut by its box and a cut name fail; a link in a sentence does not', async ({ page }) => {
  await page.setContent(TARGETS);
  const small = await smallTargets(page, TARGET_PX);
  expect(small).toHaveLength(2);
  expect(small[0]).toMatch(/^<a class=""> "Ver todos" in <div class=""> is \d+×\d+ px$/);
  expect(small[1]).toMatch(/^<input class=""> "Suelto" in <body class=""> is 13×13 px$/);
  expect(await cutOrClipped(page, 1280)).toEqual([
    '<button> "Cancelar solicitud" is cut by its box (80 px)',
    expect.stringMatching(/^<button> "Compartir seguimiento" is cut short \(\d+ px in \d+\)$/),
  ]);
});

test("text at 200 % is the browser's setting: rem and em media queries follow it, and it comes back", async ({ page }) => {
  await page.setContent('<style>@media (max-width: 48em) { body { color: rgb(1, 2, 3) } }</style><p>Hola</p>');
  const seenText = () =>
    page.evaluate(() => ({ rem: getComputedStyle(document.documentElement).fontSize, narrow: matchMedia('(max-width: 48em)').matches, color: getComputedStyle(document.body).color }));
  expect(await seenText()).toEqual({ rem: '16px', narrow: false, color: 'rgb(0, 0, 0)' });
  await largeText(page, true);
  expect(await seenText()).toEqual({ rem: '32px', narrow: true, color: 'rgb(1, 2, 3)' });
  await largeText(page, false);
  expect(await seenText()).toEqual({ rem: '16px', narrow: false, color: 'rgb(0, 0, 0)' });
});
