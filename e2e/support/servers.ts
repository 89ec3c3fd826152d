// The e2e servers: each a real server/main.ts on its own port and fresh PGlite folder.
// E2E_PORT (8181 by default) is the main one's port; the others take the next ports.
// E2E_DATA_DIR (.data-e2e) names the main one's folder; the others add their name to it.
// E2E_SERVER_START_SECONDS (300) is how long they may take to start, all five: a busy 2-core
// machine took 150 s (README.md#test-settings).

export type E2eServer = { name: string; port: number; baseURL: string; dataDir: string };

/** The e2e servers answer a resend after this many seconds, not the contract's minute (but the clock's). */
export const E2E_PIN_RESEND_SECONDS = 1;

/** The e2e servers' warehouse key (docs/product.md#the-warehouse-api): the specs report events with it. */
export const E2E_WAREHOUSE_KEY = 'e2e-warehouse-key-of-the-test-servers-0001';

const basePort = Number(process.env.E2E_PORT ?? 8181);

/** How long the servers may take to start before Playwright gives up, in ms. */
export const E2E_SERVER_START_MS = 1000 * Number(process.env.E2E_SERVER_START_SECONDS ?? 300);
const baseDataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';

const server = (name: string, offset: number): E2eServer => ({
  name,
  port: basePort + offset,
  baseURL: `http://localhost:${basePort + offset}`,
  dataDir: offset === 0 ? baseDataDir : `${baseDataDir}-${name}`,
});

export const E2E_SERVERS = {
  main: server('main', 0),
  /** For the specs that move the server's clock. */
  clock: server('clock', 1),
  /** For the spec that rewrites the company's content (XSS). */
  content: server('content', 2),
  /** With the company's consolidation switch on (SHIPMENT_CREATION=1, docs/product.md#consolidation-requests); the others keep it off. */
  shipping: server('shipping', 3),
  /**
   * For the specs with the service worker on (the `offline` project): its release is a copy of
   * dist/ (RELEASE_DIR) that a spec may change, as a new release would.
   */
  offline: server('offline', 4),
} as const;

/** Where e2e/support/fresh-servers.ts answers once every server above answers. */
export const E2E_READY_PORT = basePort + 9;

/** Set for a server whose RELEASE_DIR is a fresh copy of dist/ (e2e/support/fresh-server.ts). */
export const COPY_RELEASE_ENV = 'E2E_COPY_RELEASE';

/** The offline server's release folder, a copy of dist/. */
export const offlineRelease = (s: E2eServer): string => `${s.dataDir}-release`;

export const serverEnv = (s: E2eServer): Record<string, string> => ({
  PORT: String(s.port),
  DATA_DIR: s.dataDir,
  // Always the embedded PGlite, even when the shell exports a PostgreSQL URL.
  DATABASE_URL: '',
  NODE_ENV: 'production',
  // A demo in production mode (no MAIL_URL: the specs read codes from the outbox)…
  DEMO: '1',
  // …with the routes that move the clock and write hostile content.
  CASILLERO_TEST_ROUTES: '1',
  // No load balancer to wait for: a stop goes straight to finishing what it has.
  SHUTDOWN_DRAIN_SECONDS: '0',
  // The clock's server keeps the contract's minute: its specs move its clock past it instead.
  ...(s.name === 'clock' ? {} : { PIN_RESEND_SECONDS: String(E2E_PIN_RESEND_SECONDS) }),
  // Playwright pipes the servers' output into its own: a line per request would bury the report.
  LOG_LEVEL: 'warn',
  // Every e2e request comes from 127.0.0.1: the wrong passwords and the code e-mails of every spec
  // would share its tries (and the demo customer's e-mail its 10).
  LOGIN_ATTEMPTS: '1000',
  LOGIN_ADDRESS_ATTEMPTS: '1000',
  PIN_MAILS_PER_ADDRESS_PER_HOUR: '1000',
  // The calculator's quotes and the requests of every spec share the demo customer's counts.
  QUOTES_PER_MINUTE: '1000',
  SHIPMENT_REQUESTS_PER_HOUR: '1000',
  WAREHOUSE_API_KEYS: E2E_WAREHOUSE_KEY,
  ...(s.name === 'shipping' ? { SHIPMENT_CREATION: '1' } : {}),
  ...(s.name === 'offline' ? { RELEASE_DIR: offlineRelease(s), [COPY_RELEASE_ENV]: '1' } : {}),
});
