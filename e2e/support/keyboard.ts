// Moving through the portal with the keyboard only, as a customer without a mouse does.
import { expect, type Locator, type Page } from '@playwright/test';

/** True when the element (if there is exactly one) has the focus. */
async function hasFocus(target: Locator): Promise<boolean> {
  if ((await target.count()) !== 1) return false;
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `max` times; fails if it never
 * does. The number of presses is returned, so a test can say how far a control is.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}): Promise<number> {
  // A control still loading cannot take the focus: Tab would run past where it will be.
  await expect(target).toBeAttached();
  for (let presses = 0; presses <= max; presses++) {
    if (await hasFocus(target)) return presses;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${back ? 'Shift+Tab' : 'Tab'} within ${max} presses`).toBeFocused({ timeout: 1 });
  return max;
}

/** Tabs to a field and types into it (what was in it is replaced). */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Waits until a select has its options (a disabled one is skipped by Tab). */
async function selectReady(select: Locator): Promise<void> {
  await expect(select).toBeEnabled();
  await expect(select.locator('option').nth(1)).toBeAttached();
}

/** Tabs to a native select and picks an option by typing its first letters (type-ahead). */
export async function typeToSelect(page: Page, select: Locator, text: string): Promise<void> {
  await selectReady(select);
  await tabTo(page, select);
  await page.keyboard.type(text);
  await expect(select.locator('option:checked')).toHaveText(new RegExp(`^${text}`, 'i'));
}

/** Tabs to a native select and moves to its next option with the arrow key. */
export async function nextOption(page: Page, select: Locator): Promise<void> {
  await selectReady(select);
  await tabTo(page, select);
  const before = await select.inputValue();
  await page.keyboard.press('ArrowDown');
  await expect(select).not.toHaveValue(before);
}

/** The element with the focus has a visible focus indicator (an outline or a box shadow). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing has the focus';
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outlined || style.boxShadow !== 'none' ? '' : `no focus ring on ${element.outerHTML.slice(0, 120)}`;
  });
  expect(ring, 'the focused element shows a focus ring').toBe('');
}
