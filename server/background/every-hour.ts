// Work the server does on its own, not asked by a request: at start, then every hour.
import type { Logger } from 'pino';
import { HOUR_MS } from '../clock.ts';

/** Work started by repeat(); stop() ends it and waits for a run under way (before the database closes). */
export type Repeating = { stop(): Promise<void> };

/**
 * Runs `work` now and every `everyMs`; a run still going when the next is due is not doubled. A
 * failure is logged and the next run tries again. The timer keeps no process alive.
 */
export function repeat(name: string, work: () => Promise<void>, log: Logger, everyMs = HOUR_MS): Repeating {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = work()
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
