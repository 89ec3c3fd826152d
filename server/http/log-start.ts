// The line each start writes (docs/operations.md#running-in-production): every setting as the
// server read it and the database's latest migration, so a log says what ran. Never a secret: a
// setting named like one is hidden, and a URL's password and secret-named parameters are masked.
import { readFileSync } from 'node:fs';
import { desc } from 'drizzle-orm';
import { bigint, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import type { Db } from '../db/open.ts';

/** The settings as server/config.ts read them (its Config), with the warnings it wrote apart. */
export type StartSettings = { warnings: readonly string[] } & Record<string, unknown>;

export const HIDDEN = '[hidden]';
/** A URL's password as written in the line: "[" and "]" would be percent-encoded. */
const HIDDEN_IN_URL = '***';
/** Settings and URL parameters whose value is a secret, by their name (mediaSecret, warehouseApiKeys, password=…). */
const SECRET_NAME = /secret|pass|key|token|credential/i;

/** A URL with its password and secret-named parameters masked; anything else as it is. */
function maskedUrl(value: string): string {
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value;
  }
  if (!url.password && ![...url.searchParams.keys()].some((name) => SECRET_NAME.test(name))) return value;
  if (url.password) url.password = HIDDEN_IN_URL;
  for (const name of new Set(url.searchParams.keys())) if (SECRET_NAME.test(name)) url.searchParams.set(name, HIDDEN_IN_URL);
  return url.href;
}

function masked(name: string, value: unknown): unknown {
  if (value === undefined || value === null) return value;
  if (SECRET_NAME.test(name)) return Array.isArray(value) ? value.map(() => HIDDEN) : HIDDEN;
  if (typeof value === 'string') return maskedUrl(value);
  if (Array.isArray(value)) return value.map((item) => masked(name, item));
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, masked(key, item)]));
  return value;
}

/** The settings as the start line writes them: every one but the warnings (lines of their own), secrets hidden. */
export function loggedSettings(config: StartSettings): Record<string, unknown> {
  const { warnings: _warnings, ...settings } = config;
  return masked('', settings) as Record<string, unknown>;
}

// drizzle's own record of the migrations it applied (the same schema and table on PGlite and PostgreSQL).
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
  created_at: bigint('created_at', { mode: 'number' }),
});

type Journal = { entries: { tag: string; when: number }[] };
const journalFile = new URL('../db/migrations/meta/_journal.json', import.meta.url);

export type MigrationVersion = { tag: string | null; hash: string } | null;

/**
 * The latest migration applied to `db`: its hash, and its tag (`0011_webhook_deliveries`) when this
 * server's code knows it; a null tag is a database migrated by a newer version.
 */
export async function migrationVersion(db: Db): Promise<MigrationVersion> {
  const [latest] = await db.select().from(appliedMigrations).orderBy(desc(appliedMigrations.created_at)).limit(1);
  if (!latest) return null;
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const tag = journal.entries.find((entry) => entry.when === Number(latest.created_at))?.tag ?? null;
  return { tag, hash: latest.hash };
}

/** Writes the start line: the settings, the migration, and Node's version. */
export async function logStart(log: Logger, config: StartSettings, db: Db): Promise<void> {
  log.info({ settings: loggedSettings(config), migration: await migrationVersion(db), node: process.version }, 'starting');
}
