// What the service worker (src/worker/) and the portal agree on about the customer's answers it
// keeps for reading offline (docs/product.md#offline-reading).

/** The service worker's address: at the root, so its scope is the whole portal. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** Every cache of a customer's answers is named with this prefix, then a digest of the token. */
export const CUSTOMER_DATA_CACHE_PREFIX = 'casillero-data-';

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * One token's cache: named by a digest of the token, never the token itself, so another account's
 * token on the same phone can never open it.
 */
export async function customerDataCacheName(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return CUSTOMER_DATA_CACHE_PREFIX + hex(digest).slice(0, 40);
}

/**
 * The names of customers' caches the portal forgot (sign-out, a session ended, another sign-in),
 * one entry each: an answer still on its way for a forgotten token is never kept, so its cache does
 * not come back after the page deleted it. The newest FORGOTTEN_CACHES_MAX are kept (tokens are
 * never reused).
 */
export const FORGOTTEN_CACHES = 'casillero-forgotten';
export const FORGOTTEN_CACHES_MAX = 20;
/** A forgotten cache's entry in FORGOTTEN_CACHES. */
export const forgottenEntry = (cacheName: string): string => `/forgotten/${cacheName}`;

/** The header on an answer the worker served from its copy: when that copy was received (ISO 8601). */
export const STORED_AT_HEADER = 'X-Casillero-Stored-At';

/** At most this many answers are kept per customer; the longest unrefreshed go first. */
export const CUSTOMER_DATA_ENTRIES_MAX = 150;

/**
 * On a request: answer from the kept copy at once if there is one (a return visit's first answers,
 * src/api/early-requests.ts); the portal asks the network again right after. On the answer: it is
 * that kept copy.
 */
export const KEPT_FIRST_HEADER = 'X-Casillero-Kept-First';

/**
 * A proxy's answers when no server is behind it: the worker serves its copy instead, and the portal
 * does not take them for the connection's return.
 */
export const NO_SERVER_STATUSES: readonly number[] = [502, 503, 504];
