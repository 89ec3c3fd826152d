// The shared tracking page's answer, checked (docs/product.md#shared-tracking): the zod part of its
// one call, loaded beside the call (src/api/track.ts) rather than before the page's first paint.
import { ApiError, parseRetryAfter } from './api-error.ts';
import { SharedTrackingResponseSchema, type SharedTracking } from './contract/shared-tracking.ts';
import { errorFromAnswer } from './upload.ts';

/** The tracking of an answer to GET api/track/{token}, or its ApiError (NOT_FOUND, TOO_MANY_REQUESTS…). */
export function readSharedTracking(response: Response, body: unknown): SharedTracking {
  if (!response.ok) {
    throw errorFromAnswer(response.status, body, response.statusText, parseRetryAfter(response.headers.get('Retry-After'), Date.now()));
  }
  const parsed = SharedTrackingResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiError('INVALID_RESPONSE', response.status, 'Unexpected answer from api/track');
  return parsed.data.data;
}
