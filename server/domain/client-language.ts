// The language a customer's e-mails are written in is the portal's (docs/product.md#notices): kept
// on the account at sign-in and whenever the portal asks for the account in another language.
import { and, eq, ne } from 'drizzle-orm';
import type { Language } from '../../src/api/contract/limits.ts';
import type { Db } from '../db/open.ts';
import { clients } from '../db/schema.ts';

/** Writes only when it differs: the usual call changes no row. */
export async function keepLanguage(db: Db, userId: number, lang: Language): Promise<void> {
  await db.update(clients).set({ language: lang }).where(and(eq(clients.user_id, userId), ne(clients.language, lang)));
}
