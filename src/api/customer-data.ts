import { CUSTOMER_DATA_CACHE_PREFIX } from './contract/offline-data.ts';

/**
 * Deletes every customer's answers the service worker kept (docs/product.md#offline-reading): at
 * sign-out, when the session ends (a 401) and when another customer signs in on this phone. The
 * worker also deletes a token's own answers when the server refuses it.
 */
export async function forgetCustomerData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(CUSTOMER_DATA_CACHE_PREFIX)).map((name) => caches.delete(name)));
}
