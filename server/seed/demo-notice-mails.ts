// The demo customers' notices come with their e-mails in the demo mailbox (docs/product.md#notices),
// each dated by its notice, as if sent when it happened: a person trying the portal sees what a
// customer receives. Dated in the past, they never stand before a code just sent.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { clients, noticeMails, notices, users } from '../db/schema.ts';
import { noticeMailFacts } from '../mail/notice/facts.ts';
import { renderNoticeMail, type NoticeMailSettings } from '../mail/notice/render.ts';
import { keepInOutbox } from '../mail/outbox.ts';
import { DEMO_EMAILS } from './demo-accounts.ts';

/** Writes the demo customers' notice e-mails as sent; returns how many. */
export async function keepDemoNoticeMails(db: Db, settings: NoticeMailSettings): Promise<number> {
  const demoClients = db.select({ id: clients.id }).from(clients).where(inArray(clients.user_id, db.select({ id: users.id }).from(users).where(inArray(users.email, [...DEMO_EMAILS]))));
  const rows = await db.select({ id: notices.id, created_at: notices.created_at }).from(notices).where(inArray(notices.client_id, demoClients));
  for (const notice of rows) {
    const facts = await noticeMailFacts(db, notice.id);
    if (!facts) continue;
    await keepInOutbox(db, renderNoticeMail(facts, settings), notice.created_at);
    await db.insert(noticeMails).values({ notice_id: notice.id, attempts: 1, next_attempt_at: notice.created_at, sent_at: notice.created_at, created_at: notice.created_at });
  }
  return rows.length;
}
