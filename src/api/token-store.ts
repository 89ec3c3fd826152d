// The bearer token lives in local storage under `userToken`, as the company's other apps expect.
const TOKEN_KEY = 'userToken';

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
  },
  clear(): void {
    globalThis.localStorage?.removeItem(TOKEN_KEY);
  },
};
