// TOO_MANY_REQUESTS with a Retry-After header, and attempts counted before the work they guard.
import type { Context } from 'hono';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { normalEmail } from '../rules/email.ts';
import { clientIp } from '../foundation/client-ip.ts';
import type { AppEnv } from '../foundation/env.ts';
import { ApiError } from '../foundation/errors.ts';
import type { AccountLimits, RateLimit } from '../rate-limits.ts';

export function tooManyRequests(c: Context<AppEnv>, retryAfterSeconds: number): ApiError {
  c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  return new ApiError('TOO_MANY_REQUESTS');
}

/** A key of a limit: what one attempt is counted under. */
export type Counted = { limit: RateLimit; key: string };

/** An attempt already counted: `succeeded` gives it back, `clear` ends the keys' windows. */
export type Attempt = { succeeded(): Promise<void>; clear(): Promise<void> };

const each = async (keys: Counted[], run: (counted: Counted) => Promise<unknown>) => {
  await Promise.all(keys.map(run));
};

/**
 * Counts an attempt against every key (e-mail, client address…) before the work is done: each
 * count is one atomic statement in the database, so parallel requests, on this server or another,
 * cannot all pass while the first is still being checked. The keys are counted in turn and the
 * first one over its limit refuses: the keys before it get their try back, the keys after it are
 * not counted, so a refusal spends no other key's tries (a burst on one e-mail never reaches its
 * address's count).
 */
export async function countAttempt(c: Context<AppEnv>, keys: Counted[]): Promise<Attempt> {
  for (const [i, { limit, key }] of keys.entries()) {
    try {
      await limit.consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      await each(keys.slice(0, i), (counted) => counted.limit.reward(counted.key));
      throw tooManyRequests(c, (await longestWaitMs(refusal, keys.slice(i + 1))) / 1000);
    }
  }
  return {
    succeeded: () => each(keys, ({ limit, key }) => limit.reward(key)),
    clear: () => each(keys, ({ limit, key }) => limit.delete(key)),
  };
}

/** Counts one try of `counted` when it has one left (true), without refusing the request when not (false). */
export async function consumeIfLeft({ limit, key }: Counted): Promise<boolean> {
  try {
    await limit.consume(key);
    return true;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return false;
    throw refusal;
  }
}

/** Retry-After names the longest wait: a key not counted may be over its limit for longer. */
async function longestWaitMs(refusal: RateLimiterRes, uncounted: Counted[]): Promise<number> {
  const states = await Promise.all(uncounted.map(({ limit, key }) => limit.get(key).then((state) => ({ limit, state }))));
  const over = states.flatMap(({ limit, state }) => (state && state.consumedPoints >= limit.points ? [state.msBeforeNext] : []));
  return Math.max(refusal.msBeforeNext, ...over);
}

/** The e-mail's key of an account limit (sign-in, sign-up, reset). */
export const emailKey = (limits: AccountLimits, email: string): Counted => ({ limit: limits.email, key: normalEmail(email) });

/** Sign-ins, sign-ups and resets count per e-mail and, apart, per caller address (whatever e-mails it tries). */
export const accountKeys = (c: Context<AppEnv>, limits: AccountLimits, email: string): Counted[] => [
  emailKey(limits, email),
  { limit: limits.address, key: clientIp(c) },
];

/** A limit counted per signed-in customer (uploads, quotes, shipment requests, password changes). */
export const countPerCustomer = (c: Context<AppEnv>, limit: RateLimit): Promise<Attempt> =>
  countAttempt(c, [{ limit, key: String(c.get('user').id) }]);
