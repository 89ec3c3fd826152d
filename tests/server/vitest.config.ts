// Runs the server tests alone: npx vitest run --config tests/server/vitest.config.ts
// (CI runs them this way again on a real PostgreSQL, with DATABASE_URL).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.ts'],
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
