import { useMemo } from 'react';
import type { AuthApi } from './auth.ts';
import type { Http } from './http.ts';
import { useHttp } from './http-context.ts';
import type { SiteApi } from './site.ts';

/**
 * The resource modules hold the zod contract; they are loaded on first use so the first paint
 * does not wait for zod. Each loader resolves the module once.
 */
const once = <T,>(load: () => Promise<T>) => {
  let promise: Promise<T> | undefined;
  return () =>
    (promise ??= load().catch((error: unknown) => {
      promise = undefined;
      throw error;
    }));
};

export const loadAuthApi = (http: Http) => once(async () => (await import('./auth.ts')).authApi(http));
export const loadSiteApi = (http: Http) => once(async () => (await import('./site.ts')).siteApi(http));

/** The auth API (login, me, logout) for a component. */
export function useAuthApi(): () => Promise<AuthApi> {
  const http = useHttp();
  return useMemo(() => loadAuthApi(http), [http]);
}

/** The site API (settings, content, warehouses, departures, demo status) for a component. */
export function useSiteApi(): () => Promise<SiteApi> {
  const http = useHttp();
  return useMemo(() => loadSiteApi(http), [http]);
}

export type { AuthApi, SiteApi };
