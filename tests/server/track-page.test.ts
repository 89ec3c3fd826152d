// The page a shared tracking link opens (docs/product.md#shared-tracking): track.html, an entry of
// its own, for `/t/<token>`, never indexed; any other /t/ address is the portal's.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staticApp } from './support/static-app.ts';

const dir = mkdtempSync(join(tmpdir(), 'casillero-track-'));
const INDEX = '<!doctype html><html><body><div id="root"></div>portal</body></html>';
const TRACK = '<!doctype html><html><head><meta name="robots" content="noindex"></head><body><div id="root"></div>track</body></html>';
writeFileSync(join(dir, 'index.html'), INDEX);
writeFileSync(join(dir, 'track.html'), TRACK);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const app = staticApp(dir);
const html = { Accept: 'text/html,application/xhtml+xml' };
const TOKEN = 'AbCdEfGhIjKlMnOpQr_-12';

describe('the shared tracking page', () => {
  it('is track.html for /t/<token>, whoever asks, with X-Robots-Tag: noindex and the CSP', async () => {
    for (const headers of [html, { ...html, Cookie: 'casillero_session=1; i18next=en' }]) {
      const res = await app.request(`/t/${TOKEN}`, { headers });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(TRACK);
      expect(res.headers.get('X-Robots-Tag')).toBe('noindex');
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(res.headers.get('Vary')).toBe('Accept-Encoding');
      expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    }
  });

  it('is noindex asked for by its name too', async () => {
    const res = await app.request('/track.html', { headers: html });
    expect(await res.text()).toBe(TRACK);
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex');
  });

  it('leaves any other /t/ address to the portal (its not-found page), unindexed or not', async () => {
    for (const path of ['/t/short', `/t/${TOKEN}x`, `/t/${TOKEN}/more`, `/t/${TOKEN.slice(1)}=`]) {
      const res = await app.request(path, { headers: html });
      expect(await res.text(), path).toBe(INDEX);
      expect(res.headers.get('X-Robots-Tag'), path).toBeNull();
    }
  });
});
