// What a signed-in page waits for starts in the entry, while the rest of the portal's code loads:
// users/me always, and my account's first packages and shipments when that is the page asked for.
// (Before, each waited for the boot, the client and its page's code.) The HTTP client adopts an
// answer when it makes the same request (src/api/early-answer.ts).
import { detectLanguage, readBrowserLanguageSources } from '../i18n/detect-language.ts';
import { PAGE_SIZES } from '../lib/page-sizes.ts';
import { paths } from '../lib/paths.ts';
import { apiBaseUrl } from './base-url.ts';
import { KEPT_FIRST_HEADER } from './contract/offline-data.ts';
import { tokenStore } from './token-store.ts';

export type EarlyRequest = { url: string; token: string; language: string; at: number; answer: Promise<Response> };

/**
 * The requests started by the entry, until the client adopts them, and the stored token the entry
 * read for them (undefined until it ran): the session starts from that same token (startupToken).
 */
export const earlyRequests: { pending: EarlyRequest[]; token?: string | null } = { pending: [] };

/**
 * The token the session starts with: the one the entry's early requests were made with, so that
 * users/me's early answer is adopted (it is kept for its token). Read now if the entry started
 * nothing. A change another tab made in between reaches the session through its watcher (boot.tsx).
 */
export function startupToken(): string | null {
  return earlyRequests.token === undefined ? tokenStore.read() : earlyRequests.token;
}

/**
 * My account's first page of packages and of shipments, as its cards ask for them
 * (src/features/account/); /home opens my account.
 */
const ACCOUNT_FIRST_PAGES = [
  `api/packages?page=1&page_size=${PAGE_SIZES.accountPackages}`,
  `api/shipments?page=1&page_size=${PAGE_SIZES.accountShipments}`,
];

/** Starts users/me, and what the page at `pathname` shows first, if there is a stored session. */
export function startEarlyRequests(pathname: string): void {
  const token = tokenStore.read();
  earlyRequests.token = token;
  if (!token) return;
  // The client's URL and headers (request-parts.ts), written out: this runs on the first screen,
  // whose code has its budget. tests/api/early-requests.test.ts checks that the client adopts them.
  const base = apiBaseUrl().replace(/\/+$/, '');
  const language = detectLanguage(readBrowserLanguageSources());
  const account = pathname === paths.home || pathname === paths.myAccount;
  // A return visit the service worker serves: what the customer last saw, at once; the client asks
  // the network right after (src/api/connectivity.ts). Without the worker, no header to send.
  const keptFirst: Record<string, string> = globalThis.navigator?.serviceWorker?.controller ? { [KEPT_FIRST_HEADER]: '1' } : {};
  earlyRequests.pending = ['api/users/me', ...(account ? ACCOUNT_FIRST_PAGES : [])].map((path) => {
    const url = `${base}/${path}`;
    const answer = fetch(url, {
      headers: { 'Accept-Language': language, Accept: 'application/json', Authorization: `Bearer ${token}`, ...keptFirst },
    });
    answer.catch(() => {}); // a failure is the client's to report, when it adopts the answer
    return { url, token, language, at: Date.now(), answer };
  });
}
