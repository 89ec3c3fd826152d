// Hosting the built portal: caching, compression, CSP and the history fallback.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync } from 'node:zlib';
import { precompressFile } from '../../build/precompress.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { staticApp } from './support/static-app.ts';

const dir = mkdtempSync(join(tmpdir(), 'casillero-static-'));
mkdirSync(join(dir, 'assets'));
const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(5000))});`;
writeFileSync(join(dir, 'index.html'), INDEX);
writeFileSync(join(dir, 'assets', 'index-abc123.js'), SCRIPT);
writeFileSync(join(dir, 'assets', 'index-abc123.js.map'), JSON.stringify({ version: 3, sources: ['src/main.tsx'], sourcesContent: ['the source'] }));
writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(dir, '.env'), 'SECRET=1');
mkdirSync(join(dir, 'prerendered'));
const SIGN_IN = { es: '<html lang="es"><body>Iniciar sesión</body></html>', en: '<html lang="en"><body>Sign in</body></html>' };
writeFileSync(join(dir, 'prerendered', 'sign-in.es.html'), SIGN_IN.es);
writeFileSync(join(dir, 'prerendered', 'sign-in.en.html'), SIGN_IN.en);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const app = staticApp(dir, ['https://api.casillero.example', 'https://ipapi.co']);
const html = { Accept: 'text/html,application/xhtml+xml' };

const readBack = (path: string) => readFileSync(path);
const brotliCopy = (text: string) => brotliCompressSync(Buffer.from(text), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } });

function directives(csp: string) {
  return Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
}

describe('the built portal', () => {
  it('serves index.html with no-cache and a strict CSP', async () => {
    const res = await app.request('/', { headers: { ...html, Cookie: 'casillero_session=1' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    const csp = directives(res.headers.get('Content-Security-Policy') ?? '');
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.casillero.example', 'https://ipapi.co']);
  });

  it('sends a page that carries the sign-in picture with the build\'s when the database does not answer', async () => {
    const withPicture = mkdtempSync(join(tmpdir(), 'casillero-static-picture-'));
    try {
      const page = '<!doctype html><html lang="es"><head><meta name="sign-in-picture" content="/images/auth.svg"></head><body><img src="/images/auth.svg"></body></html>';
      writeFileSync(join(withPicture, 'index.html'), page);
      const res = await staticApp(withPicture).request('/home/my-account', { headers: html });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(page);
    } finally {
      rmSync(withPicture, { recursive: true, force: true });
    }
  });

  it('sends the prerendered sign-in page for / in the visitor\'s language, without a session', async () => {
    const page = async (path: string, headers: Record<string, string> = {}) => {
      const res = await app.request(path, { headers: { ...html, ...headers } });
      expect(res.status).toBe(200);
      return { body: await res.text(), vary: res.headers.get('Vary') ?? '', csp: res.headers.get('Content-Security-Policy') };
    };
    const spanish = await page('/');
    expect(spanish.body).toBe(SIGN_IN.es);
    expect(spanish.vary).toContain('Cookie');
    expect(spanish.vary).toContain('Accept-Language');
    expect(spanish.csp).toContain("script-src 'self'");
    expect((await page('/', { 'Accept-Language': 'en-US,en;q=0.9' })).body).toBe(SIGN_IN.en);
    expect((await page('/', { 'Accept-Language': 'fr-FR,es-419;q=0.8' })).body).toBe(SIGN_IN.es);
    expect((await page('/?lng=en', { 'Accept-Language': 'es' })).body).toBe(SIGN_IN.en);
    expect((await page('/?lng=xx', { 'Accept-Language': 'en' })).body).toBe(SIGN_IN.en);
    expect((await page('/', { Cookie: 'i18next=en', 'Accept-Language': 'es' })).body).toBe(SIGN_IN.en);
    // A session (its hint cookie) or any other page: the plain portal, which routes by itself.
    expect((await page('/', { Cookie: 'casillero_session=1; i18next=en' })).body).toBe(INDEX);
    expect((await page('/home/my-account', { 'Accept-Language': 'en' })).body).toBe(INDEX);
  });

  it('caches hashed assets for a year and compresses them, in brotli for a browser that takes it', async () => {
    const res = await app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(res.headers.get('Content-Security-Policy')).toBeNull();
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(SCRIPT.length);
    expect(Number(res.headers.get('Content-Length'))).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client that takes gzip only, or prefers it', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0.5, gzip', 'br;q=0, gzip;q=0.1']) {
      const res = await app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': accept } });
      expect(res.headers.get('Content-Encoding'), accept).toBe('gzip');
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(SCRIPT);
    }
  });

  it("sends the build's precompressed copies, unless they are older than the file, and never by their own names", async () => {
    const name = 'lazy-def456.js';
    const path = join(dir, 'assets', name);
    const source = `export const text = ${JSON.stringify('y'.repeat(4000))};`;
    writeFileSync(path, source);
    await precompressFile(path);
    // At brotli's lowest level, which the server never uses: the test can tell this copy was sent.
    writeFileSync(`${path}.br`, brotliCopy(source));
    const br = await app.request(`/assets/${name}`, { headers: { 'Accept-Encoding': 'br' } });
    const sent = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(sent).toString()).toBe(source);
    expect(sent.equals(readBack(`${path}.br`))).toBe(true);
    const gz = await app.request(`/assets/${name}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(Buffer.from(await gz.arrayBuffer()).equals(readBack(`${path}.gz`))).toBe(true);

    // A file changed after its copies were made: its copies are stale, and the file is compressed anew.
    const changed = 'changed-789.js';
    const changedPath = join(dir, 'assets', changed);
    writeFileSync(changedPath, source);
    await precompressFile(changedPath);
    const newer = source.replace('y', 'z');
    writeFileSync(changedPath, newer);
    const later = new Date(Date.now() + 60_000);
    utimesSync(changedPath, later, later);
    const fresh = await app.request(`/assets/${changed}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(brotliDecompressSync(Buffer.from(await fresh.arrayBuffer())).toString()).toBe(newer);

    for (const suffix of ['.br', '.gz']) expect((await app.request(`/assets/${name}${suffix}`)).status).toBe(404);
  });

  it('sends plain bytes to a client that accepts no coding', async () => {
    const res = await app.request('/assets/index-abc123.js');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.text()).toBe(SCRIPT);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.request('/favicon.svg');
    const etag = first.headers.get('ETag');
    // A weak validator made of the file's size and modification time, in hex.
    const { size, mtimeMs } = statSync(join(dir, 'favicon.svg'));
    expect(etag).toBe(`W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`);
    const again = await app.request('/favicon.svg', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it.each(['/home/my-account', '/home/package/12', '/create-account/code-validation'])(
    'falls back to index.html for the route %s',
    async (path) => {
      const res = await app.request(path, { headers: html });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
      expect(await res.text()).toBe(INDEX);
    },
  );

  it('does not fall back for missing assets, non-HTML requests, the API or other methods', async () => {
    expect((await app.request('/assets/missing-123.js', { headers: html })).status).toBe(404);
    expect((await app.request('/missing.png', { headers: { Accept: 'image/*' } })).status).toBe(404);
    const api = await app.request('/api/unknown', { headers: html });
    expect(api.status).toBe(404);
    expect((await api.json()).code).toBe('NOT_FOUND');
    expect((await app.request('/home', { method: 'POST', headers: html })).status).toBe(404);
  });

  it('never serves a source map, even one left in the build (docs/product.md#one-process)', async () => {
    for (const headers of [{}, html, { 'Accept-Encoding': 'br, gzip' }] as Record<string, string>[]) {
      const res = await app.request('/assets/index-abc123.js.map', { headers });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('the source');
    }
  });

  it('never serves hidden files or paths outside the build', async () => {
    for (const path of ['/.env', '/%2e%2e/etc/passwd', '/assets/..%2f..%2fetc/passwd', '/%00']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
    }
    const fallback = await app.request('/.env', { headers: html });
    expect(await fallback.text()).toBe(INDEX);
  });
});
