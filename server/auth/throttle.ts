// TOO_MANY_REQUESTS with a Retry-After header, and attempts counted before the work they guard.
import type { Context } from 'hono';
import { normalEmail } from '../domain/accounts.ts';
import { clientIp } from '../http/client-ip.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import type { RateLimiter } from '../http/rate-limit.ts';

export function tooManyRequests(c: Context<AppEnv>, retryAfterSeconds: number): ApiError {
  c.header('Retry-After', String(Math.max(1, retryAfterSeconds)));
  return new ApiError('TOO_MANY_REQUESTS');
}

/** An attempt already counted: `succeeded` gives it back, `clear` ends the keys' windows. */
export type Attempt = { succeeded(): void; clear(): void };

/**
 * Counts an attempt against every key (e-mail, client address…) before the work is done, so
 * parallel requests cannot all pass the check while the first is still being checked. Refused
 * (and not counted) when any key has used up its attempts. Synchronous: no request runs between
 * the check and the count.
 */
export function countAttempt(c: Context<AppEnv>, limiter: RateLimiter, keys: string[]): Attempt {
  const limited = keys.filter((key) => limiter.isLimited(key));
  if (limited.length) throw tooManyRequests(c, Math.max(...limited.map((key) => limiter.retryAfterSeconds(key))));
  keys.forEach((key) => limiter.hit(key));
  return {
    succeeded: () => keys.forEach((key) => limiter.giveBack(key)),
    clear: () => keys.forEach((key) => limiter.reset(key)),
  };
}

/** Sign-ins, sign-ups and resets count per e-mail and, apart, per caller address (whatever e-mails it tries). */
export const accountKeys = (c: Context<AppEnv>, email: string) => [`email:${normalEmail(email)}`, `address:${clientIp(c)}`];
