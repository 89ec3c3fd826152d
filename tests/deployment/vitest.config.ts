// The deployment test alone (two servers, their own PostgreSQL cluster and bucket): `.ci/run
// two-servers` runs it after `npm test`, which builds the portal it serves.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/deployment/**/*.test.ts'],
    environment: 'node',
    // One file, its steps in order: each builds on the servers the one before left.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
