import type { Http } from './http.ts';
import { ApiError, isApiError } from './api-error.ts';
import { EMAIL_TAKEN_MESSAGES, ResetPasswordResponseSchema, UserResponseSchema } from './contract/auth.ts';

const TAKEN_TEXTS: readonly string[] = Object.values(EMAIL_TAKEN_MESSAGES);

/**
 * A taken e-mail comes back as FAILED_VALIDATION with a known text on `email` (in either
 * language, as the company's backend sends it); the flows see it as EMAIL_TAKEN.
 */
function asEmailTaken(error: unknown): unknown {
  if (!isApiError(error) || error.code !== 'FAILED_VALIDATION') return error;
  const taken = (error.fieldErrors.email ?? []).some((text) => TAKEN_TEXTS.includes(text));
  return taken ? new ApiError('EMAIL_TAKEN', error.status, error.message, error.fieldErrors) : error;
}

/** A new password, with the digits of the granted code that allows it (docs/product.md#calls). */
export type NewPassword = { email: string; pin: string; password: string };

const newPasswordBody = ({ email, pin, password }: NewPassword) => ({ email, pin, password, password_confirmation: password });

/** Creating an account and resetting its password (both need a granted code and its digits). */
export const accountsApi = (http: Http) => ({
  register: async (request: NewPassword) => {
    try {
      return (await http.request(UserResponseSchema, 'api/users', { method: 'POST', body: newPasswordBody(request) })).data;
    } catch (error) {
      throw asEmailTaken(error);
    }
  },
  resetPassword: async (request: NewPassword) =>
    (await http.request(ResetPasswordResponseSchema, 'api/auth/reset-password', { method: 'POST', body: newPasswordBody(request) })).data,
});
