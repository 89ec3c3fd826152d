import { eq } from 'drizzle-orm';
import type { User } from '../../src/api/contract/auth.ts';
import type { Language } from '../../src/api/contract/limits.ts';
import type { Db } from '../db/open.ts';
import { users } from '../db/schema.ts';
import type { MediaSigner } from '../media/sign.ts';
import { loadClientOfUser } from './client.ts';

export async function loadUser(db: Db, userId: number, lang: Language, signer: MediaSigner): Promise<User | null> {
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  return { id: user.id, email: user.email, client: await loadClientOfUser(db, userId, lang, signer) };
}
