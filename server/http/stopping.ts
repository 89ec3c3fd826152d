// Stopping loses nothing (docs/operations.md#stopping-and-restarting): told to stop, the server says
// it is not ready (GET /readyz 503) and keeps serving while the load balancer notices (the drain),
// then takes no new connection and finishes what it has (the grace), and cuts only what is still
// running at the end of it.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { writesSettled } from '../storage/writes.ts';

export type StopSettings = {
  /** SHUTDOWN_DRAIN_SECONDS: how long everything is still served after the signal. */
  drainSeconds: number;
  /** SHUTDOWN_GRACE_SECONDS: how long the requests under way then have to finish. */
  graceSeconds: number;
};

export type StopOutcome = {
  /** Requests answered whole after the signal. */
  finished: number;
  /** Requests still running at the end of the grace, cut by the server. */
  cut: number;
  /** Requests whose client left before its answer, after the signal. */
  aborted: number;
};

/** How long cut requests have to undo their work (a part file removed, a multipart upload aborted). */
const CUT_SETTLE_MS = 5_000;

// The signal is the process's: whatever server asks, the answer is the same.
let stopping = false;

/** Whether the process was told to stop: GET /readyz answers 503 from then on. */
export const isStopping = () => stopping;

type Phase = 'serving' | 'draining' | 'closing' | 'cutting';

/**
 * Counts a server's requests for its stop: the app's `fetch` wrapped (a handler's work, until it
 * settles, even after its connection was cut), and the server's responses, once `watch` is called.
 */
export function stoppable<A extends unknown[]>(fetch: (...args: A) => Response | Promise<Response>) {
  const work = new Set<Promise<void>>();
  const open = new Set<ServerResponse>();
  const outcome: StopOutcome = { finished: 0, cut: 0, aborted: 0 };
  let phase: Phase = 'serving';
  let server: Server | undefined;
  let changed = () => {};
  let hurry = () => {};
  const hurried = new Promise<void>((resolve) => (hurry = resolve));

  /** Settles when nothing is left to wait for, or after `ms`, or when the stop is hurried (if it may be). */
  const quiet = async (ms: number, left: () => boolean, { mayHurry }: { mayHurry: boolean }) => {
    const deadline = sleep(ms);
    while (left()) {
      const next = new Promise<void>((resolve) => (changed = resolve));
      if ((await Promise.race([next.then(() => 'changed'), deadline, mayHurry ? hurried : deadline])) !== 'changed') return;
    }
  };

  const counted = (...args: A) => {
    const answer = fetch(...args);
    // A synchronous answer (a cached one) has no work left.
    if (answer instanceof Promise) {
      const settled = answer.then(
        () => undefined,
        () => undefined,
      );
      work.add(settled);
      void settled.then(() => {
        work.delete(settled);
        changed();
      });
    }
    return answer;
  };

  const watch = (listening: Server) => {
    server = listening;
    // Before @hono/node-server's own listener, which may write a cached answer at once.
    listening.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
      open.add(response);
      if (phase === 'closing' || phase === 'cutting') response.setHeader('Connection', 'close');
      response.once('close', () => {
        open.delete(response);
        if (phase !== 'serving') {
          if (response.writableFinished) outcome.finished += 1;
          else if (phase === 'cutting') outcome.cut += 1;
          else outcome.aborted += 1;
        }
        // A keep-alive connection whose answer began before the closing has none to end it.
        if (phase === 'closing') setImmediate(() => listening.closeIdleConnections());
        changed();
      });
    });
  };

  /** The stop, from the signal until no request is left; the caller then closes the rest. */
  const stop = async ({ drainSeconds, graceSeconds }: StopSettings): Promise<StopOutcome> => {
    if (!server) throw new Error('stoppable: watch(server) first');
    stopping = true;
    phase = 'draining';
    await Promise.race([sleep(drainSeconds * 1_000), hurried]);

    phase = 'closing';
    const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
    for (const response of open) if (!response.headersSent) response.setHeader('Connection', 'close');
    server.closeIdleConnections();
    await quiet(graceSeconds * 1_000, () => open.size > 0 || work.size > 0, { mayHurry: true });

    if (open.size > 0 || work.size > 0) phase = 'cutting';
    // Also what never became a request (a connection still sending its headers).
    server.closeAllConnections();
    // Cut requests undo their work once their connection is gone, and the store its writes: waited
    // for, a while.
    const settleBy = Date.now() + CUT_SETTLE_MS;
    await quiet(CUT_SETTLE_MS, () => work.size > 0, { mayHurry: false });
    await Promise.race([Promise.all([writesSettled(), closed]), sleep(Math.max(0, settleBy - Date.now()))]);
    return { ...outcome };
  };

  return { fetch: counted, watch, stop, hurry: () => hurry() };
}

/** What a signal needs of `stoppable`'s answer. */
export type Stoppable = Pick<ReturnType<typeof stoppable>, 'stop' | 'hurry'>;

/**
 * On SIGTERM or SIGINT: the stop, then `close` (the background work, the database), one line saying
 * what was finished and cut and how long it took, and the exit: 0 when nothing was cut. A second
 * signal skips what is left of the drain and the grace.
 */
export function stopOnSignals(requests: Stoppable, settings: StopSettings, close: () => Promise<void>, log: Logger): void {
  let since: number | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (since !== undefined) {
      log.warn(`${signal} again: cutting what is left`);
      requests.hurry();
      return;
    }
    since = performance.now();
    log.info(settings, `${signal}: stopping`);
    void (async () => {
      let code = 0;
      try {
        const outcome = await requests.stop(settings);
        await close();
        if (outcome.cut > 0) code = 1;
        log.info({ ...outcome, durationMs: Math.round(performance.now() - since!) }, 'stopped');
      } catch (error) {
        code = 1;
        log.error({ err: error, durationMs: Math.round(performance.now() - since!) }, 'stop failed');
      }
      log.flush(() => process.exit(code));
    })();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
