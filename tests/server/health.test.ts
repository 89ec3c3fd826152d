// What a load balancer asks (docs/product.md#production): GET /healthz while the process runs,
// GET /readyz while the database answers within a second (the file store is reported, not required). No token, no cache.
// The app here has a database and a store that answer as each test says (a real one is asked in
// startup-lock.test.ts, on PostgreSQL).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createClock } from '../../server/clock.ts';
import type { Db } from '../../server/db/open.ts';
import { READY_DEADLINE_MS } from '../../server/routes/health.ts';
import type { FileStore } from '../../server/storage/store.ts';
import { silentLog } from './support/log-capture.ts';

type Answers = { database: () => Promise<unknown>; store: () => Promise<boolean> };

function appAnswering({ database, store }: Answers) {
  const unused = () => {
    throw new Error('not asked by the health routes');
  };
  return createApp({
    db: new Proxy({}, { get: (_, name) => (name === 'execute' ? database : unused) }) as unknown as Db,
    store: new Proxy({}, { get: (_, name) => (name === 'check' ? store : unused) }) as unknown as FileStore,
    clock: createClock(),
    mail: { kind: 'smtp', send: async () => {} },
    mediaSecret: 'x',
    publicUrl: 'http://localhost',
    log: silentLog(),
  });
}

const answering: Answers = { database: async () => [{ '?column?': 1 }], store: async () => true };

afterEach(() => {
  vi.useRealTimers();
});

describe('health', () => {
  it('answers /healthz and /readyz 200 without a token, never cached', async () => {
    const app = appAnswering(answering);
    for (const path of ['/healthz', '/readyz']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Cache-Control'), path).toBe('no-store');
      expect(await res.json(), path).toMatchObject({ status: 'ok' });
    }
  });

  it('stays ready when the file store does not answer, and says it is down (only the file routes answer 503)', async () => {
    const app = appAnswering({ ...answering, store: async () => false });
    const res = await app.request('/readyz');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok', store: 'down' });
    expect((await app.request('/healthz')).status).toBe(200);
  });

  it('is not ready when the database fails, or does not answer within a second, and says so then', async () => {
    const failing = appAnswering({ ...answering, database: async () => Promise.reject(new Error('connection refused')) });
    expect(await (await failing.request('/readyz')).json()).toEqual({ status: 'unavailable', database: 'down', store: 'ok' });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const silent = appAnswering({ ...answering, database: () => new Promise(() => {}) });
    let settled = false;
    const answer = Promise.resolve(silent.request('/readyz')).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(READY_DEADLINE_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const res = await answer;
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', database: 'down', store: 'ok' });
    expect((await silent.request('/healthz')).status).toBe(200);
  });
});
