// An outbox's sender on this server (the notice e-mails', the warehouse's webhooks'): a pass every
// `everyMs`, and one as soon as a transaction that wrote to it commits, so the news leaves within
// seconds. A pass never runs twice at once here; other servers may run theirs (the outbox claims).
import type { Logger } from 'pino';
import { repeat, type Repeating } from './every-hour.ts';

export type OutboxSender = {
  /** Sends what is due now, after the caller's transaction committed; never waits, never throws. */
  kick(): void;
  /** One pass; asked while one runs, it runs once more after it (the new row may have missed it). */
  pass(): Promise<void>;
  /** Stops the timer (if started) and any later pass, and waits for a pass under way, before the database closes. */
  stop(): Promise<void>;
  /** Starts the pass every `everyMs`. */
  start(): void;
};

/** The sender of the outbox `name`, whose due rows `sendDue` sends. */
export function outboxSender(name: string, sendDue: () => Promise<unknown>, everyMs: number, log: Logger): OutboxSender {
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
        await sendDue();
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  return {
    kick() {
      pass().catch((error: unknown) => log.error({ err: error }, `${name} failed`));
    },
    pass,
    start() {
      timer ??= repeat(name, pass, log, everyMs);
    },
    async stop() {
      stopped = true;
      await timer?.stop();
      await running?.catch(() => undefined);
    },
  };
}
