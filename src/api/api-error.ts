import type { ErrorCode, FieldErrors } from './contract/envelope.ts';

/** Codes the server sends, plus the two the client itself can meet. */
// EMAIL_TAKEN: the portal's name for the server's taken-e-mail FAILED_VALIDATION (src/api/accounts.ts).
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'INVALID_RESPONSE' | 'EMAIL_TAKEN';

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly fieldErrors: FieldErrors;

  constructor(code: ApiErrorCode, status: number, message: string, fieldErrors: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
