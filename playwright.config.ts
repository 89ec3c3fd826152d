// Playwright: Chromium only, the system one (Debian package `chromium`); never `playwright install`.
// Five real servers (server/main.ts, as `npm start` runs it after the build), each on a fresh
// PGlite folder wiped at its start (e2e/support/servers.ts): the main one for nearly every test,
// one whose clock the tests move (expired codes), one whose company content the XSS spec rewrites,
// one with the consolidation switch on, one with the service worker on (its release a copy of
// dist/ that a spec changes). With their own servers those projects run beside the rest
// instead of after it.
// `npm run e2e` builds dist/ first.
import { defineConfig, devices } from '@playwright/test';
import { E2E_READY_PORT, E2E_SERVER_START_MS, E2E_SERVERS } from './e2e/support/servers.ts';

/** The atlas specs (e2e/atlas.spec.ts, e2e/atlas-*.spec.ts), not the screenshot drivers in e2e/atlas-screens/. */
const ATLAS_PAGES = /\/e2e\/atlas(-[a-z-]+)?\.spec\.ts$/;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ci = !!process.env.CI;
/** The flow atlas's screenshot pass (`npm run atlas`): where it writes them. */
const atlas = process.env.ATLAS_SCREENS;
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

// One entry starts them all together (e2e/support/fresh-servers.ts): Playwright starts its
// entries one after another.
const webServer = {
  command: 'node --import tsx e2e/support/fresh-servers.ts',
  url: `http://localhost:${E2E_READY_PORT}`,
  reuseExistingServer: false,
  timeout: E2E_SERVER_START_MS,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 12_000 },
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: ci,
  // CI retries a failure once, so one flake cannot block a landing; the list reporter still names
  // it "flaky", and the suite is meant to have none.
  retries: ci ? 1 : 0,
  // Three on the two cores: with two, a tenth of the CPU sat idle while pages waited on the servers
  // (measured with vmstat: 12% idle at two, 5% at three; the run 5.5 → 5.1 min).
  workers: 3,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The run's JSON report, and the path results kept across runs for the flow atlas
  // (scripts/reporters/playwright-path-results.ts); the atlas's own screenshot pass leaves both alone.
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['./e2e/support/slowest-reporter.ts', { count: 15 }],
    ...(atlas ? [] : [['json', { outputFile: '.test-reports/playwright.json' }] as const, ['./scripts/reporters/playwright-path-results.ts'] as const]),
  ],

  use: {
    baseURL: E2E_SERVERS.main.baseURL,
    // Spanish is the portal's default language; a test that wants English says so.
    locale: 'es-ES',
    // Animations end at once (the portal honours the preference): no step waits for a fade, and
    // axe never measures a colour mid-way.
    reducedMotion: 'reduce',
    // Recording a trace snapshots the page at every action, a real cost on 2 cores: in CI only a
    // retried test records one.
    trace: ci ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker would answer requests that page.route and setOffline are meant to see:
    // only the `offline` project lets it run (docs/performance.md#the-service-worker).
    serviceWorkers: 'block',
  },

  projects: [
    {
      // The demo customer signs in through the form once per language; the specs that are not
      // about signing in start from the state it leaves (e2e/support/demo-state.ts).
      name: 'setup',
      testMatch: 'demo.setup.ts',
      use: chromium,
    },
    {
      name: 'chromium',
      testIgnore: [ATLAS_PAGES, 'atlas-screens/**', 'clock/**', 'content/**', 'offline/**', 'paths/**', 'screens/**', 'shipping/**'],
      dependencies: ['setup'],
      use: chromium,
    },
    {
      // The fixture atlas, built once for the atlas specs (e2e/support/fixture-atlas.ts).
      name: 'atlas-build',
      testMatch: 'atlas.setup.ts',
    },
    {
      // The flow atlas as a product owner opens it, from file://: no server, no sign-in.
      name: 'atlas-pages',
      testMatch: ATLAS_PAGES,
      dependencies: ['atlas-build'],
      use: chromium,
    },
    {
      // The UI-level path tests, generated from the user-level models (npm run test:paths).
      name: 'paths',
      testMatch: 'paths/**/*.spec.ts',
      dependencies: ['setup'],
      // A step that cannot happen fails in its own time, not at the path's timeout.
      use: { ...chromium, actionTimeout: 20_000, navigationTimeout: 30_000 },
    },
    {
      // Tests that move the server's clock (expired codes), on a server of their own.
      name: 'clock',
      testMatch: 'clock/**/*.spec.ts',
      use: { ...chromium, baseURL: E2E_SERVERS.clock.baseURL },
    },
    // The flow atlas's screenshots of every UI model state (npm run atlas), never in a test run:
    // the same specs as "paths", each state reached once by its shortest path
    // (e2e/paths/support/atlas-visits.ts); and the screen drivers of the flows without a UI model
    // (e2e/atlas-screens/), which declare no test outside this pass.
    ...(atlas
      ? [{ name: 'atlas', testMatch: ['paths/**/*.spec.ts', 'atlas-screens/**/*.spec.ts'], dependencies: ['setup'], use: { ...chromium, actionTimeout: 20_000, navigationTimeout: 30_000 } }]
      : []),
    // The README's screenshots, taken only when asked for (`npm run screens`), never in a test run.
    ...(process.env.SCREENS
      ? [{ name: 'screens', testMatch: 'screens/**/*.spec.ts', dependencies: ['setup'], use: chromium }]
      : []),
    {
      // The service worker on (installed, offline reading, a new release), on a server of its own
      // whose release a spec may change; each spec signs its customers in itself.
      name: 'offline',
      testMatch: 'offline/**/*.spec.ts',
      testIgnore: 'offline/release-update.spec.ts',
      // After the release spec, which puts the release back as it was: none of these pages sees the next one.
      dependencies: ['offline-release'],
      use: { ...chromium, baseURL: E2E_SERVERS.offline.baseURL, serviceWorkers: 'allow' },
    },
    {
      // A new release of that server, first of all (as the last project, its two serial tests made
      // the run's tail: 32 s with one worker busy).
      name: 'offline-release',
      testMatch: 'offline/release-update.spec.ts',
      use: { ...chromium, baseURL: E2E_SERVERS.offline.baseURL, serviceWorkers: 'allow' },
    },
    {
      // Hostile company content (the XSS spec), on a server of its own.
      name: 'content',
      testMatch: 'content/**/*.spec.ts',
      use: { ...chromium, baseURL: E2E_SERVERS.content.baseURL },
    },
    {
      // The company's consolidation switch on (docs/product.md#consolidation-requests), on a server of its own; each spec
      // signs the demo customer in there itself (the stored demo state is the main server's).
      name: 'shipping',
      testMatch: 'shipping/**/*.spec.ts',
      use: { ...chromium, baseURL: E2E_SERVERS.shipping.baseURL },
    },
  ],

  webServer,
});
