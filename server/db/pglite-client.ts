// The client drizzle's PGlite driver is given: statements through named statements
// (pglite-statements.ts), many at once, and transactions that run alone.
import { Mutex, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import type { PgliteEngine } from './pglite-engine.ts';
import { namedStatements } from './pglite-statements.ts';

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** What drizzle's PGlite driver uses of a client. */
export type PgliteClient = { query: Query; transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> };

/**
 * A client of `engine`. Statements outside a transaction are sent without waiting for each other:
 * the engine runs them one after another, while the server reads the last answer and writes the
 * next request. A transaction is PGlite's: it waits for the statements already sent, holds every
 * other one back, sends BEGIN, its callback's statements, then COMMIT, or ROLLBACK on an error.
 */
export function pgliteClient(engine: PgliteEngine, options?: { cacheSize?: number }): PgliteClient {
  const { run, command } = namedStatements(engine, options);
  const transactions = new Mutex();
  /** Statements outside a transaction still running, and what a transaction waiting for them is told. */
  let running = 0;
  let drained: (() => void) | null = null;
  /** Set from the moment a transaction is asked for until none is left: statements outside wait for it. */
  let closedUntil: Promise<void> | null = null;
  let reopen = () => {};
  let transactionsLeft = 0;

  const outside: Query = async (text, params = [], queryOptions) => {
    while (closedUntil) await closedUntil;
    running++;
    try {
      return await run(text, params, queryOptions);
    } finally {
      if (--running === 0) drained?.();
    }
  };

  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) => {
    if (transactionsLeft++ === 0) closedUntil = new Promise((done) => (reopen = done));
    return transactions.runExclusive(async () => {
      try {
        if (running > 0) await new Promise<void>((done) => (drained = done));
        drained = null;
        await command('BEGIN');
        let closed = false;
        const end = (text: string) => {
          closed = true;
          return command(text);
        };
        const open = () => {
          if (closed) throw new Error('Transaction is closed');
        };
        const tx = {
          query: async (text: string, params: unknown[] = [], queryOptions?: QueryOptions) => (open(), run(text, params, queryOptions)),
          rollback: async () => (open(), void (await end('ROLLBACK'))),
          get closed() {
            return closed;
          },
        } as unknown as Transaction;
        try {
          const result = await callback(tx);
          // COMMIT of a failed transaction answers ROLLBACK: PGlite throws then, and so does this.
          if (!closed && (await end('COMMIT')) === 'ROLLBACK') throw new Error('The transaction was rolled back');
          return result;
        } catch (error) {
          if (!closed) await end('ROLLBACK');
          throw error;
        }
      } finally {
        if (--transactionsLeft === 0) {
          closedUntil = null;
          reopen();
        }
      }
    });
  };

  return { query: outside, transaction };
}
