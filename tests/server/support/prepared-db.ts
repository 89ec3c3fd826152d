// A migrated and seeded database, built once and copied for every test file: a PGlite data-folder
// dump in os.tmpdir() (reused within the hour while the migrations and seed are unchanged: the seed
// dates everything from its "now"), or, with DATABASE_URL, a PostgreSQL template that each file clones.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { setPasswordCost, TEST_PASSWORD_COST } from '../../../server/auth/password.ts';
import { openDatabase, type Db } from '../../../server/db/open.ts';
import { seedIfEmpty } from '../../../server/seed/seed.ts';
import { createFolderStore } from '../../../server/storage/folder-store.ts';

export type PreparedDb =
  | { kind: 'pglite'; dumpFile: string; uploadsDir: string }
  | { kind: 'postgres'; adminUrl: string; template: string; uploadsDir: string };

declare module 'vitest' {
  export interface ProvidedContext {
    serverTestDb: PreparedDb;
  }
}

const root = fileURLToPath(new URL('../../../', import.meta.url));
const HOUR_MS = 60 * 60_000;
const SNAPSHOT_PREFIX = 'casillero-test-db-';

/**
 * The demo data of `npm start`: the tests read what a person trying the portal would see. Its
 * accounts' passwords are hashed at the test servers' cost, as every password of the tests.
 */
export async function seedDatabase(db: Db, uploadsDir: string, now = new Date()): Promise<void> {
  setPasswordCost(TEST_PASSWORD_COST);
  await seedIfEmpty(db, { store: createFolderStore(uploadsDir), now, demo: true });
}

function hashTree(hash: ReturnType<typeof createHash>, path: string): void {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) hashTree(hash, join(path, name));
  } else {
    hash.update(path).update(readFileSync(path));
  }
}

function snapshotKey(): string {
  const hash = createHash('sha256');
  for (const path of ['server/db/migrations', 'server/db/schema.ts', 'server/seed', 'server/auth/password.ts', 'node_modules/@electric-sql/pglite/package.json']) {
    hashTree(hash, join(root, path));
  }
  hash.update(String(Math.floor(Date.now() / HOUR_MS)));
  return hash.digest('hex').slice(0, 16);
}

/** Snapshots of earlier hours or of other migrations and seeds, and work folders of crashed runs. */
function removeStaleSnapshots(): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(SNAPSHOT_PREFIX)) continue;
    const path = join(tmpdir(), name);
    const age = Date.now() - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > 2 * HOUR_MS) rmSync(path, { recursive: true, force: true });
  }
}

export async function preparePglite(): Promise<Extract<PreparedDb, { kind: 'pglite' }>> {
  const dir = join(tmpdir(), `${SNAPSHOT_PREFIX}${snapshotKey()}`);
  const ready = join(dir, 'ready.json');
  if (existsSync(ready)) return { kind: 'pglite', dumpFile: join(dir, 'db.tar'), uploadsDir: join(dir, 'uploads') };
  removeStaleSnapshots();
  // Built aside and renamed into place, so parallel workers never read a half-written snapshot.
  const work = `${dir}.${process.pid}.${randomBytes(4).toString('hex')}`;
  mkdirSync(join(work, 'uploads'), { recursive: true });
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedDatabase(database.db, join(work, 'uploads'));
  const dump = await database.dumpDataDir!();
  writeFileSync(join(work, 'db.tar'), Buffer.from(await dump.arrayBuffer()));
  await database.close();
  writeFileSync(join(work, 'ready.json'), '{}');
  try {
    renameSync(work, dir);
  } catch {
    rmSync(work, { recursive: true, force: true });
  }
  return preparePglite();
}

export const databaseUrlFor = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export async function withAdmin<T>(adminUrl: string, run: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    return await run(sql);
  } finally {
    await sql.end();
  }
}

export async function preparePostgresTemplate(adminUrl: string): Promise<Extract<PreparedDb, { kind: 'postgres' }>> {
  const template = `casillero_tpl_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (sql) => sql.unsafe(`CREATE DATABASE "${template}"`));
  const uploadsDir = join(tmpdir(), `${template}-uploads`);
  mkdirSync(uploadsDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, template) });
  await seedDatabase(database.db, uploadsDir);
  await database.close();
  return { kind: 'postgres', adminUrl, template, uploadsDir };
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (sql) => sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
