// The bearer token a request sends (`Authorization: Bearer <token>`), as sent: whether it is live is
// for server/auth/tokens.ts (or the database's query) to say.
import type { Context } from 'hono';
import type { AppEnv } from '../foundation/env.ts';

/** The token of an `Authorization` header's value, null when it holds no bearer token. */
export function bearer(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

/** The request's bearer token, as sent (whether it is live is the database's to say). */
export const bearerToken = (c: Context<AppEnv>): string | null => bearer(c.req.header('Authorization'));
