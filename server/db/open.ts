// The embedded PGlite in DATA_DIR by default; a real PostgreSQL when DATABASE_URL is set.
// Migrations run here, inside the server, because PGlite allows one connection to its folder.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { Sql } from 'postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { ensurePrivateDir, tightenTree } from '../fs/private.ts';
import { inProcessEngine } from './pglite-engine.ts';
import { pgliteClient } from './pglite-client.ts';
import { threadEngine } from './pglite-thread.ts';
import { DATABASE_LIMITS, type DatabaseLimits } from './outage.ts';
import { sessionSettingsSql } from './session-settings.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = {
  db: Db;
  close: () => Promise<void>;
  kind: 'pglite' | 'postgres';
  /** PGlite only: a snapshot of the whole data folder, to be given back as `loadDataDir`. */
  dumpDataDir?: () => Promise<Blob>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type OpenOptions = {
  /** A folder for PGlite's files, or 'memory://' for a throw-away database. */
  dataDir?: string;
  databaseUrl?: string;
  /** A PGlite data folder dump (`dumpDataDir()`) to start from; tests load a prepared database this way. */
  loadDataDir?: Blob;
  /** Told every query sent (tests count a request's round trips). */
  onQuery?: (query: string) => void;
  /** PGlite on a worker thread of its own (the server), rather than on the caller's (tests' throw-away databases). */
  thread?: boolean;
  /** Run before the migrations, under the start-up lock (`npm run db:migrate` reads the version it found). */
  beforeMigrations?: (db: Db) => Promise<void>;
  /** Run once the database is migrated, still under the start-up lock (the server's seed). */
  setUp?: (db: Db) => Promise<void>;
  /** Told when the start-up lock is held by another server, and when this one has it (PostgreSQL only). */
  onStartupLock?: (event: StartupLockEvent) => void;
  /** PostgreSQL only: timeouts and the pool's size (DATABASE_*_MS, DATABASE_POOL_MAX); the defaults when not given. */
  limits?: DatabaseLimits;
};

/** A start that waits for the start-up lock: while another server migrates or seeds. */
export type StartupLockEvent = { state: 'waiting' } | { state: 'taken'; waitedMs: number };

/**
 * The key of the session lock that servers starting together on one PostgreSQL take in turn
 * (docs/product.md#production): the first migrates and seeds, the others find it done. Any fixed
 * bigint no other program on the database uses.
 */
export const STARTUP_LOCK_KEY = 0x43_41_53_49_4c_4c;

/**
 * Runs `work` holding the start-up lock, on a connection of its own that keeps it until released.
 * A lock another server holds is waited for, and `onLock` told when the wait starts and ends.
 */
async function underStartupLock<T>(sql: Sql, work: () => Promise<T>, onLock: (event: StartupLockEvent) => void = () => {}): Promise<T> {
  const session = await sql.reserve();
  try {
    const [free] = await session<{ taken: boolean }[]>`select pg_try_advisory_lock(${STARTUP_LOCK_KEY}::bigint) as taken`;
    if (!free?.taken) {
      const started = performance.now();
      onLock({ state: 'waiting' });
      await session`select pg_advisory_lock(${STARTUP_LOCK_KEY}::bigint)`;
      onLock({ state: 'taken', waitedMs: Math.round(performance.now() - started) });
    }
    try {
      return await work();
    } finally {
      // A connection lost mid-way has let go of the lock already: the error worth telling is work's.
      await session`select pg_advisory_unlock(${STARTUP_LOCK_KEY}::bigint)`.catch(() => undefined);
    }
  } finally {
    session.release();
  }
}

export async function openDatabase({ dataDir = '.data', databaseUrl, loadDataDir, onQuery, thread = false, beforeMigrations, setUp, onStartupLock, limits = DATABASE_LIMITS }: OpenOptions): Promise<Database> {
  const logger = onQuery && { logQuery: (query: string) => onQuery(query) };
  if (databaseUrl) {
    const { postgresClient } = await import('./postgres-client.ts');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    const { sql, forDrizzle } = postgresClient(databaseUrl, limits);
    const db = drizzle(forDrizzle, { schema, logger });
    try {
      await underStartupLock(sql, async () => {
        await beforeMigrations?.(db as unknown as Db);
        await migrate(db, { migrationsFolder });
        await setUp?.(db as unknown as Db);
      }, onStartupLock);
    } catch (error) {
      await sql.end();
      throw error;
    }
    return { db: db as unknown as Db, close: () => sql.end(), kind: 'postgres' };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const folder = dataDir.startsWith('memory://') ? null : join(dataDir, 'pg');
  if (folder) ensurePrivateDir(dataDir);
  const engine = thread ? await threadEngine(folder ?? dataDir, { loadDataDir, setupSql: sessionSettingsSql() }) : await inProcess(folder ?? dataDir, loadDataDir);
  const db = drizzle(pgliteClient(engine) as unknown as PGlite, { schema, logger });
  try {
    // No lock: PGlite lets one process at a time open its folder.
    await beforeMigrations?.(db as unknown as Db);
    await migrate(db, { migrationsFolder });
    await setUp?.(db as unknown as Db);
  } catch (error) {
    await engine.close();
    throw error;
  }
  // PGlite unpacks a new database world-writable (0666) and later files follow the umask: its folder
  // is tightened once open and again once closed, and the 0700 folders keep others out in between.
  const tighten = () => {
    if (folder) tightenTree(folder);
  };
  tighten();
  return {
    db: db as unknown as Db,
    close: async () => {
      await engine.close();
      tighten();
    },
    kind: 'pglite',
    dumpDataDir: () => engine.dumpDataDir(),
  };
}

async function inProcess(dataDir: string, loadDataDir: Blob | undefined) {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(dataDir, loadDataDir ? { loadDataDir } : {});
  await client.exec(sessionSettingsSql());
  return inProcessEngine(client);
}
