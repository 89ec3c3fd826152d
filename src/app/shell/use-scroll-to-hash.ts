import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long the page may still be settling (its cards loading) after the target appears. */
const SETTLE_MS = 2000;
/** How long to wait for the target to appear (the page's code or data loading). */
const APPEAR_MS = 5000;

/**
 * Brings the element an address's #hash names (the account menu's agents card) into view, and
 * moves the focus there. The cards above it grow as their data arrives, so the target is kept in
 * view until the page settles, or until the customer scrolls or types.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const started = performance.now();
    let frame = 0;
    let observer: ResizeObserver | undefined;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      clearTimeout(settle);
      for (const type of ['wheel', 'touchmove', 'keydown'] as const) window.removeEventListener(type, stop);
    };
    const seek = () => {
      const target = document.getElementById(id);
      if (!target) {
        if (performance.now() - started < APPEAR_MS) frame = requestAnimationFrame(seek);
        return;
      }
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      target.scrollIntoView({ block: 'start' });
      const main = target.closest('main') ?? document.body;
      observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => target.scrollIntoView({ block: 'start' })) : undefined;
      observer?.observe(main);
      settle = setTimeout(stop, SETTLE_MS);
      for (const type of ['wheel', 'touchmove', 'keydown'] as const) window.addEventListener(type, stop, { passive: true });
    };
    seek();
    return stop;
  }, [hash, key]);
}
