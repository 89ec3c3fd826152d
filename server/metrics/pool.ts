// The database's connection pool, as far as its driver tells: node-postgres's Pool says how many
// connections are in use and how many queries wait for one; postgres.js says only its size; PGlite
// is one session in this process, whose own queue is not counted: 0 in use, 0 waiting.
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/open.ts';

/** What a pool says of itself; `inUse` and `waiting` absent when its driver keeps them to itself. */
type PoolLoad = { driver: 'pglite' | 'postgres.js' | 'node-postgres'; max: number; inUse?: number; waiting?: number };

type NodePostgresPool = { totalCount: number; idleCount: number; waitingCount: number; options: { max: number } };
type PostgresJs = ((...args: never[]) => unknown) & { options: { max: number } };

const isNodePostgresPool = (client: unknown): client is NodePostgresPool =>
  typeof client === 'object' && client !== null && ['totalCount', 'idleCount', 'waitingCount'].every((key) => typeof (client as Record<string, unknown>)[key] === 'number');

const isPostgresJs = (client: unknown): client is PostgresJs => typeof client === 'function' && typeof (client as Partial<PostgresJs>).options?.max === 'number';

/** The load of `db`'s pool now, read from the client drizzle was given. */
function poolLoad(db: Db): PoolLoad {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (isNodePostgresPool(client)) {
    return { driver: 'node-postgres', max: client.options.max, inUse: client.totalCount - client.idleCount, waiting: client.waitingCount };
  }
  if (isPostgresJs(client)) return { driver: 'postgres.js', max: client.options.max };
  return { driver: 'pglite', max: 1, inUse: 0, waiting: 0 };
}

const SERIES = [
  ['casillero_db_pool_max', 'Connections the pool may open to the database (PGlite: its one session).', 'max'],
  ['casillero_db_pool_in_use', 'Connections running a query or a transaction now (none with postgres.js, which does not say).', 'inUse'],
  ['casillero_db_pool_waiting', 'Queries waiting for a free connection (none with postgres.js, which does not say).', 'waiting'],
] as const;

export function poolMetrics(registry: Registry, db: Db): void {
  for (const [name, help, field] of SERIES) {
    new Gauge({
      name,
      help,
      // The driver as a label, so a series its driver cannot give is absent rather than a made-up 0.
      labelNames: ['driver'],
      registers: [registry],
      collect() {
        const load = poolLoad(db);
        this.reset();
        const value = load[field];
        if (value !== undefined) this.set({ driver: load.driver }, value);
      },
    });
  }
}
