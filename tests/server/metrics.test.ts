// GET /metrics (docs/operations.md#metrics): Prometheus's text format on a listener of its own,
// never on the app's port; requests by route pattern and status with their latency, the database
// pool, the password-hashing queue and the outboxes' backlog; health checks counted, not logged.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASH_CONCURRENCY, verifyPassword } from '../../server/auth/password.ts';
import { webhookDeliveries } from '../../server/db/schema.ts';
import { serveMetrics } from '../../server/metrics/listener.ts';
import { metricsOf } from '../../server/metrics/registry.ts';
import { captureLog, silentLog } from './support/log-capture.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO } from './support/users.ts';

const captured = captureLog();
const t = useTestApp({ log: captured.log });
let listener: Server;
let base: string;

beforeAll(async () => {
  listener = await serveMetrics(metricsOf(t.db).registry, { host: '127.0.0.1', port: 0 }, silentLog());
  base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => listener.close(() => done())));

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a scrape, as Prometheus reads them. */
async function scrape(): Promise<{ text: string; samples: Sample[] }> {
  const res = await fetch(`${base}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  const text = await res.text();
  const samples = text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name, labels = '', value] = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      return { name: name!, labels: Object.fromEntries([...labels.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, item]) => [key!, item!])), value: Number(value) };
    });
  return { text, samples };
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when there is none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, item]) => sample.labels[key] === item));
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0]?.value;
}

describe('requests', () => {
  it('are counted by route pattern and status, with their latency, never by path', async () => {
    const token = await t.tokenFor(DEMO);
    for (const id of [42, 43, 999_999]) expect((await t.request(`/api/packages/${id}`, { token })).status).toBe(404);
    expect((await t.request('/api/countries')).status).toBe(200);
    const before = (await scrape()).samples;
    for (const path of ['/api/no/such/thing', '/api/another/made-up/path', '/wp-login.php', '/.env']) {
      expect((await t.app.request(path)).status).toBe(404);
    }

    const { text, samples } = await scrape();
    expect(valueOf(samples, 'casillero_http_requests_total', { method: 'GET', route: '/api/packages/:id', status: '404' })).toBe(3);
    expect(valueOf(samples, 'casillero_http_requests_total', { method: 'GET', route: '/api/countries', status: '200' })).toBe(1);
    expect(valueOf(samples, 'casillero_http_requests_total', { method: 'POST', route: '/api/auth/token', status: '200' })).toBe(1);
    expect(valueOf(samples, 'casillero_http_request_duration_seconds_count', { method: 'GET', route: '/api/packages/:id' })).toBe(3);
    expect(valueOf(samples, 'casillero_http_request_duration_seconds_bucket', { method: 'GET', route: '/api/packages/:id', le: '+Inf' })).toBe(3);
    expect(valueOf(samples, 'casillero_http_request_duration_seconds_sum', { method: 'GET', route: '/api/packages/:id' })).toBeGreaterThan(0);
    // Paths no route took: one label each for the API's fallback and the rest, whatever was asked.
    const unknown = { method: 'GET', status: '404' };
    const grown = (route: string) => (valueOf(samples, 'casillero_http_requests_total', { ...unknown, route }) ?? 0) - (valueOf(before, 'casillero_http_requests_total', { ...unknown, route }) ?? 0);
    expect(grown('/api/*')).toBe(2);
    expect(grown('/*')).toBe(2);
    const routes = new Set(samples.filter((sample) => sample.name.startsWith('casillero_http_')).map((sample) => sample.labels.route));
    expect([...routes].sort()).toEqual(['/*', '/api/*', '/api/auth/token', '/api/countries', '/api/packages/:id']);
    for (const path of ['/api/packages/42', '/api/packages/999999', 'no/such', 'made-up', 'wp-login', '.env']) expect(text).not.toContain(path);
  });

  it('of health checks are counted, and are not lines of the request log', async () => {
    captured.clear();
    for (const path of ['/healthz', '/readyz', '/readyz', '/api/countries']) expect((await t.request(path)).status).toBe(200);
    expect(captured.lines.map((line) => [line.msg, line.route])).toEqual([['request', '/api/countries']]);
    const { samples } = await scrape();
    expect(valueOf(samples, 'casillero_http_requests_total', { method: 'GET', route: '/readyz', status: '200' })).toBe(2);
    expect(valueOf(samples, 'casillero_http_requests_total', { method: 'GET', route: '/healthz', status: '200' })).toBe(1);
  });
});

describe('the listener', () => {
  it('serves the metrics, and the app does not', async () => {
    const res = await t.app.request('/metrics');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('casillero_');
    // Nothing of the app on the metrics' listener either.
    expect((await fetch(`${base}/api/countries`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it("adds Node's own series", async () => {
    const { samples } = await scrape();
    for (const name of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes']) {
      expect(valueOf(samples, name), name).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('the load, read when Prometheus asks', () => {
  it("the database pool: its size, and its use where the driver tells (not postgres.js's)", async () => {
    const { samples } = await scrape();
    const max = samples.find((sample) => sample.name === 'casillero_db_pool_max');
    const driver = max?.labels.driver;
    expect(driver).toBe(process.env.DATABASE_URL ? 'postgres.js' : 'pglite');
    expect(max!.value).toBe(driver === 'pglite' ? 1 : 10);
    const told = driver !== 'postgres.js';
    expect(valueOf(samples, 'casillero_db_pool_in_use', { driver: driver! })).toBe(told ? 0 : undefined);
    expect(valueOf(samples, 'casillero_db_pool_waiting', { driver: driver! })).toBe(told ? 0 : undefined);
  });

  it('the password hashes running and waiting', async () => {
    // A stored hash at the real cost (scrypt's N = 2^14): each check takes tens of milliseconds.
    const stored = `scrypt$${'00'.repeat(16)}$${'00'.repeat(64)}`;
    const checks = Array.from({ length: 12 }, () => verifyPassword('not-the-password', stored));
    const during = (await scrape()).samples;
    expect(valueOf(during, 'casillero_password_hashes_in_flight')).toBe(HASH_CONCURRENCY);
    expect(valueOf(during, 'casillero_password_hashes_queued')).toBeGreaterThan(0);
    expect(await Promise.all(checks)).toEqual(checks.map(() => false));
    const after = (await scrape()).samples;
    expect(valueOf(after, 'casillero_password_hashes_in_flight')).toBe(0);
    expect(valueOf(after, 'casillero_password_hashes_queued')).toBe(0);
  });

  it("the outboxes' backlog: a row waiting is counted until it is sent", async () => {
    const backlog = async (outbox: string) => valueOf((await scrape()).samples, 'casillero_outbox_backlog', { outbox });
    const webhooks = await backlog('webhooks');
    expect(webhooks).toBeGreaterThanOrEqual(0);
    expect(await backlog('notice_mails')).toBeGreaterThanOrEqual(0);
    expect(await backlog('pin_mails')).toBeGreaterThanOrEqual(0);
    const [row] = await t.db
      .insert(webhookDeliveries)
      .values({ webhook_id: 'msg_metrics_backlog', type: 'pre_alert.created', payload: '{}' })
      .returning({ id: webhookDeliveries.id });
    expect(await backlog('webhooks')).toBe(webhooks! + 1);
    await t.db.update(webhookDeliveries).set({ status: 'delivered', delivered_at: new Date() }).where(eq(webhookDeliveries.id, row!.id));
    expect(await backlog('webhooks')).toBe(webhooks);
  });
});
