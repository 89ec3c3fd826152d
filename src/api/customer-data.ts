import {
  CUSTOMER_DATA_CACHE_PREFIX,
  customerDataCacheName,
  FORGOTTEN_CACHES,
  FORGOTTEN_CACHES_MAX,
  forgottenEntry,
} from './contract/offline-data.ts';

/**
 * Deletes every customer's answers the service worker kept (docs/product.md#offline-reading): at
 * sign-out, when the session ends (a 401) and when another customer signs in on this phone, but
 * `kept`'s, the token just stored. The worker also deletes a token's own answers when the server
 * refuses it. Each cache, and `dropped`'s (the token just forgotten, whose cache an answer still on
 * its way could open), is first marked forgotten, so the worker never keeps anything for it again.
 */
export async function forgetCustomerData({ dropped = null, kept = null }: { dropped?: string | null; kept?: string | null } = {}): Promise<void> {
  if (typeof caches === 'undefined') return;
  const keptName = kept ? await customerDataCacheName(kept) : null;
  const names = (await caches.keys()).filter((name) => name.startsWith(CUSTOMER_DATA_CACHE_PREFIX) && name !== keptName);
  const forgotten = dropped ? [...names, await customerDataCacheName(dropped)] : names;
  const graves = await caches.open(FORGOTTEN_CACHES);
  await Promise.all(forgotten.map((name) => graves.put(forgottenEntry(name), new Response(''))));
  const marked = await graves.keys();
  await Promise.all(marked.slice(0, Math.max(0, marked.length - FORGOTTEN_CACHES_MAX)).map((old) => graves.delete(old)));
  await Promise.all(names.map((name) => caches.delete(name)));
}
