// Runs the server tests alone: npx vitest run --config tests/server/vitest.config.ts. CI runs them
// this way again on a real PostgreSQL (DATABASE_URL): then only the files whose database is the
// prepared one (through the test app, the prepared database or the server's boot), since the others
// test no database or PGlite itself (its engine, its data folder), which PostgreSQL cannot change.
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const FOLDER = new URL('./', import.meta.url);
const REACHES_THE_DATABASE = /support\/test-app|support\/prepared-db|server\/boot/;

/** The support modules that reach the database themselves (one that wraps the test app, say), by the name a test imports them with. */
const reachingSupport = () =>
  readdirSync(new URL('support/', FOLDER))
    .filter((name) => name.endsWith('.ts') && /test-app|prepared-db|server\/boot/.test(readFileSync(new URL(`support/${name}`, FOLDER), 'utf8')))
    .map((name) => `support/${name.replace(/\.ts$/, '')}`);

const onPostgres = () => {
  const support = reachingSupport();
  const reaches = (text: string) => REACHES_THE_DATABASE.test(text) || support.some((module) => text.includes(module));
  return readdirSync(FOLDER)
    .filter((name) => name.endsWith('.test.ts') && reaches(readFileSync(new URL(name, FOLDER), 'utf8')))
    .map((name) => `tests/server/${name}`);
};

export default defineConfig({
  test: {
    include: process.env.DATABASE_URL ? onPostgres() : ['tests/server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/server/support/global-setup.ts'],
    // Both cores (Vitest's default leaves one free: one worker here). A worker runs file after file
    // (no new process per file): each file still opens its own copy of the prepared database.
    maxWorkers: 2,
    isolate: false,
    // As in the root config's "server" project, which runs the same files.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
