// The embedded PGlite in DATA_DIR by default; a real PostgreSQL when DATABASE_URL is set.
// Migrations run here, inside the server, because PGlite allows one connection to its folder.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { ensurePrivateDir, tightenTree } from '../fs/private.ts';
import { withNamedStatements } from './pglite-statements.ts';
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
};

export async function openDatabase({ dataDir = '.data', databaseUrl, loadDataDir, onQuery }: OpenOptions): Promise<Database> {
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
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const folder = dataDir.startsWith('memory://') ? null : join(dataDir, 'pg');
  if (folder) ensurePrivateDir(dataDir);
  const client = new PGlite(folder ?? dataDir, loadDataDir ? { loadDataDir } : {});
  await client.exec(sessionSettingsSql());
  const db = drizzle(withNamedStatements(client), { schema, logger });
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
      await client.close();
      tighten();
    },
    kind: 'pglite',
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
