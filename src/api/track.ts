// The shared tracking page's one call (docs/product.md#shared-tracking): a plain fetch, without a
// token or the portal's client, so the page loads none of the signed-in code.
import { ApiError, parseRetryAfter } from './api-error.ts';
import { apiBaseUrl } from './base-url.ts';
import { ErrorBodySchema } from './contract/envelope.ts';
import { SharedTrackingResponseSchema, type SharedTracking } from './contract/shared-tracking.ts';
import { apiHeaders, apiUrl } from './request-parts.ts';

/** GET api/track/{token}, in `language`; fails with an ApiError (NOT_FOUND, TOO_MANY_REQUESTS, NETWORK_ERROR…). */
export async function fetchSharedTracking(token: string, language: string, fetcher: typeof fetch = fetch): Promise<SharedTracking> {
  let response: Response;
  try {
    response = await fetcher(apiUrl(apiBaseUrl(), `api/track/${encodeURIComponent(token)}`), { headers: apiHeaders(language, null) });
  } catch (error) {
    throw new ApiError('NETWORK_ERROR', 0, error instanceof Error ? error.message : String(error));
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = ErrorBodySchema.safeParse(body);
    const retryAfter = parseRetryAfter(response.headers.get('Retry-After'), Date.now());
    if (error.success) throw new ApiError(error.data.code, response.status, error.data.message, error.data.errors, retryAfter);
    throw new ApiError(response.status >= 500 ? 'SERVER_ERROR' : 'INVALID_RESPONSE', response.status, response.statusText);
  }
  const parsed = SharedTrackingResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiError('INVALID_RESPONSE', response.status, 'Unexpected answer from api/track');
  return parsed.data.data;
}
