// server/db/session-settings.ts: the database runs the server's queries with its settings, on
// PGlite and on PostgreSQL alike (every connection of the pool).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.ts';
import { SESSION_SETTINGS } from '../../server/db/session-settings.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

describe('session settings', () => {
  it('hold on every query, however many run at once', async () => {
    for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
      const read = () => t.db.select({ value: sql<string>`current_setting(${name})` }).from(users).limit(1);
      const reads = await Promise.all(Array.from({ length: 12 }, read));
      expect(reads.map(([row]) => row?.value)).toEqual(reads.map(() => value));
    }
  });
});
