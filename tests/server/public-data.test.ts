// Issue 16: the company's data carries an ETag (a browser that has it gets a bodiless 304) and a
// Cache-Control fit for it; everything else under /api stays no-store.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PUBLIC_DATA_MAX_AGE_SECONDS } from '../../server/http/public-data.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO } from './support/users.ts';

const t = useTestApp();

const ROUTES = [
  { path: '/api/client-app-settings', cache: `public, max-age=${PUBLIC_DATA_MAX_AGE_SECONDS}` },
  { path: '/api/warehouses', cache: `public, max-age=${PUBLIC_DATA_MAX_AGE_SECONDS}` },
  { path: '/api/site-content', cache: 'private, no-cache' },
  { path: '/api/departures/available?country_id=1', cache: 'private, no-cache' },
] as const;

describe("the company's data", () => {
  for (const { path, cache } of ROUTES) {
    it(`${path}: an ETag, "${cache}", and a 304 without a body for the same ETag`, async () => {
      const first = await t.request(path, { lang: 'es' });
      expect(first.status).toBe(200);
      const tag = first.headers.get('ETag');
      expect(tag).toMatch(/^(W\/)?"[^"]+"$/);
      expect(first.headers.get('Cache-Control')).toBe(cache);
      expect(first.headers.get('Vary')).toContain('Accept-Language');

      const again = await t.request(path, { lang: 'es', headers: { 'If-None-Match': tag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('Cache-Control')).toBe(cache);
    });
  }

  it("tags an answer with its body's SHA-1, as hono's default did: a browser's stored tag still matches", async () => {
    for (const { path } of ROUTES) {
      const res = await t.request(path, { lang: 'en' });
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get('ETag'), path).toBe(`"${createHash('sha1').update(body).digest('hex')}"`);
    }
  });

  it('a 304 when the tag is among several or marked weak (a compressed answer was), a 200 for another tag', async () => {
    const tag = (await t.request('/api/warehouses', { lang: 'es' })).headers.get('ETag')!;
    for (const ifNoneMatch of [`"other", ${tag}`, `W/${tag}`, '*']) {
      const res = await t.request('/api/warehouses', { lang: 'es', headers: { 'If-None-Match': ifNoneMatch } });
      expect(res.status, ifNoneMatch).toBe(304);
      expect(res.headers.get('ETag')).toBe(tag);
    }
    const other = await t.request('/api/warehouses', { lang: 'es', headers: { 'If-None-Match': '"other"' } });
    expect(other.status).toBe(200);
    expect((await other.json()).data.length).toBeGreaterThan(0);
  });

  it('another language is another answer, with another tag', async () => {
    const es = await t.request('/api/site-content', { lang: 'es' });
    const en = await t.request('/api/site-content', { lang: 'en', headers: { 'If-None-Match': es.headers.get('ETag')! } });
    expect(en.status).toBe(200);
    expect(en.headers.get('ETag')).not.toBe(es.headers.get('ETag'));
  });

  it("a customer's own data stays no-store", async () => {
    const res = await t.request('/api/packages?page=1&page_size=5', { token: await t.tokenFor(DEMO) });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('ETag')).toBeNull();
  });
});
