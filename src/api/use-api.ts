import type { Http } from './http.ts';
import { useHttp } from './http-context.ts';

/** What builds an API over the portal's client: a resource module's `packagesApi`, or a lazy loader of lazy-api.ts. */
export type ApiFactory<T> = (http: Http) => T;

const built = new WeakMap<Http, Map<ApiFactory<unknown>, unknown>>();

/** The API `factory` builds over `http`, built once per client and shared by every caller. */
function apiOf<T>(http: Http, factory: ApiFactory<T>): T {
  let apis = built.get(http);
  if (!apis) built.set(http, (apis = new Map()));
  if (!apis.has(factory)) apis.set(factory, factory(http));
  return apis.get(factory) as T;
}

/**
 * The one way a component gets an API: `useApi(packagesApi)`, or `useApi(loadSiteApi)` for the
 * modules loaded on first use (lazy-api.ts). The same object for every render and every
 * component while the client is the same, so it can sit in a hook's dependencies.
 */
export function useApi<T>(factory: ApiFactory<T>): T {
  return apiOf(useHttp(), factory);
}
