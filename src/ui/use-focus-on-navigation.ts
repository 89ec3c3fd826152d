import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for the new page's heading (its code or data loading). */
const APPEAR_MS = 5000;

/** The address last seen, across layouts (signing in swaps the public frame for the shell). */
let lastPathname: string | null = null;

/** Marks the heading that names a step inside a page (the sign-up wizard's steps). */
const FOCUS_ON_ARRIVAL = 'data-focus-on-arrival';

/**
 * After an in-app navigation, the focus goes to the new page's heading (a step's own heading
 * when it marks one, else the h1), as a screen reader user needs and a keyboard user expects:
 * the next Tab reaches the page's first control. Focus is left alone on the first load, for an
 * address with a #hash (useScrollToHash handles it), when the new page put it in a control of its
 * own (an autofocused code box, a tab of a tab list) or while the customer types in a field (the
 * header search), and when the customer moves it before the heading appears.
 */
export function useFocusOnNavigation(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const arrived = lastPathname !== null && lastPathname !== pathname;
    lastPathname = pathname;
    if (!arrived || hash) return;
    const start = document.activeElement;
    if (keepsFocus(start)) return;
    const started = performance.now();
    // No clean-up: a later navigation stops it (the path it was started for is no longer the last).
    const seek = () => {
      if (lastPathname !== pathname) return;
      if (document.activeElement !== start && document.activeElement !== document.body) return;
      const main = document.getElementById('main');
      const target = main?.querySelector<HTMLElement>(`[${FOCUS_ON_ARRIVAL}]`) ?? main?.querySelector<HTMLElement>('h1');
      if (!target) {
        if (performance.now() - started < APPEAR_MS) requestAnimationFrame(seek);
        return;
      }
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus();
    };
    seek();
  }, [pathname, hash]);
}

/** Focus the new page (or the customer) put somewhere on purpose. */
function keepsFocus(element: Element | null): boolean {
  if (!(element instanceof HTMLElement) || element === document.body || !element.isConnected) return false;
  // A control of the page survived the navigation (a tab) or took the focus (an autofocused box).
  if (element.closest('#main')) return true;
  return element.matches('input:not([type="button"], [type="submit"], [type="checkbox"], [type="radio"]), textarea, select');
}
