// What a customer with large text, a narrow phone or a thumb meets (docs/product.md#large-text and
// #touch-targets): text at 200 %, as a browser's text setting sets it; an
// interactive element cut by the screen's edge or by a box that hides its overflow; a target
// under 44 × 44 px. Each problem names the element, so a failure says what to fix.
import type { CDPSession, Page } from '@playwright/test';

/** The browser's text setting's default sizes, and at 200 %. */
const NORMAL_TEXT = { standard: 16, fixed: 13 };
const LARGE_TEXT = { standard: 32, fixed: 26 };

/** The DevTools session holding a page's text size: Chromium drops a session's overrides when it detaches. */
const textSessions = new WeakMap<Page, CDPSession>();
/** Whether a page's text is at 200 % now. */
const textLarge = new WeakMap<Page, boolean>();

/**
 * Two frames: in the first a media query's change event fires and React renders what it swaps
 * (a list's table for its cards, src/ui/use-media-query.ts); by the second it is laid out. A
 * check right after a width or text change would otherwise measure the other layout.
 */
export const layoutFollowed = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/**
 * Sets the browser's text to 200 % (`true`) or back, as its text setting does: the default font
 * size, which `rem` and the `em` media queries follow (a px query would not see it). The setting
 * stays over the portal's own navigations. Call emulatePhone after it: the nudge below is a
 * desktop's. Asked for the size it already has, it does nothing: each change lays the page out twice.
 */
export async function largeText(page: Page, on: boolean): Promise<void> {
  if ((textLarge.get(page) ?? false) === on) return;
  const devTools = textSessions.get(page) ?? (await page.context().newCDPSession(page));
  textSessions.set(page, devTools);
  textLarge.set(page, on);
  await devTools.send('Page.setFontSizes', { fontSizes: on ? LARGE_TEXT : NORMAL_TEXT });
  // Chromium tells a media query's listeners (a list's table or cards) on a resize, not on a font
  // change: a customer's setting is there before the page opens, so the page hears of it here.
  const size = page.viewportSize();
  if (size) {
    await page.setViewportSize({ ...size, width: size.width - 1 });
    await page.setViewportSize(size);
  }
  await layoutFollowed(page);
}

/** What a customer taps or types into. */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
].join(',');

/** The interactive elements whose words are their name: a field's value is not. */
const WORDED = 'a[href], button, summary, [role="button"], [role="tab"]';

/**
 * The interactive elements a screen shows and what it cuts (docs/product.md#large-text): any cut
 * by the screen's edge (`width`) or by an ancestor that hides its overflow, any whose own text is
 * cut (an ellipsis, a hidden overflow), and any number or word cut short by an ellipsis.
 */
export const cutOrClipped = (page: Page, width: number): Promise<string[]> =>
  page.evaluate(
    ({ width, interactive, worded }) => {
      const problems: string[] = [];
      const nameOf = (element: Element) =>
        `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
      const shown = (element: Element) => {
        if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
        const box = element.getBoundingClientRect();
        // A visually hidden element (a skip link until focused, an input its label stands for).
        return box.width > 2 && box.height > 2;
      };
      const hides = (value: string) => value === 'hidden' || value === 'clip';
      for (const element of document.querySelectorAll(interactive)) {
        if (!shown(element)) continue;
        const box = element.getBoundingClientRect();
        if (box.left < -0.5 || box.right > width + 0.5) {
          problems.push(`${nameOf(element)} reaches ${Math.round(box.left)}–${Math.round(box.right)} px of a ${width} px screen`);
          continue;
        }
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (!hides(getComputedStyle(parent).overflowX)) continue;
          const frame = parent.getBoundingClientRect();
          if (box.left < frame.left - 1 || box.right > frame.right + 1) {
            problems.push(`${nameOf(element)} is cut by its box (${Math.round(box.right - frame.right)} px)`);
            break;
          }
        }
      }
      for (const element of document.querySelectorAll('body *')) {
        const style = getComputedStyle(element);
        // A field's own value scrolls inside it, as it should: only labels, names and numbers count.
        if (style.textOverflow !== 'ellipsis' && !(hides(style.overflowX) && element.matches(worded))) continue;
        if (!shown(element)) continue;
        if (element.scrollWidth > element.clientWidth + 1) problems.push(`${nameOf(element)} is cut short (${element.scrollWidth} px in ${element.clientWidth})`);
      }
      return problems;
    },
    { width, interactive: INTERACTIVE, worded: WORDED },
  );

/**
 * The targets smaller than 44 × 44 px, padding included (docs/product.md#touch-targets). A checkbox
 * or radio counts its label's box; a link inside a sentence is exempt, as WCAG 2.5.5 makes it.
 */
export const smallTargets = (page: Page, minimum: number): Promise<string[]> =>
  page.evaluate(
    ({ minimum, interactive }) => {
      const problems: string[] = [];
      const inSentence = (element: Element) => {
        if (getComputedStyle(element).display !== 'inline') return false;
        const block = element.parentElement;
        const text = (block?.textContent ?? '').replace(/\s+/g, ' ').trim();
        return text.length > (element.textContent ?? '').replace(/\s+/g, ' ').trim().length + 1;
      };
      for (const element of document.querySelectorAll(interactive)) {
        if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        const boxes = [element.getBoundingClientRect()];
        if (element instanceof HTMLInputElement) for (const label of element.labels ?? []) boxes.push(label.getBoundingClientRect());
        const widest = Math.max(...boxes.map((box) => box.width));
        const tallest = Math.max(...boxes.map((box) => box.height));
        // A visually hidden element: a skip link until focused, an input its label stands for.
        if (boxes[0]!.width <= 2 && boxes[0]!.height <= 2 && boxes.length === 1) continue;
        if (widest + 0.5 >= minimum && tallest + 0.5 >= minimum) continue;
        if (element.tagName === 'A' && inSentence(element)) continue;
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
        const where = element.parentElement ? ` in <${element.parentElement.tagName.toLowerCase()} class="${element.parentElement.getAttribute('class') ?? ''}">` : '';
        problems.push(`<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${name}"${where} is ${Math.round(widest)}×${Math.round(tallest)} px`);
      }
      return problems;
    },
    { minimum, interactive: INTERACTIVE },
  );
