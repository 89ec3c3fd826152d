// Which notices a customer gets by e-mail (docs/product.md#notices): `clients.email_off` keeps the
// kinds turned off, in Settings or by an unsubscribe link; every other kind is on.
import { eq, sql } from 'drizzle-orm';
import { NOTICE_KINDS, type NoticeKind } from '../../src/api/contract/notices.ts';
import type { NoticeSettings, NoticeSettingsPatch } from '../../src/api/contract/notice-settings.ts';
import type { Db } from '../db/open.ts';
import { clients } from '../db/schema.ts';

/** Every switch, from the kinds turned off. */
const noticeSettingsOf = (emailOff: readonly string[]): NoticeSettings => ({
  email: Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, !emailOff.includes(kind)])) as Record<NoticeKind, boolean>,
});

const textArray = (kinds: NoticeKind[]) => sql`array[${sql.join(kinds.map((kind) => sql`${kind}`), sql`, `)}]::text[]`;

/** `email_off` with the switches named set: each kind off once, sorted. */
function switched(email: NoticeSettingsPatch['email']) {
  const named = Object.entries(email) as [NoticeKind, boolean][];
  const off = named.filter(([, on]) => !on).map(([kind]) => kind);
  const on = named.filter(([, on]) => on).map(([kind]) => kind);
  return sql<NoticeKind[]>`array(select distinct kind from unnest(${clients.email_off} || ${textArray(off)}) as kind where kind <> all(${textArray(on)}) order by kind)`;
}

/**
 * Sets the switches named, in one statement: two changes at once (two tabs, a switch and an
 * unsubscribe link) each keep the other's kinds. Null when the client does not exist.
 */
export async function changeEmailSwitches(db: Db, clientId: number, email: NoticeSettingsPatch['email']): Promise<NoticeSettings | null> {
  const [row] = await db.update(clients).set({ email_off: switched(email) }).where(eq(clients.id, clientId)).returning({ emailOff: clients.email_off });
  return row ? noticeSettingsOf(row.emailOff) : null;
}

/** An unsubscribe link's kind turned off (again, if it was): the client's language, or null when the client does not exist. */
export async function turnEmailOff(db: Db, clientId: number, kind: NoticeKind): Promise<{ language: string } | null> {
  const [row] = await db.update(clients).set({ email_off: switched({ [kind]: false }) }).where(eq(clients.id, clientId)).returning({ language: clients.language });
  return row ?? null;
}

/** The client's switches; null when the client does not exist. */
export async function readEmailSwitches(db: Db, clientId: number): Promise<NoticeSettings | null> {
  const [row] = await db.select({ emailOff: clients.email_off }).from(clients).where(eq(clients.id, clientId));
  return row ? noticeSettingsOf(row.emailOff) : null;
}
