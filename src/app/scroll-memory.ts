// Where each page of the tab's history was scrolled to (docs/product.md#steps-and-history): Back
// returns a list to the card the customer left it at, once its rows are there again; a new page
// opens at its top. The browser's own restoration runs at popstate, before a list has its rows,
// so it always landed at the top.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { keepTabValue, readTabValue } from '../lib/tab-storage.ts';

/** The pages remembered, the newest kept (sessionStorage: a reload keeps them, another tab has its own). */
export const SCROLL_MEMORY_ENTRIES = 50;
/** How long a page returned to may take to grow tall enough for its old place (a list on a slow network). */
const RESTORE_WITHIN_MS = 10_000;
const STORAGE_KEY = 'casillero.scroll';

/** [history entry's key, its top], oldest first (an array: an object would put number-like keys first). */
type Positions = [string, number][];

const isPositions = (stored: unknown): stored is Positions =>
  Array.isArray(stored) && stored.every((entry) => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number');
const readPositions = (): Positions => readTabValue(STORAGE_KEY, (stored) => (isPositions(stored) ? stored : null)) ?? [];

/** The positions with `key`'s, newest last, the oldest dropped past SCROLL_MEMORY_ENTRIES. */
export function withPosition(positions: Positions, key: string, top: number): Positions {
  const others = positions.filter(([entry]) => entry !== key).slice(-(SCROLL_MEMORY_ENTRIES - 1));
  return [...others, [key, Math.round(top)]];
}

/** In memory as the customer scrolls; stored at each page change and when the tab is left. */
let positions: Positions | null = null;
const known = (): Positions => (positions ??= readPositions());
const positionOf = (key: string): number => known().find(([entry]) => entry === key)?.[1] ?? 0;

const store = (): void => keepTabValue(STORAGE_KEY, known());

/**
 * Scrolls to `top` once the page is tall enough for it, trying each frame for a while; a customer
 * who scrolls or touches first keeps their own place.
 */
function restore(top: number): () => void {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('keydown', stop);
  };
  const step = () => {
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if (room >= top || performance.now() - started > RESTORE_WITHIN_MS) {
      window.scrollTo(0, Math.min(top, room));
      stop();
      return;
    }
    frame = requestAnimationFrame(step);
  };
  window.addEventListener('wheel', stop, { passive: true });
  window.addEventListener('touchstart', stop, { passive: true });
  window.addEventListener('keydown', stop);
  step();
  return stop;
}

/** Keeps each history entry's scroll position, and puts it back on Back and Forward. */
export function useScrollMemory(): void {
  const { key, hash } = useLocation();
  const action = useNavigationType();
  // The entry on screen, switched as its page is committed: a scroll that follows (the new page's
  // own, or the old one's height cut) is the new entry's, however late React runs its effects.
  const onScreen = useRef(key);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const onScroll = () => {
      positions = withPosition(known(), onScreen.current, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', store);
    };
  }, []);

  useLayoutEffect(() => {
    onScreen.current = key;
    store();
    // An address with a #hash is brought to its element (src/app/shell/use-scroll-to-hash.ts).
    if (hash) return undefined;
    if (action === 'POP') return restore(positionOf(key));
    // A new page opens at its top; a step's choice written into the address (REPLACE) stays put.
    if (action === 'PUSH') window.scrollTo(0, 0);
    return undefined;
  }, [key, action, hash]);
}
