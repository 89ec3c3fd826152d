// The routes that move the server or rewrite its content exist only with CASILLERO_TEST_ROUTES=1,
// and a production server never falls silently into the public demo mailbox.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO } from './support/users.ts';

const t = useTestApp();

describe('without CASILLERO_TEST_ROUTES', () => {
  const plain = () => createApp({ ...t.deps, testRoutes: false });

  it.each([
    ['POST', '/api/dev/clock', { advance_minutes: 60 }],
    ['POST', '/api/dev/hostile-content', { email: DEMO, text: 'x', html: '<p>x</p>' }],
    ['DELETE', '/api/dev/hostile-content', undefined],
  ])('%s %s answers NOT_FOUND and does nothing', async (method, path, json) => {
    const before = t.clock.now().getTime();
    const res = await plain().request(path, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('NOT_FOUND');
    expect(t.clock.now().getTime() - before).toBeLessThan(60_000);
  });

  it('keeps the demo mailbox (demo mode is about mail, not tests)', async () => {
    const res = await plain().request(`/api/dev/mailbox?to=${encodeURIComponent(DEMO)}`);
    expect(res.status).toBe(200);
  });
});

describe('the configuration', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'casillero-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = (env: Record<string, string>) => readConfig({ DATA_DIR: dataDir, MEDIA_SECRET: 'x', ...env });

  it('turns the test routes on with CASILLERO_TEST_ROUTES=1 only', () => {
    expect(config({}).testRoutes).toBe(false);
    expect(config({ CASILLERO_TEST_ROUTES: '1' }).testRoutes).toBe(true);
    expect(() => config({ CASILLERO_TEST_ROUTES: 'yes' })).toThrow(/^CASILLERO_TEST_ROUTES must be 1 or unset/);
  });

  it('takes a test pace for the mail outboxes with CASILLERO_TEST_ROUTES=1 only', () => {
    expect(config({}).testOutboxMs).toBeUndefined();
    expect(config({ CASILLERO_TEST_ROUTES: '1', CASILLERO_TEST_OUTBOX_MS: '500' }).testOutboxMs).toBe(500);
    expect(() => config({ CASILLERO_TEST_OUTBOX_MS: '500' })).toThrow(/^CASILLERO_TEST_OUTBOX_MS is for the project's tests/);
    expect(() => config({ CASILLERO_TEST_ROUTES: '1', CASILLERO_TEST_OUTBOX_MS: '5' })).toThrow(/CASILLERO_TEST_OUTBOX_MS/);
  });

  it('serves the release in dist/ beside the server, or in RELEASE_DIR', () => {
    expect(config({}).releaseDir).toBe(join(import.meta.dirname, '../../dist'));
    expect(config({ RELEASE_DIR: 'releases/current' }).releaseDir).toBe(join(process.cwd(), 'releases/current'));
  });

  it('refuses NODE_ENV=production without MAIL_URL, unless DEMO=1', () => {
    expect(() => config({ NODE_ENV: 'production' })).toThrow(/^NODE_ENV=production needs MAIL_URL/);
    expect(config({ NODE_ENV: 'production', DEMO: '1' }).mailUrl).toBeUndefined();
    expect(config({ NODE_ENV: 'production', MAIL_URL: 'smtp://mail.example.com:587', PUBLIC_URL: 'https://portal.example' }).mailUrl).toBe('smtp://mail.example.com:587');
    // Development keeps its demo without being asked.
    expect(config({}).mailUrl).toBeUndefined();
  });

  it('takes warehouse API keys of 32 characters or more only (docs/operations.md#the-warehouse-api)', () => {
    const long = 'k'.repeat(32);
    expect(config({ WAREHOUSE_API_KEYS: ` ${long}, ${long}2 ` }).warehouseApiKeys).toEqual([long, `${long}2`]);
    expect(() => config({ WAREHOUSE_API_KEYS: `${long},short` })).toThrow(/^WAREHOUSE_API_KEYS: each key must be at least 32 characters/);
    expect(config({}).warehouseApiKeys).toEqual([]);
  });

  it('needs PUBLIC_URL with MAIL_URL, for the links in e-mails (docs/product.md#notices)', () => {
    expect(() => config({ MAIL_URL: 'smtp://mail.example.com:587' })).toThrow(/^PUBLIC_URL is required with MAIL_URL/);
    expect(config({ MAIL_URL: 'smtp://mail.example.com:587', PUBLIC_URL: 'https://portal.example/' }).publicUrl).toBe('https://portal.example');
    expect(() => config({ PUBLIC_URL: 'portal.example' })).toThrow(/^PUBLIC_URL must be/);
    expect(() => config({ PUBLIC_URL: 'ftp://portal.example' })).toThrow(/^PUBLIC_URL must be/);
    expect(config({ PORT: '8123' }).publicUrl).toBe('http://localhost:8123');
  });
});
