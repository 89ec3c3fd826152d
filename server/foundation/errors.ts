import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_STATUS, type ErrorBody, type ErrorCode, type ErrorMeta, type FieldErrors } from '../../src/api/contract/envelope.ts';
import { pickLanguage } from '../i18n/language.ts';
import { messagesFor } from '../i18n/messages.ts';
import type { AppEnv } from './env.ts';

/** A contract error; thrown anywhere in a handler, rendered by the app's error handler. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly errors?: FieldErrors,
    /** A more precise text than the code's default one, already in the request's language. */
    readonly text?: string,
    /** INVALID_TRANSITION's place in the lifecycle: the status now and those allowed from it. */
    readonly transition?: { current: string; allowed: string[] },
    /** What a code's refusal says of it: PIN_ACCESS_REQUIRED's sent and wait, INVALID_PIN's tries left. */
    readonly meta?: ErrorMeta,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

export function errorResponse(c: Context<AppEnv>, error: ApiError): Response {
  const t = c.get('t') ?? messagesFor(pickLanguage(c.req.header('Accept-Language')));
  const body: ErrorBody = { code: error.code, message: error.text ?? t.errors[error.code] };
  if (error.errors) body.errors = error.errors;
  if (error.transition) Object.assign(body, error.transition);
  if (error.meta) body.meta = error.meta;
  return c.json(body, ERROR_STATUS[error.code] as ContentfulStatusCode);
}

/** How long a client is asked to wait while the database or the file store does not answer. */
const UNAVAILABLE_RETRY_AFTER_S = 5;

/** SERVICE_UNAVAILABLE with its Retry-After: the database or the file store is down for now (docs/product.md#production). */
export function serviceUnavailable(c: Context<AppEnv>, retryAfterSeconds = UNAVAILABLE_RETRY_AFTER_S): ApiError {
  c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  return new ApiError('SERVICE_UNAVAILABLE');
}
