// Playwright: Chromium only, the system one (Debian package `chromium`); never `playwright install`.
// The web server is the real one (server/main.ts, as `npm start` runs it after the build) on
// E2E_PORT (8181) with a fresh PGlite folder (.data-e2e, wiped at each start). `npm run e2e`
// builds dist/ first.
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ci = !!process.env.CI;
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: 2,
  // Generous: a 2-core CI machine builds, serves and runs two browsers at once.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],

  use: {
    baseURL,
    // Spanish is the portal's default language; a test that wants English says so.
    locale: 'es-ES',
    // Recording a trace snapshots the page at every action, a real cost on 2 cores: in CI only a
    // retried test records one (its first failure is retried once).
    trace: ci ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },

  projects: [
    {
      name: 'chromium',
      testIgnore: ['clock/**', 'content/**', 'paths/**'],
      use: chromium,
    },
    {
      // Tests that move the server's clock (expired codes) run after the others, alone with it.
      name: 'clock',
      testMatch: 'clock/**/*.spec.ts',
      dependencies: ['chromium', 'paths'],
      use: chromium,
    },
    {
      // Hostile company content (the XSS spec) last of all: a clock moved under it would expire
      // the codes of the accounts it makes.
      name: 'content',
      testMatch: 'content/**/*.spec.ts',
      dependencies: ['clock'],
      use: chromium,
    },
    {
      // The UI-level path tests, generated from the user-level models (npm run test:paths).
      name: 'paths',
      testMatch: 'paths/**/*.spec.ts',
      // A step that cannot happen fails in its own time, not at the path's timeout.
      use: { ...chromium, actionTimeout: 20_000, navigationTimeout: 30_000 },
    },
  ],

  webServer: {
    command: 'npx tsx e2e/support/fresh-server.ts',
    url: baseURL,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      // Always the embedded PGlite, even when the shell exports a PostgreSQL URL.
      DATABASE_URL: '',
      NODE_ENV: 'production',
    },
  },
});
