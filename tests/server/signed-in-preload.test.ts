// A signed-in visitor's page names the signed-in area's code, in the visitor's language, in place of
// the boot the page as built names: the largest scripts linked, the rest for the entry to fetch at
// once (src/app/preload-first-screen.ts); anyone else gets the page as built.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_CODE_META } from '../../src/api/contract/page.ts';
import { staticApp } from './support/static-app.ts';

const dir = mkdtempSync(join(tmpdir(), 'casillero-preload-'));
mkdirSync(join(dir, '.vite'), { recursive: true });
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-a.js"></script>' +
  '<link rel="modulepreload" href="/assets/early-i.js">' +
  `<meta name="${FIRST_SCREEN_CODE_META}" content="/assets/react-b.js /assets/boot-c.js"></head><body><div id="root"></div></body></html>`;
writeFileSync(join(dir, 'index.html'), INDEX);
// The shape `vite build` writes: groups without a source, catalogs and lazy modules with one.
const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_early-i.js'], dynamicImports: ['_react-b.js', '_boot-c.js'] },
  '_early-i.js': { file: 'assets/early-i.js', name: 'early' },
  '_react-b.js': { file: 'assets/react-b.js', name: 'react' },
  '_boot-c.js': { file: 'assets/boot-c.js', name: 'boot', imports: ['_react-b.js', '_early-i.js'] },
  '_app-d.js': { file: 'assets/app-d.js', name: 'app', imports: ['_boot-c.js', '_format-f.js'], css: ['assets/app-g.css'] },
  '_format-f.js': { file: 'assets/format-f.js', name: 'format' },
  'locale/es/messages.po': { file: 'assets/messages-es.js', src: 'locale/es/messages.po', isDynamicEntry: true },
  'locale/en/messages.po': { file: 'assets/messages-en.js', src: 'locale/en/messages.po', isDynamicEntry: true },
  'locale/es/signed-in.po': { file: 'assets/signed-in-es.js', src: 'locale/es/signed-in.po', isDynamicEntry: true },
  'locale/en/signed-in.po': { file: 'assets/signed-in-en.js', src: 'locale/en/signed-in.po', isDynamicEntry: true },
  'src/features/packages/packages-page.tsx': { file: 'assets/packages-page-h.js', src: 'src/features/packages/packages-page.tsx', isDynamicEntry: true },
};
writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
// Sizes, so the order can be checked: the largest first.
mkdirSync(join(dir, 'assets'));
for (const [file, bytes] of [['react-b.js', 7000], ['boot-c.js', 5000], ['app-d.js', 3000], ['format-f.js', 2000], ['signed-in-en.js', 1000]] as const) {
  writeFileSync(join(dir, 'assets', file), 'x'.repeat(bytes));
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const app = staticApp(dir);

const SIGNED_IN = { Accept: 'text/html', Cookie: 'casillero_session=1' };
const named = (page: string) => new RegExp(`<meta name="${FIRST_SCREEN_CODE_META}" content="([^"]*)">`).exec(page)?.[1]?.split(' ') ?? null;
const linked = (page: string) => [...page.matchAll(/<link rel="modulepreload" href="([^"]+)" crossorigin>/g)].map((m) => m[1]);

describe("a signed-in visitor's page", () => {
  it('links React, the boot and the app, the largest, and names what they import, their stylesheet and the catalogs of the language, the largest first', async () => {
    const res = await app.request('/home/my-account', { headers: { ...SIGNED_IN, 'Accept-Language': 'en-US,en;q=0.9' } });
    expect(res.status).toBe(200);
    const page = await res.text();
    // Fetched while the page is read: the three largest scripts, and no more (the session check
    // needs a connection of the six).
    expect(linked(page)).toEqual(['/assets/react-b.js', '/assets/boot-c.js', '/assets/app-d.js']);
    expect(page.indexOf('rel="modulepreload" href="/assets/react-b.js"')).toBeLessThan(page.indexOf('</head>'));
    expect(named(page)?.sort()).toEqual(
      ['/assets/format-f.js', '/assets/app-g.css', '/assets/messages-en.js', '/assets/signed-in-en.js'].sort(),
    );
    expect(named(page)?.slice(0, 2)).toEqual(['/assets/format-f.js', '/assets/signed-in-en.js']);
    // In place of the page's own list; what the page loads already (the entry's imports) and other
    // pages' code are left out.
    expect(page.match(new RegExp(`name="${FIRST_SCREEN_CODE_META}"`, 'g'))).toHaveLength(1);
    expect(page).not.toMatch(/content="[^"]*early-i/);
    expect(page).not.toContain('packages-page');
    expect(res.headers.get('Vary')).toContain('Cookie');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it("follows the language cookie, and / (which leads to the account) too", async () => {
    const page = await (await app.request('/', { headers: { ...SIGNED_IN, Cookie: 'casillero_session=1; i18next=es' } })).text();
    expect(named(page)).toContain('/assets/signed-in-es.js');
    expect(named(page)).not.toContain('/assets/signed-in-en.js');
  });

  it('comes gzipped or in brotli, each language with its own ETag', async () => {
    const gz = await app.request('/home/packages', { headers: { ...SIGNED_IN, 'Accept-Encoding': 'gzip', 'Accept-Language': 'es' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(named(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toContain('/assets/format-f.js');
    const br = await app.request('/home/packages', { headers: { ...SIGNED_IN, 'Accept-Encoding': 'gzip, br', 'Accept-Language': 'es' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(linked(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString())).toContain('/assets/react-b.js');
    const en = await app.request('/home/packages', { headers: { ...SIGNED_IN, 'Accept-Language': 'en' } });
    expect(en.headers.get('ETag')).not.toBe(gz.headers.get('ETag'));
    const again = await app.request('/home/packages', { headers: { ...SIGNED_IN, 'Accept-Language': 'en', 'If-None-Match': en.headers.get('ETag')! } });
    expect(again.status).toBe(304);
  });

  it('is the page as built for a visitor without a session, and on the public pages', async () => {
    for (const [path, headers] of [
      ['/home/my-account', { Accept: 'text/html' }],
      ['/create-account', SIGNED_IN],
      ['/password-recovery', SIGNED_IN],
    ] as const) {
      const res = await app.request(path, { headers });
      expect(await res.text(), path).toBe(INDEX);
    }
  });
});
