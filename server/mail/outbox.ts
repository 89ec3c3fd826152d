import type { Clock } from '../clock.ts';
import type { Db } from '../db/open.ts';
import { outbox } from '../db/schema.ts';
import type { Mailer } from './mailer.ts';

export function createOutboxMailer(db: Db, clock: Clock): Mailer {
  return {
    kind: 'outbox',
    async send({ to, subject, text }) {
      await db.insert(outbox).values({ to: to.toLowerCase(), subject, text, sent_at: clock.now() });
    },
  };
}
