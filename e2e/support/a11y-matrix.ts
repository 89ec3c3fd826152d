// Every screen in both languages and at both widths: no axe violation (axe at each width once, in
// a different language each), no sideways scroll, every list row's status and action on screen
// (docs/product.md#phones-and-small-screens); with text at 200 % at both widths and at 320 px, no
// sideways scroll and nothing cut; on the phone, every target 44 px (fit-checks.ts). A screen is
// checked where it stands: the language is switched with the portal's own switcher (so a flow's
// state survives), the width with the viewport, and the 360 px pass is a phone's (emulatePhone).
import { expect, type CDPSession, type Page } from '@playwright/test';
import { expectNoA11yViolations, type A11yOptions } from './axe.ts';
import { cutOrClipped, largeText, layoutFollowed, smallTargets } from './fit-checks.ts';

const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
const WIDTHS = [1280, 360] as const;
export const PHONE_WIDTH = 360;
/** The narrowest screen a page must fit, text at its normal size (WCAG 1.4.10). */
const NARROW_WIDTH = 320;
/** The smallest target a customer taps, its padding counted (WCAG 2.5.5, docs/product.md#touch-targets). */
export const TARGET_PX = 44;
const HEIGHT = 900;

/** The DevTools session holding a page's phone emulation: Chromium drops a session's overrides when it detaches. */
const phoneSessions = new WeakMap<Page, CDPSession>();

/**
 * Makes the page a touch phone PHONE_WIDTH wide, or (`false`) a desktop `width` wide again.
 * Chromium's mobile emulation, as a context's `isMobile` and `hasTouch` turn it on (the same two
 * DevTools calls), but on the page where the screen stands: a flow's state lives in it, and a
 * second context per screen would double the suite's biggest spec. Its layout viewport honours
 * the meta viewport and grows to fit what overflows, as a phone's does (so offScreen measures
 * against the width, never innerWidth).
 */
export async function emulatePhone(page: Page, phone: boolean, width: number = phone ? PHONE_WIDTH : WIDTHS[0]): Promise<void> {
  const held = phoneSessions.get(page);
  // A desktop already so is left alone: each change relays the page out. A phone's is set again
  // each time, as a text size change resizes the page through Playwright's own, desktop, emulation.
  const size = page.viewportSize();
  if (!phone && !held && size?.width === width && size.height === HEIGHT) return;
  if (!phone) {
    phoneSessions.delete(page);
    // Detached, the session's overrides are gone; Playwright's own size is back.
    await held?.detach();
    await page.setViewportSize({ width, height: HEIGHT });
    await layoutFollowed(page);
    return;
  }
  await page.setViewportSize({ width, height: HEIGHT });
  const devTools = held ?? (await page.context().newCDPSession(page));
  phoneSessions.set(page, devTools);
  await devTools.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await devTools.send('Emulation.setDeviceMetricsOverride', {
    width,
    height: HEIGHT,
    deviceScaleFactor: 1,
    mobile: true,
    screenWidth: width,
    screenHeight: HEIGHT,
    screenOrientation: { angle: 0, type: 'portraitPrimary' },
  });
  await layoutFollowed(page);
}

/** The switcher's buttons are named in their own language. */
const AUTONYM: Record<Language, string> = { es: 'Español', en: 'English' };

/** A text in the language being checked. */
export const inLanguage = (language: Language, es: string, en: string) => (language === 'es' ? es : en);

/**
 * Switches the portal's language with its switcher and waits until the page speaks it, what the
 * server words included: a switch asks the lists again (docs/product.md#languages), dimmed
 * (aria-busy) until they answer, which axe would measure as faint text. A page without the
 * switcher (the error page) is opened again with `?lng=`, as a link would.
 */
async function switchLanguage(page: Page, language: Language): Promise<void> {
  const switcher = page.getByRole('group', { name: /^(Idioma|Language)$/ }).first();
  if ((await switcher.count()) === 0) {
    const url = new URL(page.url());
    url.searchParams.set('lng', language);
    await page.goto(url.toString());
  } else {
    const button = switcher.getByRole('button', { name: AUTONYM[language] });
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // The frames let the switch's effects ask again; then what they asked has answered.
  await layoutFollowed(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Waits until nothing on the page is still loading. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('.spinner:visible')).toHaveCount(0);
}

/**
 * A screen's passes, in an order that changes one thing at a time: the desktop, its text at 200 %,
 * the phone with that text, the phone, the narrowest phone (docs/product.md#large-text).
 */
const PASSES = [
  { width: WIDTHS[0], phone: false, text: 100 },
  { width: WIDTHS[0], phone: false, text: 200 },
  { width: PHONE_WIDTH, phone: true, text: 200 },
  { width: PHONE_WIDTH, phone: true, text: 100 },
  { width: NARROW_WIDTH, phone: true, text: 100 },
] as const;

/** How many screens a page has checked: the next one's axe widths swap (axeWidthOf). */
const screensChecked = new WeakMap<Page, number>();

/**
 * The width axe checks a screen at in `language`: one width per language, the other language the
 * other width, so each screen has axe at both widths and in both languages. Which language meets
 * which width follows the screen's address and its place in the test, so over the suite every
 * pair is checked. axe reads the DOM and its styles, which change with the width far more than
 * with the language; the sideways checks (offScreen) run at all four, and cost little.
 */
function axeWidthOf(page: Page, screen: number, language: Language): number {
  const address = new URL(page.url()).pathname;
  let hash = screen;
  for (const char of address) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  const phoneLanguage = LANGUAGES[hash % 2]!;
  return language === phoneLanguage ? PHONE_WIDTH : WIDTHS[0];
}

/**
 * Checks the current screen in each language and at each width. `ready` brings the screen to the
 * state under test (opening a dialog, for instance) and waits for its real content; it is called
 * again after each change, so it must be idempotent. Open dialogs are closed at the end.
 */
export async function checkEverywhere(
  page: Page,
  ready: (language: Language) => Promise<void>,
  options: A11yOptions = {},
): Promise<void> {
  const screen = screensChecked.get(page) ?? 0;
  screensChecked.set(page, screen + 1);
  for (const language of LANGUAGES) {
    await emulatePhone(page, false);
    await closeDialogs(page);
    await switchLanguage(page, language);
    await checkPasses(page, ready, language, (width) => width === axeWidthOf(page, screen, language) && expectNoA11yViolations(page, options));
  }
  await emulatePhone(page, false);
  await closeDialogs(page);
}

/**
 * The current screen in the language it speaks, through every pass but axe: what a flow's own e2e
 * checks at a step the route matrix cannot reach (docs/product.md#large-text). Leaves the page a
 * desktop with normal text.
 */
export async function checkFit(page: Page, ready: (language: Language) => Promise<void>): Promise<void> {
  const language = (await page.locator('html').getAttribute('lang')) === 'en' ? 'en' : 'es';
  await checkPasses(page, ready, language, () => false);
  await emulatePhone(page, false);
}

/** Each pass of PASSES: sideways, cut and (on the phone) targets; `axeAt` runs axe at a width's normal text. */
async function checkPasses(
  page: Page,
  ready: (language: Language) => Promise<void>,
  language: Language,
  axeAt: (width: number) => false | Promise<void>,
): Promise<void> {
  for (const { width, phone, text } of PASSES) {
    const where = `${page.url()} in ${language} at ${width} px${text === 200 ? ', text at 200 %' : ''}`;
    await largeText(page, text === 200);
    await emulatePhone(page, phone, width);
    await ready(language);
    await settled(page);
    if (text === 100) await axeAt(width);
    expect.soft(await offScreen(page, width), where).toEqual([]);
    expect.soft(await cutOrClipped(page, width), where).toEqual([]);
    if (phone && text === 100) expect.soft(await smallTargets(page, TARGET_PX), where).toEqual([]);
  }
  await largeText(page, false);
}

/**
 * What sticks out sideways of a screen `width` px wide (docs/product.md#phones-and-small-screens):
 * the page's own width, and any list row whose status or last action is off-screen. Measured
 * against `width`, not innerWidth: on a phone the layout viewport grows to fit a page too wide.
 */
export const offScreen = (page: Page, width: number): Promise<string[]> =>
  page.evaluate((width) => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > width) {
      problems.push(`the page is ${root.scrollWidth} px wide`);
      // The innermost elements that reach past the edge name what to fix.
      const past = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
      const culprits = [...document.querySelectorAll('body *')].filter((element) => past(element) && ![...element.children].some(past));
      for (const element of culprits.slice(0, 3)) {
        problems.push(`<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${(element.textContent ?? '').trim().slice(0, 40)}" reaches ${Math.round(element.getBoundingClientRect().right)} px`);
      }
    }
    const outside = (element: Element | null) => {
      if (!element) return false;
      const box = element.getBoundingClientRect();
      return box.left < 0 || box.right > width;
    };
    for (const row of document.querySelectorAll('.data-card, .data-table tbody tr')) {
      const links = row.querySelectorAll('a');
      if (outside(row.querySelector('.status'))) problems.push(`a status is off-screen: ${row.textContent}`);
      if (outside(links[links.length - 1] ?? null)) problems.push(`an action is off-screen: ${row.textContent}`);
    }
    return problems;
  }, width);

/** Closes whatever dialog is open (Escape, as a keyboard user would). */
async function closeDialogs(page: Page): Promise<void> {
  const dialogs = page.locator('[role="dialog"]:visible, .pswp');
  while ((await dialogs.count()) > 0) {
    await page.keyboard.press('Escape');
    await expect(dialogs).toHaveCount(0);
  }
}
