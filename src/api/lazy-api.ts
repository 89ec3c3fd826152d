import type { AuthApi } from './auth.ts';
import type { Http } from './http.ts';
import type { NoticesApi } from './notices.ts';
import type { SiteApi } from './site.ts';

/**
 * The resource modules hold the zod contract; these are loaded on first use so the first
 * paint does not wait for zod. Each loader resolves the module once. In a component:
 * `const site = useApi(loadSiteApi)` (use-api.ts), then `(await site()).warehouses()`.
 */
const once = <T,>(load: () => Promise<T>) => {
  let promise: Promise<T> | undefined;
  return () =>
    (promise ??= load().catch((error: unknown) => {
      promise = undefined;
      throw error;
    }));
};

/** The auth API (login, me, logout), loaded on first use. */
export const loadAuthApi = (http: Http): (() => Promise<AuthApi>) =>
  once(async () => (await import('./auth.ts')).authApi(http));
/** The site API (settings, content, warehouses, departures), loaded on first use. */
export const loadSiteApi = (http: Http): (() => Promise<SiteApi>) =>
  once(async () => (await import('./site.ts')).siteApi(http));

/** The notices API, loaded on first use: the header's bell asks it, and the shell stays small. */
export const loadNoticesApi = (http: Http): (() => Promise<NoticesApi>) =>
  once(async () => (await import('./notices.ts')).noticesApi(http));

export type { AuthApi, NoticesApi, SiteApi };
