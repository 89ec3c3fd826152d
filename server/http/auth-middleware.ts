import { createMiddleware } from 'hono/factory';
import { bearer, bearerToken } from '../auth/bearer.ts';
import { findTokenUser } from '../auth/tokens.ts';
import type { AppEnv, AuthUser } from '../foundation/env.ts';
import { ApiError } from '../foundation/errors.ts';

async function authenticate(header: string | undefined, deps: AppEnv['Variables']['deps']): Promise<AuthUser | null | undefined> {
  if (header === undefined) return undefined;
  const token = bearer(header);
  return token ? findTokenUser(deps.db, token, deps.clock.now()) : null;
}

/** 401 AUTHENTICATION_EXCEPTION unless a live token is sent (revoked, idle or too old are not). */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const user = await authenticate(c.req.header('Authorization'), c.get('deps'));
  if (!user) throw new ApiError('AUTHENTICATION_EXCEPTION');
  c.set('user', user);
  await next();
});

/**
 * For a route whose one query checks the token itself, beside what it reads (a list of the
 * caller's records, callersPage in server/domain/own-page.ts): a request without a bearer token is
 * refused here; the query's answer says whether the token is live, with the same rules as
 * requireAuth's, and one that is not is refused there (AUTHENTICATION_EXCEPTION).
 */
export const requireAuthInQuery = createMiddleware<AppEnv>(async (c, next) => {
  if (!bearerToken(c)) throw new ApiError('AUTHENTICATION_EXCEPTION');
  await next();
});

/** Anonymous without a token; a token that is sent must still be live, as anywhere else. */
export const optionalAuth = createMiddleware<AppEnv>(async (c, next) => {
  const user = await authenticate(c.req.header('Authorization'), c.get('deps'));
  if (user === null) throw new ApiError('AUTHENTICATION_EXCEPTION');
  c.set('maybeUser', user ?? null);
  await next();
});
