import type { Clock } from '../clock.ts';
import type { Db } from '../db/open.ts';
import { outbox } from '../db/schema.ts';
import type { Mailer } from './mailer.ts';

export function createOutboxMailer(db: Db, clock: Clock): Mailer {
  return {
    kind: 'outbox',
    // The demo mailbox shows the text part; the HTML is kept to check it. Attachments are not kept.
    async send({ to, subject, text, html }) {
      await db.insert(outbox).values({ to: to.toLowerCase(), subject, text, html: html ?? null, sent_at: clock.now() });
    },
  };
}
