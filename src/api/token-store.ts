import { SESSION_HINT_COOKIE } from './contract/cookies.ts';

// The bearer token lives in local storage under `userToken`, as the company's other apps expect.
const TOKEN_KEY = 'userToken';
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
};
