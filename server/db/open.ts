// The embedded PGlite in DATA_DIR by default; a real PostgreSQL when DATABASE_URL is set.
// Migrations run here, inside the server, because PGlite allows one connection to its folder.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { ensurePrivateDir, tightenTree } from '../fs/private.ts';
import { inProcessEngine } from './pglite-engine.ts';
import { pgliteClient } from './pglite-client.ts';
import { threadEngine } from './pglite-thread.ts';
import { SESSION_SETTINGS, sessionSettingsSql } from './session-settings.ts';
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
};

export async function openDatabase({ dataDir = '.data', databaseUrl, loadDataDir, onQuery, thread = false }: OpenOptions): Promise<Database> {
  const logger = onQuery && { logQuery: (query: string) => onQuery(query) };
  if (databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    const sql = postgres(databaseUrl, { max: 10, onnotice: () => {}, connection: SESSION_SETTINGS });
    const db = drizzle(sql, { schema, logger });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, close: () => sql.end(), kind: 'postgres' };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const folder = dataDir.startsWith('memory://') ? null : join(dataDir, 'pg');
  if (folder) ensurePrivateDir(dataDir);
  const engine = thread ? await threadEngine(folder ?? dataDir, { loadDataDir, setupSql: sessionSettingsSql() }) : await inProcess(folder ?? dataDir, loadDataDir);
  const db = drizzle(pgliteClient(engine) as unknown as PGlite, { schema, logger });
  await migrate(db, { migrationsFolder });
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
