// The demo customer's session as the portal keeps it, put into a page the bench opens.
import { SESSION_HINT_COOKIE } from '../../src/api/contract/cookies.ts';
import { TOKEN_STORAGE_KEY } from './routes.ts';

/** Runs in the page: the token in local storage and the session hint cookie, as tokenStore.write sets them. */
export const storeSignedIn = ([key, value, hint]: readonly string[]): void => {
  window.localStorage.setItem(key!, value!);
  document.cookie = `${hint}=1; Path=/; SameSite=Lax`;
};

/** `storeSignedIn`'s argument for `token`. */
export const signedInWith = (token: string): string[] => [TOKEN_STORAGE_KEY, token, SESSION_HINT_COOKIE];
