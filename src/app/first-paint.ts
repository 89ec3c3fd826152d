// The prerendered sign-in needs no script to be seen, so its code waits for the page's first paint:
// a fresh renderer process (after the COOP header's switch of browsing context group) can hold
// its first frame while React arrives and evaluates, and the page would be painted only after
// code it does not need (docs/architecture.md#the-first-screen-on-any-host).
import { APP_FIRST_CLASS } from '../api/contract/page.ts';

/** Whether the page on screen is the prerendered sign-in (src/app/first-screen-mark.ts did not hide it). */
export function prerenderedSignInShown(): boolean {
  const root = document.getElementById('root');
  return Boolean(root?.dataset.prerendered) && !document.documentElement.classList.contains(APP_FIRST_CLASS);
}

/** The longest the code waits for a paint the browser may never report. */
const FIRST_PAINT_WAIT_MS = 1_000;

/**
 * Resolves once the page has painted its first content; at once where that cannot be told or will
 * not come soon (a hidden tab paints nothing until shown), and after FIRST_PAINT_WAIT_MS at most.
 */
export function afterFirstPaint(): Promise<void> {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  const observable = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (document.visibilityState === 'hidden' || !observable || painted()) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', done);
      resolve();
    };
    const timer = setTimeout(done, FIRST_PAINT_WAIT_MS);
    const observer = new PerformanceObserver(() => {
      if (painted()) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', done);
  });
}
