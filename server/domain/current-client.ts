import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { clients } from '../db/schema.ts';
import { ApiError } from '../foundation/errors.ts';
import type { AuthUser } from '../foundation/env.ts';
import type { Messages } from '../i18n/messages.ts';

/**
 * The client record of a user, read now; null until the sign-up data step is saved. A request's
 * caller has it already (`c.get('user').clientId`): this is for a check inside a transaction.
 */
export async function findClientId(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.user_id, userId)).limit(1);
  return row?.id ?? null;
}

/** The caller's client id for reading one of its resources: without a client, nothing is theirs (NOT_FOUND). */
export function ownerClientId(user: AuthUser): number {
  if (user.clientId === null) throw new ApiError('NOT_FOUND');
  return user.clientId;
}

/** The caller's client id for creating a resource: FAILED_VALIDATION until the profile is saved. */
export function creatorClientId(t: Messages, user: AuthUser): number {
  if (user.clientId === null) throw new ApiError('FAILED_VALIDATION', { body: [t.validation.clientMissing] }, t.validation.clientMissing);
  return user.clientId;
}
