// The warehouse API's keys (docs/product.md#the-warehouse-api): `Authorization: Bearer <key>` with
// one of WAREHOUSE_API_KEYS. A customer's token is no key, and a key is no customer's token (the
// customers' routes look tokens up in their own table, where no key is).
import { createHash, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { countAttempt } from '../auth/throttle.ts';
import { bearerToken } from '../auth/bearer.ts';
import type { AppEnv } from '../foundation/env.ts';
import { ApiError } from '../foundation/errors.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether `sent` is one of `keys`. Digests have one length, so timingSafeEqual compares them
 * whatever was sent, and every key is compared: the time taken tells nothing of which, or how
 * much of one, matched.
 */
function isWarehouseKey(sent: string, keys: readonly string[]): boolean {
  const given = digest(sent);
  let found = false;
  for (const key of keys) found = timingSafeEqual(given, digest(key)) || found;
  return found;
}

/**
 * NOT_FOUND, as any unknown route, when no key is set; AUTHENTICATION_EXCEPTION, as a bad token
 * on the customers' routes, without one of the keys; then the call counted against its key's
 * limit, before any work.
 */
export const requireWarehouseKey = createMiddleware<AppEnv>(async (c, next) => {
  const keys = c.get('deps').warehouseApiKeys ?? [];
  if (keys.length === 0) throw new ApiError('NOT_FOUND');
  const sent = bearerToken(c);
  if (!sent || !isWarehouseKey(sent, keys)) throw new ApiError('AUTHENTICATION_EXCEPTION');
  // The key itself is never written to the database: its digest names its count.
  await countAttempt(c, [{ limit: c.get('limits').warehouse, key: digest(sent).toString('hex').slice(0, 32) }]);
  await next();
});
