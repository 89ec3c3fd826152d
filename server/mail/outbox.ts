import type { Clock } from '../clock.ts';
import type { Db } from '../db/open.ts';
import { outbox } from '../db/schema.ts';
import type { Mailer, OutgoingMail } from '../foundation/mailer.ts';

/** Keeps `mail` in the demo mailbox, sent at `sentAt`. It shows the text part; the HTML is kept to check it. Attachments are not kept. */
export async function keepInOutbox(db: Db, { to, subject, text, html }: OutgoingMail, sentAt: Date): Promise<void> {
  await db.insert(outbox).values({ to: to.toLowerCase(), subject, text, html: html ?? null, sent_at: sentAt });
}

export function createOutboxMailer(db: Db, clock: Clock): Mailer {
  return {
    kind: 'outbox',
    send: (mail) => keepInOutbox(db, mail, clock.now()),
  };
}
