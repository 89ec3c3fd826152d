import { SESSION_HINT_COOKIE } from './contract/cookies.ts';

// The bearer token lives in local storage under `userToken`, as the company's other apps expect.
export const TOKEN_KEY = 'userToken';
const YEAR_SECONDS = 365 * 24 * 3600;

// The hint cookie says only that a session exists, so the server sends no sign-in page to it.
const setHint = (maxAge: number) => {
  if (typeof document === 'undefined') return;
  document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
};

export const tokenStore = {
  read(): string | null {
    try {
      return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
    } catch {
      return null;
    }
  },
  write(token: string): void {
    globalThis.localStorage?.setItem(TOKEN_KEY, token);
    setHint(YEAR_SECONDS);
  },
  clear(): void {
    globalThis.localStorage?.removeItem(TOKEN_KEY);
    setHint(0);
  },
  /**
   * Calls `onChange` with the stored token whenever another tab of this browser writes or clears
   * it (the `storage` event never fires in the tab that made the change); returns the unsubscribe.
   */
  watch(onChange: (token: string | null) => void): () => void {
    if (typeof window === 'undefined') return () => {};
    const listener = (event: StorageEvent) => {
      // `key` is null when the whole storage was cleared.
      if (event.key !== TOKEN_KEY && event.key !== null) return;
      if (event.storageArea !== globalThis.localStorage) return;
      onChange(tokenStore.read());
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  },
};
