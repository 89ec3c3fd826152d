// Issue 16: JSON answers over 1 KB go gzip-compressed to a client that accepts it; smaller ones,
// and files, go as they are.
import { gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isNotNull } from 'drizzle-orm';
import { media } from '../../server/db/schema.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO } from './support/users.ts';

const t = useTestApp();
const GZIP = { 'Accept-Encoding': 'gzip, deflate, br' };

async function plainLength(path: string, token?: string): Promise<number> {
  const res = await t.request(path, { token });
  expect(res.headers.get('Content-Encoding')).toBeNull();
  return (await res.arrayBuffer()).byteLength;
}

describe('compression of API answers', () => {
  it('gzips a large JSON list for a client that accepts it, and the same JSON comes out', async () => {
    const token = await t.tokenFor(DEMO);
    const path = '/api/packages?page=1&page_size=20';
    const plain = await (await t.request(path, { token })).text();
    expect(plain.length).toBeGreaterThan(1024);
    const res = await t.request(path, { token, headers: GZIP });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.byteLength).toBeLessThan(plain.length);
    expect(gunzipSync(body).toString('utf8')).toBe(plain);
  });

  it('sends a small JSON answer as it is, with its length', async () => {
    const token = await t.tokenFor(DEMO);
    for (const path of ['/api/users/me', '/api/packages/999999']) {
      const size = await plainLength(path, token);
      expect(size, path).toBeLessThan(1024);
      const res = await t.request(path, { token, headers: GZIP });
      expect(res.headers.get('Content-Encoding'), path).toBeNull();
      expect(res.headers.get('Content-Length'), path).toBe(String(size));
      expect((await res.arrayBuffer()).byteLength, path).toBe(size);
    }
  });

  it('sends a large list as it is to a client that accepts no encoding, saying that it could be compressed', async () => {
    const path = '/api/packages?page=1&page_size=20';
    const size = await plainLength(path, await t.tokenFor(DEMO));
    expect(size).toBeGreaterThan(1024);
    const res = await t.request(path, { token: await t.tokenFor(DEMO) });
    expect(res.headers.get('Vary')).toBe('Accept-Language, Accept-Encoding');
    // A small one says nothing of encodings to a client that accepts one: it is never compressed.
    const small = await t.request('/api/users/me', { token: await t.tokenFor(DEMO), headers: GZIP });
    expect(small.headers.get('Vary')).toBe('Accept-Language');
  });

  it('compresses as the client prefers: deflate, gzip at the higher q, nothing for an encoding it does not know', async () => {
    const token = await t.tokenFor(DEMO);
    const path = '/api/packages?page=1&page_size=20';
    const plain = await (await t.request(path, { token })).text();
    const cases: [string, string | null][] = [
      ['deflate', 'deflate'],
      ['deflate;q=0.5, gzip;q=0.8', 'gzip'],
      ['*', 'gzip'],
      ['br', null],
      ['identity', null],
    ];
    for (const [accepted, encoding] of cases) {
      const res = await t.request(path, { token, headers: { 'Accept-Encoding': accepted } });
      expect(res.headers.get('Content-Encoding'), accepted).toBe(encoding);
      expect(res.headers.get('Vary'), accepted).toBe('Accept-Language, Accept-Encoding');
      const body = Buffer.from(await res.arrayBuffer());
      const text = encoding === 'deflate' ? inflateSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
      expect(text.toString('utf8'), accepted).toBe(plain);
    }
  });

  it("keeps the company's data revalidating: a compressed answer's tag brings a 304", async () => {
    const first = await t.request('/api/site-content', { lang: 'es', headers: GZIP });
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Encoding')).toBe('gzip');
    const tag = first.headers.get('ETag');
    expect(tag).toMatch(/^W\/"[^"]+"$/);
    const again = await t.request('/api/site-content', { lang: 'es', headers: { ...GZIP, 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('streams a file as it is stored, with its length', async () => {
    const [row] = await t.db.select().from(media).where(isNotNull(media.client_id)).limit(1);
    const res = await t.request(t.signer.url(row!.id), { headers: GZIP });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Content-Length')).toBe(String(row!.size));
    expect((await res.arrayBuffer()).byteLength).toBe(row!.size);
  });
});
