// The company's settings for the portal as stored (`app_settings`, one row): read by
// GET /client-app-settings (server/routes/site.ts) and by the sign-in page the server fills in
// (server/http/landing-page.ts).
import { eq } from 'drizzle-orm';
import { AppSettingsSchema, type AppSettings } from '../../src/api/contract/site.ts';
import type { Db } from '../db/open.ts';
import { preparedFor } from '../db/prepared.ts';
import { appSettings } from '../db/schema.ts';

// Built once: a zod schema compiles its parser on first use, so deriving it per request (as
// `.partial()` in the handler did) cost more than the rest of the request.
const StoredAppSettingsSchema = AppSettingsSchema.partial();

const storedAppSettings = preparedFor((db) => db.select().from(appSettings).where(eq(appSettings.id, 1)).prepare('app_settings'));

/** The settings the company stored; a missing or unreadable one is left out. */
export async function storedSettings(db: Db): Promise<Partial<AppSettings>> {
  const [row] = await storedAppSettings(db).execute();
  const stored = StoredAppSettingsSchema.safeParse(row?.data ?? {});
  return stored.success ? stored.data : {};
}

/**
 * The sign-in page's side picture as the company set it ('' when unset): the server fills it into
 * the page it sends (server/http/landing-page.ts), so the page asks nothing for it.
 */
export async function storedSignInPicture(db: Db): Promise<string> {
  return (await storedSettings(db)).authImageUrlWeb || '';
}
