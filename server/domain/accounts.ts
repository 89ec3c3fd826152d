// Accounts by e-mail address: addresses are compared and stored in lower case.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { tokens, users } from '../db/schema.ts';
import { ApiError } from '../foundation/errors.ts';
import type { Messages } from '../i18n/messages.ts';
import { normalEmail } from '../rules/email.ts';

export async function findAccount(db: Db, email: string): Promise<{ id: number; hash: string } | undefined> {
  const [user] = await db
    .select({ id: users.id, hash: users.password_hash })
    .from(users)
    .where(sql`lower(${users.email}) = ${normalEmail(email)}`)
    .limit(1);
  return user;
}

/** The account of a recovery; USER_NOT_FOUND, naming the address as its last word, without one. */
export async function recoveryAccount(db: Db, t: Messages, email: string): Promise<{ id: number; hash: string }> {
  const user = await findAccount(db, email);
  if (!user) throw new ApiError('USER_NOT_FOUND', undefined, t.userNotFound(email));
  return user;
}

/** The password hash of a signed-in user's account. */
export async function passwordHashOf(db: Db, userId: number): Promise<string | undefined> {
  const [user] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.hash;
}

/**
 * A new password hash; every token of the account is revoked, so old sessions end, except
 * `keepTokenId` (the session that changed the password stays signed in).
 */
export async function replacePassword(db: Db, userId: number, hash: string, now: Date, keepTokenId?: number): Promise<void> {
  await db.update(users).set({ password_hash: hash }).where(eq(users.id, userId));
  const live = and(eq(tokens.user_id, userId), isNull(tokens.revoked_at));
  await db
    .update(tokens)
    .set({ revoked_at: now })
    .where(keepTokenId === undefined ? live : and(live, ne(tokens.id, keepTokenId)));
}
