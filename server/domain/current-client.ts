import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { clients } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { Messages } from '../i18n/messages.ts';

/** The client record of a signed-in user; null until the sign-up data step is saved. */
export async function findClientId(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.user_id, userId)).limit(1);
  return row?.id ?? null;
}

/** The caller's client id for reading one of its resources: without a client, nothing is theirs (NOT_FOUND). */
export async function ownerClientId(db: Db, userId: number): Promise<number> {
  const id = await findClientId(db, userId);
  if (id === null) throw new ApiError('NOT_FOUND');
  return id;
}

/** The caller's client id for creating a resource: FAILED_VALIDATION until the profile is saved. */
export async function creatorClientId(db: Db, t: Messages, userId: number): Promise<number> {
  const id = await findClientId(db, userId);
  if (id === null) throw new ApiError('FAILED_VALIDATION', { body: [t.validation.clientMissing] }, t.validation.clientMissing);
  return id;
}
