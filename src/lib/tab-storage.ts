// What one tab keeps for itself across a reload (session storage: another tab has its own, and
// closing the tab forgets it): scroll places, a form's draft, consolidation's options.

/**
 * The value kept under `key`, as `check` reads it (null for anything it does not accept); null too
 * when there is none, it is not JSON, or the browser refuses storage.
 */
export function readTabValue<T>(key: string, check: (stored: unknown) => T | null): T | null {
  try {
    const stored = sessionStorage.getItem(key);
    return stored === null ? null : check(JSON.parse(stored));
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`, or forgets it (null). Storage full or refused: nothing is kept, as without it. */
export function keepTabValue(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing depends on it but a reload.
  }
}
