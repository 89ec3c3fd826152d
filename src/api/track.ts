// The shared tracking page's one call (docs/product.md#shared-tracking): a plain fetch, without a
// token or the portal's client, so the page loads none of the signed-in code.
import { ApiError } from './api-error.ts';
import { apiBaseUrl } from './base-url.ts';
import type { SharedTracking } from './contract/shared-tracking.ts';
import { apiHeaders, apiUrl, REQUEST_TIMEOUT_MS } from './request-parts.ts';

/** GET api/track/{token}, in `language`; fails with an ApiError (NOT_FOUND, TOO_MANY_REQUESTS, NETWORK_ERROR…). */
export async function fetchSharedTracking(token: string, language: string, fetcher: typeof fetch = fetch): Promise<SharedTracking> {
  // zod comes with the check of the answer, on its way while the call is: the page's first paint does not wait for it.
  const reading = import('./track-answer.ts');
  // Awaited below; a call that fails first must not leave its failure unhandled.
  reading.catch(() => undefined);
  let response: Response;
  try {
    // A stalled phone connection ends as the portal's calls do, with "Try again", not a spinner forever.
    response = await fetcher(apiUrl(apiBaseUrl(), `api/track/${encodeURIComponent(token)}`), {
      headers: apiHeaders(language, null),
      // Older phone browsers lack AbortSignal.timeout: they wait as long as the connection does.
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(REQUEST_TIMEOUT_MS) : undefined,
    });
  } catch (error) {
    throw new ApiError('NETWORK_ERROR', 0, error instanceof Error ? error.message : String(error));
  }
  const body: unknown = await response.json().catch(() => undefined);
  return (await reading).readSharedTracking(response, body);
}
