// The notice e-mails' sender on this server (docs/product.md#notices): a pass every
// NOTICE_MAILS_EVERY_MS, and one as soon as an event commits, so a customer hears of it within
// seconds. A pass never runs twice at once here; other servers may run theirs (the outbox claims).
import type { Logger } from 'pino';
import type { Deps } from '../deps.ts';
import { sendDueNoticeMails } from '../mail/notice-outbox.ts';
import { repeat, type Repeating } from './every-hour.ts';

/** How often the outbox is read without a nudge: the retries' pace, and mail of another server's events. */
export const NOTICE_MAILS_EVERY_MS = 15_000;

export type NoticeMailSender = {
  /** Sends what is due now, after the caller's transaction committed; never waits, never throws. */
  kick(): void;
  /** One pass; asked while one runs, it runs once more after it (the new mail may have missed it). */
  pass(): Promise<void>;
  /** Stops the timer (if started) and any later pass, and waits for a pass under way, before the database closes. */
  stop(): Promise<void>;
  /** Starts the pass every NOTICE_MAILS_EVERY_MS. */
  start(): void;
};

export function noticeMailSender(deps: Deps, log: Logger): NoticeMailSender {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: Repeating | null = null;
  let stopped = false;
  const pass = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await sendDueNoticeMails(deps);
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  return {
    kick() {
      pass().catch((error: unknown) => log.error({ err: error }, 'notice mails failed'));
    },
    pass,
    start() {
      timer ??= repeat('notice mails', pass, log, NOTICE_MAILS_EVERY_MS);
    },
    async stop() {
      stopped = true;
      await timer?.stop();
      await running?.catch(() => undefined);
    },
  };
}
