// Bearer tokens: 256 random bits, handed out once; only their sha256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { preparedFor } from '../db/prepared.ts';
import { clients, tokens, users } from '../db/schema.ts';
import type { AuthUser } from '../foundation/env.ts';
import { DAY_MS } from '../clock.ts';

/** A token not used for this long is refused (docs/product.md#security). */
export const TOKEN_IDLE_DAYS = 30;
/** However often it is used, a token is refused this long after its issue. */
export const TOKEN_MAX_AGE_DAYS = 180;
/**
 * How stale `last_used_at` may get: writing it on every request would turn each read into a write;
 * a minute's lag is nothing against 30 days.
 */
const TOKEN_TOUCH_INTERVAL_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueToken(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(tokens).values({ user_id: userId, token_hash: hashToken(token), created_at: now, last_used_at: now });
  return token;
}

/**
 * What a live token is checked with: its hash, and the times its last use and its issue must come
 * after; `touchBefore`: a last use before it is recorded again (TOKEN_TOUCH_INTERVAL_MS).
 */
export type TokenCheck = { hash: string; idleSince: string; issuedSince: string; touchBefore: string };

/**
 * The check of `token` at `now`, or null for what cannot be a token (43 base64url characters: no
 * query needed). Its times are ISO text, since a placeholder's value reaches the driver as it is,
 * not through the column's encoding.
 */
export function tokenCheck(token: string, now: Date): TokenCheck | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return {
    hash: hashToken(token),
    idleSince: new Date(now.getTime() - TOKEN_IDLE_DAYS * DAY_MS).toISOString(),
    issuedSince: new Date(now.getTime() - TOKEN_MAX_AGE_DAYS * DAY_MS).toISOString(),
    touchBefore: new Date(now.getTime() - TOKEN_TOUCH_INTERVAL_MS).toISOString(),
  };
}

/** A live token (not revoked, used within TOKEN_IDLE_DAYS, younger than TOKEN_MAX_AGE_DAYS), a TokenCheck's values as placeholders. */
const liveToken = () =>
  and(
    eq(tokens.token_hash, sql.placeholder('hash')),
    isNull(tokens.revoked_at),
    gt(tokens.last_used_at, sql.placeholder('idleSince')),
    gt(tokens.created_at, sql.placeholder('issuedSince')),
  );

// Every signed-in request runs it: prepared.
const tokenUserQuery = preparedFor((db) =>
  db
    .select({ id: users.id, email: users.email, tokenId: tokens.id, lastUsedAt: tokens.last_used_at, clientId: clients.id, countryId: clients.country_id })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.user_id))
    .leftJoin(clients, eq(clients.user_id, users.id))
    .where(liveToken())
    .limit(1)
    .prepare('token_user'),
);

/**
 * For a query that checks the token itself, in the same round trip as what it reads (a list of
 * the caller's records, server/domain/own-page.ts): the client id of the live token a TokenCheck's
 * placeholders name (null when the token is not live or its user has no client), and, as a
 * column, that token's id when its use is to be recorded (null otherwise). Each is looked up once
 * per query, by the token's unique hash.
 */
export const callerOfToken = {
  clientId: () => sql<number | null>`(select ${clients.id} from ${tokens} inner join ${clients} on ${clients.user_id} = ${tokens.user_id} where ${liveToken()})`,
  columns: () => ({
    token_to_touch: sql<number | null>`(select ${tokens.id} from ${tokens} where ${liveToken()} and ${tokens.last_used_at} <= ${sql.placeholder('touchBefore')})`,
  }),
};

/** The use at `now` of the token `tokenId` is recorded. */
export async function touchToken(db: Db, tokenId: number, now: Date): Promise<void> {
  await db.update(tokens).set({ last_used_at: now }).where(eq(tokens.id, tokenId));
}

/**
 * The user of a live token and their client record, in one query; the use is recorded.
 */
export async function findTokenUser(db: Db, token: string, now: Date): Promise<AuthUser | null> {
  const check = tokenCheck(token, now);
  if (!check) return null;
  const [row] = await tokenUserQuery(db).execute(check);
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() >= TOKEN_TOUCH_INTERVAL_MS) await touchToken(db, row.tokenId, now);
  return { id: row.id, email: row.email, tokenId: row.tokenId, clientId: row.clientId, countryId: row.countryId };
}

export async function revokeToken(db: Db, tokenId: number, now: Date): Promise<void> {
  await db.update(tokens).set({ revoked_at: now }).where(eq(tokens.id, tokenId));
}
