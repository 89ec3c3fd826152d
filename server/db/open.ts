// The embedded PGlite in DATA_DIR by default; a real PostgreSQL when DATABASE_URL is set.
// Migrations run here, inside the server, because PGlite allows one connection to its folder.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
};

export async function openDatabase({ dataDir = '.data', databaseUrl, loadDataDir }: OpenOptions): Promise<Database> {
  if (databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    const sql = postgres(databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzle(sql, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, close: () => sql.end(), kind: 'postgres' };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    location = join(dataDir, 'pg');
  }
  const client = new PGlite(location, loadDataDir ? { loadDataDir } : {});
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    close: () => client.close(),
    kind: 'pglite',
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
