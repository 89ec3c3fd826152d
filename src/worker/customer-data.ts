// The customer's answers the service worker keeps for reading offline (docs/product.md#offline-reading):
// every authorised GET goes to the network; its answer is kept in a cache of that token's own, and
// served from there only when the network fails. Nothing here knows the page, so the unit tests
// (tests/worker/customer-data.test.ts) give it a fake CacheStorage and fetch.
import {
  CUSTOMER_DATA_ENTRIES_MAX,
  customerDataCacheName,
  FORGOTTEN_CACHES,
  forgottenEntry,
  KEPT_FIRST_HEADER,
  NO_SERVER_STATUSES,
  STORED_AT_HEADER,
} from '../api/contract/offline-data.ts';

export type CustomerDataDeps = {
  caches: Pick<CacheStorage, 'open' | 'delete' | 'has'>;
  fetch: (request: Request) => Promise<Response>;
  now: () => number;
  /** Work that may finish after the answer went to the page (a FetchEvent's waitUntil). */
  waitUntil: (work: Promise<unknown>) => void;
};

/** The portal forgot this cache's token: nothing may be kept for it again. */
async function forgotten(deps: CustomerDataDeps, cacheName: string): Promise<boolean> {
  if (!(await deps.caches.has(FORGOTTEN_CACHES))) return false;
  return (await (await deps.caches.open(FORGOTTEN_CACHES)).match(forgottenEntry(cacheName))) !== undefined;
}

/** The token a request carries (`Authorization: Bearer …`), if any. */
function bearerOf(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1] ?? null;
}

/**
 * One answer per address and language: the server words what it sends in the request's language
 * (docs/product.md#languages), so a Spanish copy is never shown as the English one.
 */
export function customerDataKey(url: string, language: string | null): string {
  const key = new URL(url);
  key.hash = '';
  key.searchParams.set('__language', (language ?? '').split(',')[0]!.trim().toLowerCase());
  return key.href;
}

const isJson = (answer: Response) => (answer.headers.get('Content-Type') ?? '').includes('json');

/** The answer as kept: its body and type, the time it came, no transfer headers of the original. */
async function keptCopy(answer: Response, now: number): Promise<Response> {
  const headers = new Headers({ 'Content-Type': answer.headers.get('Content-Type') ?? 'application/json' });
  headers.set(STORED_AT_HEADER, new Date(now).toISOString());
  return new Response(await answer.arrayBuffer(), { status: answer.status, statusText: answer.statusText, headers });
}

async function keep(deps: CustomerDataDeps, cacheName: string, key: string, answer: Response): Promise<void> {
  // An answer that was on its way when its customer signed out.
  if (await forgotten(deps, cacheName)) return;
  const copy = await keptCopy(answer, deps.now());
  const cache = await deps.caches.open(cacheName);
  await cache.put(key, copy);
  // Forgotten while this was being written: what it wrote goes too.
  if (await forgotten(deps, cacheName)) {
    await deps.caches.delete(cacheName);
    return;
  }
  // `put` moves a key to the end: the first keys are the longest unrefreshed.
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - CUSTOMER_DATA_ENTRIES_MAX)).map((old) => cache.delete(old)));
}

async function keptAnswer(deps: CustomerDataDeps, cacheName: string, key: string): Promise<Response | undefined> {
  // `has` first: opening a cache that is not there would create it.
  if (!(await deps.caches.has(cacheName))) return undefined;
  return (await deps.caches.open(cacheName)).match(key);
}

/** The kept copy, marked as served first (the page asks the network again at once). */
function keptFirst(kept: Response): Response {
  const headers = new Headers(kept.headers);
  headers.set(KEPT_FIRST_HEADER, '1');
  return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
}

/** The request as the server gets it: without the worker's own header. */
function forTheNetwork(request: Request): Request {
  if (!request.headers.has(KEPT_FIRST_HEADER)) return request;
  const headers = new Headers(request.headers);
  headers.delete(KEPT_FIRST_HEADER);
  return new Request(request, { headers });
}

/**
 * An authorised GET of the API: the network's answer, kept when it is a success; the kept copy when
 * the network fails or no server answers; and a 401 forgets everything kept for that token. Asked
 * with KEPT_FIRST_HEADER, the kept copy at once when there is one.
 */
export async function answerCustomerData(request: Request, deps: CustomerDataDeps): Promise<Response> {
  const token = bearerOf(request);
  if (!token || request.method !== 'GET') return deps.fetch(forTheNetwork(request));
  const cacheName = await customerDataCacheName(token);
  const key = customerDataKey(request.url, request.headers.get('Accept-Language'));
  if (request.headers.has(KEPT_FIRST_HEADER)) {
    const kept = await keptAnswer(deps, cacheName, key);
    if (kept) return keptFirst(kept);
  }
  let answer: Response;
  try {
    answer = await deps.fetch(forTheNetwork(request));
  } catch (error) {
    const kept = await keptAnswer(deps, cacheName, key);
    if (kept) return kept;
    throw error;
  }
  if (answer.status === 401) {
    await deps.caches.delete(cacheName);
    return answer;
  }
  if (NO_SERVER_STATUSES.includes(answer.status)) return (await keptAnswer(deps, cacheName, key)) ?? answer;
  if (answer.ok && isJson(answer)) deps.waitUntil(keep(deps, cacheName, key, answer.clone()).catch(() => {}));
  return answer;
}
