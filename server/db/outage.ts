// A database that does not answer makes requests fail fast, never hang (docs/product.md#production):
// postgres.js queues a query when every connection is busy, and a queue in front of a database
// that is down or stuck only grows. Each query and transaction waits for a connection at most
// `poolWaitMs`, then refuses with DatabaseUnavailable; the error handler answers 503.
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

/** No connection came free within the pool wait. */
export class DatabaseUnavailable extends Error {
  constructor(waitedMs: number) {
    super(`No database connection came free within ${waitedMs} ms`);
    this.name = 'DatabaseUnavailable';
  }
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
        reject(new DatabaseUnavailable(waitMs));
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
 * connection of the pool at most `poolWaitMs`. The rest (reserve, end, options) is postgres.js's own;
 * the transaction's queries run on the connection it holds.
 */
export function boundedWait(sql: Sql, { poolMax, poolWaitMs }: Pick<DatabaseLimits, 'poolMax' | 'poolWaitMs'>): Sql {
  const permits = connectionPermits(poolMax, poolWaitMs);
  // A postgres.js query runs when awaited; drizzle asks `.values()` of it first, so the query is
  // made then, once a connection is free, as it was asked for.
  const unsafe = (...args: Parameters<Unsafe>) => {
    let values = false;
    const run = () => permits.run(() => (values ? sql.unsafe(...args).values() : sql.unsafe(...args)) as PromiseLike<unknown>);
    const pending = {
      values() {
        values = true;
        return pending;
      },
      then: <A, B>(onDone?: (rows: unknown) => A | PromiseLike<A>, onFailed?: (error: unknown) => B | PromiseLike<B>) => run().then(onDone, onFailed),
    };
    return pending as unknown as Pending;
  };
  const begin = (...args: unknown[]) => permits.run(() => (sql.begin as (...a: unknown[]) => PromiseLike<unknown>)(...args));
  return new Proxy(sql, {
    get(target, name, receiver) {
      if (name === 'unsafe') return unsafe;
      if (name === 'begin') return begin;
      return Reflect.get(target, name, receiver) as unknown;
    },
  });
}
