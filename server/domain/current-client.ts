import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { clients } from '../db/schema.ts';

/** The client record of a signed-in user; null until the sign-up data step is saved. */
export async function findClientId(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.user_id, userId)).limit(1);
  return row?.id ?? null;
}
