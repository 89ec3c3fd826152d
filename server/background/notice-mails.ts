// The e-mail outboxes' sender on this server: the notices' (docs/product.md#notices) and the codes'
// (docs/product.md#codes), a pass every NOTICE_MAILS_EVERY_MS, and one as soon as an event commits,
// so a customer hears of it within seconds. A code's e-mail is first sent by its own request; the
// pass retries those SMTP did not take.
import type { Logger } from 'pino';
import type { Deps } from '../foundation/deps.ts';
import { sendDueNoticeMails } from '../mail/notice-outbox.ts';
import { sendDuePinMails } from '../mail/pin-mail.ts';
import { outboxSender, type OutboxSender } from './outbox-sender.ts';

/** How often the outboxes are read without a nudge: the retries' pace, and mail of another server's events. */
const NOTICE_MAILS_EVERY_MS = 15_000;

export type NoticeMailSender = OutboxSender;

/** Both outboxes' due mails, the codes' first (a customer waits for a code on the screen); one failing does not hold back the other. */
async function sendDueMails(deps: Deps): Promise<void> {
  try {
    await sendDuePinMails(deps);
  } finally {
    await sendDueNoticeMails(deps);
  }
}

export const noticeMailSender = (deps: Deps, log: Logger): NoticeMailSender => outboxSender('mail outboxes', () => sendDueMails(deps), deps.testOutboxMs ?? NOTICE_MAILS_EVERY_MS, log);
