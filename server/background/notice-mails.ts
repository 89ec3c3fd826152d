// The notice e-mails' sender on this server (docs/product.md#notices): the outbox's pass every
// NOTICE_MAILS_EVERY_MS, and one as soon as an event commits, so a customer hears of it within seconds.
import type { Logger } from 'pino';
import type { Deps } from '../deps.ts';
import { sendDueNoticeMails } from '../mail/notice-outbox.ts';
import { outboxSender, type OutboxSender } from './outbox-sender.ts';

/** How often the outbox is read without a nudge: the retries' pace, and mail of another server's events. */
export const NOTICE_MAILS_EVERY_MS = 15_000;

export type NoticeMailSender = OutboxSender;

export const noticeMailSender = (deps: Deps, log: Logger): NoticeMailSender =>
  outboxSender('notice mails', () => sendDueNoticeMails(deps), NOTICE_MAILS_EVERY_MS, log);
