import { ApiError } from './api-error.ts';
import type { Http, HttpConfig } from './http.ts';

/**
 * The portal's HTTP client, loaded on its first call: ofetch and the zod contract are not needed
 * to paint the first screen, so they stay out of the entry chunk (the sign-in page's budget).
 */
export function createDeferredHttp(config: HttpConfig): Http {
  let http: Promise<Http> | undefined;
  const load = () =>
    (http ??= import('./http.ts').then(
      (module) => module.createHttp(config),
      (error: unknown) => {
        http = undefined; // a later call tries again
        throw new ApiError('NETWORK_ERROR', 0, error instanceof Error ? error.message : String(error));
      },
    ));
  return {
    request: async (schema, path, options) => (await load()).request(schema, path, options),
    send: async (path, options) => (await load()).send(path, options),
    upload: async (schema, path, body, options) => (await load()).upload(schema, path, body, options),
  };
}
