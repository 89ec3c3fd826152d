// TOO_MANY_REQUESTS with a Retry-After header, for the rate limits of sign-in and PIN codes.
import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import type { RateLimiter } from '../http/rate-limit.ts';

export function tooManyRequests(c: Context<AppEnv>, retryAfterSeconds: number): ApiError {
  c.header('Retry-After', String(Math.max(1, retryAfterSeconds)));
  return new ApiError('TOO_MANY_REQUESTS');
}

/** Throws TOO_MANY_REQUESTS when the key has used up its attempts in the limiter's window. */
export function refuseWhenLimited(c: Context<AppEnv>, limiter: RateLimiter, key: string): void {
  if (limiter.isLimited(key)) throw tooManyRequests(c, limiter.retryAfterSeconds(key));
}
