// Bearer tokens: 256 random bits, handed out once; only their sha256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { tokens, users } from '../db/schema.ts';
import type { AuthUser } from '../http/env.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueToken(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(tokens).values({ user_id: userId, token_hash: hashToken(token), created_at: now });
  return token;
}

export async function findTokenUser(db: Db, token: string): Promise<AuthUser | null> {
  // A token is 43 base64url characters; anything else cannot match and needs no query.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ id: users.id, email: users.email, tokenId: tokens.id })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.user_id))
    .where(and(eq(tokens.token_hash, hashToken(token)), isNull(tokens.revoked_at)))
    .limit(1);
  return row ?? null;
}

export async function revokeToken(db: Db, tokenId: number, now: Date): Promise<void> {
  await db.update(tokens).set({ revoked_at: now }).where(eq(tokens.id, tokenId));
}
