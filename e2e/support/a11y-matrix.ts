// Every screen in both languages and at both widths: no axe violation, no sideways scroll, every
// list row's status and action on screen (docs/product.md#phones-and-small-screens). A screen is
// checked where it stands: the language is switched with the portal's own switcher (so a flow's
// state survives) and the width with the viewport.
import { expect, type Page } from '@playwright/test';
import { expectNoA11yViolations, type A11yOptions } from './axe.ts';

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const WIDTHS = [1280, 360] as const;
const HEIGHT = 900;

/** The switcher's buttons are named in their own language. */
const AUTONYM: Record<Language, string> = { es: 'Español', en: 'English' };

/** A text in the language being checked. */
export const inLanguage = (language: Language, es: string, en: string) => (language === 'es' ? es : en);

/**
 * Switches the portal's language with its switcher and waits until the page speaks it. A page
 * without the switcher (the error page) is opened again with `?lng=`, as a link would.
 */
export async function switchLanguage(page: Page, language: Language): Promise<void> {
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
}

/** Waits until nothing on the page is still loading. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('.spinner:visible')).toHaveCount(0);
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
  for (const language of LANGUAGES) {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await closeDialogs(page);
    await switchLanguage(page, language);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      await ready(language);
      await settled(page);
      await expectNoA11yViolations(page, options);
      expect.soft(await offScreen(page), `${page.url()} in ${language} at ${width} px`).toEqual([]);
    }
  }
  await closeDialogs(page);
}

/**
 * What sticks out sideways (docs/product.md#phones-and-small-screens): the page's own width, and any
 * list row whose status or last action is off-screen.
 */
export const offScreen = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) problems.push(`the page is ${root.scrollWidth} px wide`);
    const outside = (element: Element | null) => {
      if (!element) return false;
      const box = element.getBoundingClientRect();
      return box.left < 0 || box.right > window.innerWidth;
    };
    for (const row of document.querySelectorAll('.data-card, .data-table tbody tr')) {
      const links = row.querySelectorAll('a');
      if (outside(row.querySelector('.status'))) problems.push(`a status is off-screen: ${row.textContent}`);
      if (outside(links[links.length - 1] ?? null)) problems.push(`an action is off-screen: ${row.textContent}`);
    }
    return problems;
  });

/** Closes whatever dialog is open (Escape, as a keyboard user would). */
async function closeDialogs(page: Page): Promise<void> {
  const dialogs = page.locator('[role="dialog"]:visible, .pswp');
  while ((await dialogs.count()) > 0) {
    await page.keyboard.press('Escape');
    await expect(dialogs).toHaveCount(0);
  }
}
