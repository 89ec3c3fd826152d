const IDLE_TIMEOUT_MS = 2000;

/** Calls `run` at the browser's next idle moment (at the latest after 2 s); returns a cancel. */
export function onIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1);
  return () => clearTimeout(handle);
}
