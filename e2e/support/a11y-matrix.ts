// Issue 7's bar: every screen in both languages and at both widths with no axe violation (and,
// since issue 15, no sideways scroll). A screen is checked where it stands: the language is
// switched with the portal's own switcher (so a flow's state survives) and the width with the
// viewport.
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
      // Issue 15: no screen scrolls sideways, on a phone or on a desktop.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `the page's width at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
  await closeDialogs(page);
}

/** Closes whatever dialog is open (Escape, as a keyboard user would). */
async function closeDialogs(page: Page): Promise<void> {
  const dialogs = page.locator('[role="dialog"]:visible, .pswp');
  while ((await dialogs.count()) > 0) {
    await page.keyboard.press('Escape');
    await expect(dialogs).toHaveCount(0);
  }
}
