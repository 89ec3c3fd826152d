// A database outage answers fast (docs/product.md#production): the server's postgres.js client,
// pointed at a PostgreSQL that accepts connections and never answers (or at a port where nothing
// listens), answers an API request 503 SERVICE_UNAVAILABLE with Retry-After within its connect
// timeout, a request waiting for a busy pool within the pool wait, and /healthz 200 all along.
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { drizzle } from 'drizzle-orm/postgres-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createClock } from '../../server/clock.ts';
import type { Db } from '../../server/db/open.ts';
import { DATABASE_LIMITS, type DatabaseLimits } from '../../server/db/outage.ts';
import { postgresClient } from '../../server/db/postgres-client.ts';
import * as schema from '../../server/db/schema.ts';
import { createOutboxMailer } from '../../server/mail/outbox.ts';
import type { FileStore } from '../../server/storage/store.ts';
import { checkedRequest } from './support/declared-answers.ts';
import { silentLog } from './support/log-capture.ts';

const CONNECT_TIMEOUT_MS = 800;
const POOL_WAIT_MS = 300;
/** Timers and a busy machine: how late an answer may be past its deadline. */
const MARGIN_MS = 700;

/** Accepts every connection and never says a word, as a PostgreSQL stuck or behind a dead proxy. */
let silent: Server;
const sockets = new Set<Socket>();
/** A port where nothing listens (a server that stopped). */
let closedPort: number;
const clients: Array<{ end: (options?: { timeout?: number }) => Promise<void> }> = [];

beforeAll(async () => {
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const spare = createServer();
  await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
  closedPort = (spare.address() as AddressInfo).port;
  await new Promise<void>((resolve) => spare.close(() => resolve()));
});

afterAll(async () => {
  await Promise.all(clients.map((sql) => sql.end({ timeout: 0 })));
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

/** The app as a server on PostgreSQL builds it, its database at `port`. */
function appOn(port: number, limits: Partial<DatabaseLimits> = {}) {
  const { sql, forDrizzle } = postgresClient(`postgres://casillero:x@127.0.0.1:${port}/casillero`, { ...DATABASE_LIMITS, connectTimeoutMs: CONNECT_TIMEOUT_MS, poolWaitMs: POOL_WAIT_MS, ...limits });
  clients.push(sql);
  const db = drizzle(forDrizzle, { schema }) as unknown as Db;
  const clock = createClock();
  const store = { kind: 'folder', check: async () => true } as unknown as FileStore;
  return createApp({ db, store, clock, mail: createOutboxMailer(db, clock), mediaSecret: 'x', publicUrl: 'http://localhost', log: silentLog() });
}

/** A signed-in customer's list, as the portal asks it: its token is looked up in the database. */
async function timedList(app: ReturnType<typeof appOn>) {
  const started = performance.now();
  const res = await checkedRequest(app, '/api/packages', { headers: { Authorization: `Bearer ${'A'.repeat(43)}`, 'Accept-Language': 'en' } });
  return { res, ms: performance.now() - started };
}

async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  expect(await res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
}

describe('a database that does not answer', () => {
  it('answers 503 with Retry-After within the connect timeout, and /healthz 200', async () => {
    const app = appOn((silent.address() as AddressInfo).port);
    const { res, ms } = await timedList(app);
    await expectUnavailable(res);
    expect(ms).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(CONNECT_TIMEOUT_MS + MARGIN_MS);
    expect((await app.request('/healthz')).status).toBe(200);
    expect((await app.request('/readyz')).status).toBe(503);
  });

  it('answers a request that waits for a busy pool 503 within the pool wait', async () => {
    const app = appOn((silent.address() as AddressInfo).port, { poolMax: 1 });
    const [first, second, third] = await Promise.all([timedList(app), timedList(app), timedList(app)]);
    for (const { res } of [first!, second!, third!]) await expectUnavailable(res);
    // The first holds the one connection while it tries; the others give up waiting for it.
    expect(first!.ms).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 50);
    for (const waited of [second!, third!]) {
      expect(waited.ms).toBeGreaterThanOrEqual(POOL_WAIT_MS - 50);
      expect(waited.ms).toBeLessThan(POOL_WAIT_MS + MARGIN_MS);
    }
  });

  it('answers 503 at once when nothing listens, again and again (nothing waits on an earlier failure)', async () => {
    const app = appOn(closedPort);
    for (let i = 0; i < 3; i++) {
      const { res, ms } = await timedList(app);
      await expectUnavailable(res);
      // A lost connection is tried again after at most a second (the client's backoff).
      expect(ms).toBeLessThan(1_000 + MARGIN_MS);
    }
    expect((await app.request('/healthz')).status).toBe(200);
  });
});
