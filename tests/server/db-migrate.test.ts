// `npm run db:migrate` (docs/operations.md#upgrades): the migrations alone, then exit, saying in one
// JSON line what the database held before and holds now; run again, it finds nothing to do. Here on
// the embedded database; the deployment test runs it on PostgreSQL before its servers start.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'casillero-migrate-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const migrate = () =>
  JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db-migrate.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    }).trim(),
  ) as { msg: string; before: { tag: string } | null; migration: { tag: string; hash: string }; changed: boolean; kind: string };

describe('npm run db:migrate', () => {
  it('migrates an empty database, then finds nothing to do', () => {
    const first = migrate();
    expect(first).toMatchObject({ msg: 'migrated', before: null, changed: true, kind: 'pglite' });
    expect(first.migration.tag).toMatch(/^\d{4}_\w+$/);
    const again = migrate();
    expect(again).toMatchObject({ before: first.migration, migration: first.migration, changed: false });
  }, 60_000);
});
