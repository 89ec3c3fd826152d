// Every rate limit of docs/product.md#rate-limits, each a setting (an environment variable of the same name) with
// this default, so a test server can give its own accounts room.
import type { Clock } from './clock.ts';
import type { Limits } from './http/env.ts';
import { createRateLimiter } from './http/rate-limit.ts';

/** Wrong sign-ins per e-mail and, apart, per caller address; reset-password and users count alike. */
export const LOGIN_ATTEMPTS = 10;
export const LOGIN_WINDOW_MINUTES = 15;
/** Wrong PIN codes per caller address, over every e-mail (each code also has its own tries). */
export const PIN_GRANT_ATTEMPTS = 30;
export const PIN_GRANT_WINDOW_MINUTES = 15;
/** Code e-mails per e-mail address and hour, over both purposes (each also waits PIN_RESEND_SECONDS). */
export const PIN_MAILS_PER_HOUR = 5;
/** Wrong current passwords per account on a password change (a stolen token cannot guess the password). */
export const CHANGE_PASSWORD_ATTEMPTS = 5;
export const CHANGE_PASSWORD_WINDOW_MINUTES = 15;
/** Upload attempts (pre-alert bills, proofs of payment, profile pictures) per customer and hour. */
export const UPLOADS_PER_HOUR = 30;
/** Quotes per customer and minute: the calculator asks as the customer types (debounced). */
export const QUOTES_PER_MINUTE = 60;
/** Shipment requests (and their cancellations) per customer and hour. */
export const SHIPMENT_REQUESTS_PER_HOUR = 20;

export const RATE_LIMIT_DEFAULTS = {
  LOGIN_ATTEMPTS,
  PIN_GRANT_ATTEMPTS,
  PIN_MAILS_PER_HOUR,
  CHANGE_PASSWORD_ATTEMPTS,
  UPLOADS_PER_HOUR,
  QUOTES_PER_MINUTE,
  SHIPMENT_REQUESTS_PER_HOUR,
};
export type RateLimitSettings = Record<keyof typeof RATE_LIMIT_DEFAULTS, number>;

export function createLimits(settings: Partial<RateLimitSettings> | undefined, clock: Clock): Limits {
  const limit = { ...RATE_LIMIT_DEFAULTS, ...settings };
  const login = () => createRateLimiter({ limit: limit.LOGIN_ATTEMPTS, windowMinutes: LOGIN_WINDOW_MINUTES, clock });
  return {
    login: login(),
    register: login(),
    resetPassword: login(),
    pinGrant: createRateLimiter({ limit: limit.PIN_GRANT_ATTEMPTS, windowMinutes: PIN_GRANT_WINDOW_MINUTES, clock }),
    pinMail: createRateLimiter({ limit: limit.PIN_MAILS_PER_HOUR, windowMinutes: 60, clock }),
    changePassword: createRateLimiter({ limit: limit.CHANGE_PASSWORD_ATTEMPTS, windowMinutes: CHANGE_PASSWORD_WINDOW_MINUTES, clock }),
    uploads: createRateLimiter({ limit: limit.UPLOADS_PER_HOUR, windowMinutes: 60, clock }),
    quotes: createRateLimiter({ limit: limit.QUOTES_PER_MINUTE, windowMinutes: 1, clock }),
    shipmentRequests: createRateLimiter({ limit: limit.SHIPMENT_REQUESTS_PER_HOUR, windowMinutes: 60, clock }),
  };
}
