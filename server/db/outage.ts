// A database that does not answer makes requests fail fast, never hang (docs/product.md#production):
// postgres.js queues a query when every connection is busy, and a queue in front of a database
// that is down or stuck only grows. Each query and transaction waits for a connection at most
// `poolWaitMs`, and for PostgreSQL's answer at most its statement timeout and a connect timeout
// more (a stuck server, frozen or cut off without a reset, enforces no statement_timeout of its
// own); past either it refuses with DatabaseUnavailable, and the error handler answers 503.
import type { Sql } from 'postgres';

/** The PostgreSQL settings of an outage (server/config.ts); PGlite, in-process, has none. */
export type DatabaseLimits = {
  /** DATABASE_CONNECT_TIMEOUT_MS: how long a new connection has to be ready. */
  connectTimeoutMs: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS: how long PostgreSQL lets one statement run. */
  statementTimeoutMs: number;
  /** DATABASE_POOL_WAIT_MS: how long a query waits for a free connection. */
  poolWaitMs: number;
  /** DATABASE_POOL_MAX: connections per server. */
  poolMax: number;
};

export const DATABASE_LIMITS: DatabaseLimits = { connectTimeoutMs: 2_000, statementTimeoutMs: 10_000, poolWaitMs: 2_000, poolMax: 10 };

/** No connection came free within the pool wait, or PostgreSQL did not answer in time. */
class DatabaseUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUnavailable';
  }
}

/** How long a query waits for PostgreSQL's answer: past its statement timeout, which a working server enforces itself. */
const answerDeadlineMs = ({ statementTimeoutMs, connectTimeoutMs }: Pick<DatabaseLimits, 'statementTimeoutMs' | 'connectTimeoutMs'>) =>
  statementTimeoutMs + connectTimeoutMs;

/**
 * `answer`, or DatabaseUnavailable once `ms` passed while `waiting()` still holds. The query given up
 * keeps its connection until PostgreSQL answers it (or the connection breaks); its outcome is dropped.
 */
function withinDeadline<T>(answer: PromiseLike<T>, ms: number, waiting: () => boolean = () => true): Promise<T> {
  const settled = Promise.resolve(answer);
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      if (!waiting()) return;
      settled.catch(() => undefined);
      reject(new DatabaseUnavailable(`PostgreSQL did not answer within ${ms} ms`));
    }, ms);
    settled.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error as Error);
      },
    );
  });
}

// postgres.js's own codes for a connection that failed, and the socket's.
const CONNECTION_CODES = new Set([
  'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED',
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE',
]);

/**
 * PostgreSQL's own: connection exceptions (08), too many connections (53300), a statement cancelled
 * by statement_timeout (57014), the server shutting down or starting (57P01-57P03).
 */
const isUnavailableState = (code: string) => code.startsWith('08') || code === '53300' || code === '57014' || /^57P0[123]$/.test(code);

/** Whether `error` (or what caused it: drizzle wraps the driver's) says the database is out of reach or overwhelmed. */
export function isDatabaseOutage(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    if (cause instanceof DatabaseUnavailable) return true;
    const code = (cause as { code?: unknown }).code;
    if (typeof code !== 'string') continue;
    if (CONNECTION_CODES.has(code)) return true;
    if (cause.name === 'PostgresError' && isUnavailableState(code)) return true;
  }
  return false;
}

/** A counter of free connections with a bounded wait: one per query, or per transaction, for as long as it runs. */
function connectionPermits(max: number, waitMs: number) {
  let free = max;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free++;
  };
  const acquire = (): Promise<void> => {
    if (free > 0) {
      free--;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const granted = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(granted), 1);
        reject(new DatabaseUnavailable(`No database connection came free within ${waitMs} ms`));
      }, waitMs);
      waiting.push(granted);
    });
  };
  return {
    async run<T>(work: () => PromiseLike<T>): Promise<T> {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

type Unsafe = Sql['unsafe'];
type Pending = ReturnType<Unsafe>;

/**
 * `sql` as drizzle is given it: its queries (`unsafe`) and transactions (`begin`) each wait for a
 * connection of the pool at most `poolWaitMs`, then for the answer at most `answerDeadlineMs`: a
 * query for all of it, a transaction until it has begun (its statements then run on the connection
 * it holds, and a long migration is not cut). The rest (reserve, end, options) is postgres.js's own.
 */
export function boundedWait(sql: Sql, limits: DatabaseLimits): Sql {
  const permits = connectionPermits(limits.poolMax, limits.poolWaitMs);
  const deadline = answerDeadlineMs(limits);
  // A postgres.js query runs when awaited; drizzle asks `.values()` of it first, so the query is
  // made then, once a connection is free, as it was asked for.
  const unsafe = (...args: Parameters<Unsafe>) => {
    let values = false;
    const run = () => permits.run(() => withinDeadline((values ? sql.unsafe(...args).values() : sql.unsafe(...args)) as PromiseLike<unknown>, deadline));
    const pending = {
      values() {
        values = true;
        return pending;
      },
      then: <A, B>(onDone?: (rows: unknown) => A | PromiseLike<A>, onFailed?: (error: unknown) => B | PromiseLike<B>) => run().then(onDone, onFailed),
    };
    return pending as unknown as Pending;
  };
  const begin = (...args: unknown[]) =>
    permits.run(() => {
      let begun = false;
      const work = args.at(-1) as (...a: unknown[]) => unknown;
      const started = (...a: unknown[]) => {
        begun = true;
        return work(...a);
      };
      const transaction = (sql.begin as (...a: unknown[]) => PromiseLike<unknown>)(...args.slice(0, -1), started);
      return withinDeadline(transaction, deadline, () => !begun);
    });
  return new Proxy(sql, {
    get(target, name, receiver) {
      if (name === 'unsafe') return unsafe;
      if (name === 'begin') return begin;
      return Reflect.get(target, name, receiver) as unknown;
    },
  });
}
