// Servers started together on an empty PostgreSQL all come up, migrated and seeded once, one after
// another under the start-up lock (docs/product.md#production).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boot, type Booted } from '../../server/boot.ts';
import { countries, users } from '../../server/db/schema.ts';
import { DEMO_EMAILS } from '../../server/seed/demo-accounts.ts';
import { COUNTRIES } from '../../server/seed/data/geo.ts';
import { databaseUrlFor, dropDatabase, withAdmin } from './support/prepared-db.ts';

const adminUrl = process.env.DATABASE_URL;
const SERVERS = 3;
const MIGRATIONS: { entries: unknown[] } = JSON.parse(readFileSync(new URL('../../server/db/migrations/meta/_journal.json', import.meta.url), 'utf8'));

// PGlite needs no lock, and cannot be tested for one: a single process opens its folder.
describe.skipIf(!adminUrl)('servers started together on PostgreSQL (skipped without DATABASE_URL: PGlite is one process)', () => {
  it(`all ${SERVERS} come up on an empty database, which is migrated and seeded once`, async () => {
    const name = `casillero_start_${randomBytes(6).toString('hex')}`;
    await withAdmin(adminUrl!, (admin) => admin.unsafe(`CREATE DATABASE "${name}"`));
    const dataDir = mkdtempSync(join(tmpdir(), 'casillero-start-together-'));
    // Demo mode, the heavier start: accounts hashed (cheaply, as every test server) and files written.
    const env = { DATABASE_URL: databaseUrlFor(adminUrl!, name), MEDIA_SECRET: 'test-media-secret', DATA_DIR: dataDir, CASILLERO_TEST_ROUTES: '1', LOG_LEVEL: 'silent' };
    const started: Booted[] = [];
    try {
      const starts = await Promise.allSettled(Array.from({ length: SERVERS }, () => boot({ env })));
      for (const start of starts) if (start.status === 'fulfilled') started.push(start.value);
      expect(starts.filter((start) => start.status === 'rejected')).toEqual([]);

      const db = started[0]!.database.db;
      expect((await db.select({ n: count() }).from(users))[0]!.n).toBe(DEMO_EMAILS.length);
      expect((await db.select({ n: count() }).from(countries))[0]!.n).toBe(COUNTRIES.length);
      const applied = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(applied).toEqual([{ n: MIGRATIONS.entries.length }]);
      for (const { app } of started) expect((await app.request('/readyz')).status).toBe(200);
    } finally {
      await Promise.all(started.map(({ database }) => database.close()));
      await dropDatabase(adminUrl!, name);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
