import type { ErrorCode, ErrorMeta, FieldErrors } from './contract/envelope.ts';

/** Codes the server sends, plus the two the client itself can meet. */
// EMAIL_TAKEN: the portal's name for the server's taken-e-mail FAILED_VALIDATION (src/api/accounts.ts).
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'INVALID_RESPONSE' | 'EMAIL_TAKEN';

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  /**
   * How long the server asked to wait before trying again (its `Retry-After`, in seconds; a
   * TOO_MANY_REQUESTS carries it, docs/product.md#rate-limits); null when it did not say.
   */
  readonly retryAfterSeconds: number | null;
  /**
   * What a code's refusal says of it (docs/product.md#responses): PIN_ACCESS_REQUIRED's `sent` and
   * `resend_in_seconds`, INVALID_PIN's `tries_left`; empty when the server said nothing.
   */
  readonly meta: ErrorMeta;

  constructor(
    code: ApiErrorCode,
    status: number,
    message: string,
    fieldErrors: FieldErrors = {},
    retryAfterSeconds: number | null = null,
    meta: ErrorMeta = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = retryAfterSeconds;
    this.meta = meta;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/**
 * A `Retry-After` header in seconds from now: either form HTTP allows (a number of seconds, or a
 * date); null when there is none or it cannot be read.
 */
export function parseRetryAfter(header: string | null | undefined, now: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}
