// A server that starts while another migrates or seeds waits for the start-up lock, and says so:
// when the wait starts, and when it has the lock, with the wait (docs/operations.md#running-in-production).
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase, STARTUP_LOCK_KEY, type StartupLockEvent } from '../../server/db/open.ts';
import { databaseUrlFor, dropDatabase, withAdmin } from './support/prepared-db.ts';

const adminUrl = process.env.DATABASE_URL;
const HELD_MS = 300;

// PGlite needs no lock: a single process opens its folder.
describe.skipIf(!adminUrl)('waiting for the start-up lock (skipped without DATABASE_URL: PGlite has none)', () => {
  it('is told when it starts and when the lock is taken, with the wait; a free lock tells nothing', async () => {
    const name = `casillero_lock_${randomBytes(6).toString('hex')}`;
    await withAdmin(adminUrl!, (admin) => admin.unsafe(`CREATE DATABASE "${name}"`));
    const url = databaseUrlFor(adminUrl!, name);
    // Another server, mid-way through its migrations.
    const other = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const session = await other.reserve();
      await session`select pg_advisory_lock(${STARTUP_LOCK_KEY}::bigint)`;
      const events: StartupLockEvent[] = [];
      const opening = openDatabase({ databaseUrl: url, onStartupLock: (event) => events.push(event) });
      await vi.waitFor(() => expect(events).toEqual([{ state: 'waiting' }]));
      await new Promise((resolve) => setTimeout(resolve, HELD_MS));
      await session`select pg_advisory_unlock(${STARTUP_LOCK_KEY}::bigint)`;
      session.release();
      const database = await opening;
      await database.close();
      expect(events).toEqual([{ state: 'waiting' }, { state: 'taken', waitedMs: expect.any(Number) }]);
      expect((events[1] as { waitedMs: number }).waitedMs).toBeGreaterThanOrEqual(HELD_MS);

      const alone: StartupLockEvent[] = [];
      await (await openDatabase({ databaseUrl: url, onStartupLock: (event) => alone.push(event) })).close();
      expect(alone).toEqual([]);
    } finally {
      await other.end();
      await dropDatabase(adminUrl!, name);
    }
  });
});
