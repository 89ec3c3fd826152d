import { useEffect, useState } from 'react';

const IDLE_TIMEOUT_MS = 2000;

/**
 * True once the browser has had an idle moment after the first render (at the latest after 2 s):
 * decorative or rarely needed parts wait for it, so they never compete with the first screen.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => onIdle(() => setIdle(true)), []);
  return idle;
}

/** Calls `run` at the browser's next idle moment (at the latest after 2 s); returns a cancel. */
export function onIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1);
  return () => clearTimeout(handle);
}
