// `npm run serve` reads the release in dist/ and never writes to it (docs/operations.md#releases):
// whatever it is asked, in whatever coding, dist/ holds the same files, with the same dates and
// bytes, and nothing more. What it compresses itself stays in memory.
import { mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assetsNamed, bodyText, releaseOf, snapshot, TRACK_ADDRESS, writeRelease } from './support/release-fixture.ts';
import { staticApp } from './support/static-app.ts';

const dist = mkdtempSync(join(tmpdir(), 'casillero-serve-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('a server on a release', () => {
  it('sends every page and file of it without writing to its folder', async () => {
    await writeRelease(dist, 'r1');
    // Compressed on request, with no copy from the build to read.
    unlinkSync(join(dist, 'assets', 'track-r1.js.br'));
    unlinkSync(join(dist, 'assets', 'track-r1.js.gz'));
    const before = snapshot(dist);
    const app = staticApp(dist);

    const pages = ['/', '/?lng=en', '/home', '/home/packages', '/recover', TRACK_ADDRESS];
    const statuses = new Set<number>();
    for (const cookie of ['', 'casillero_session=1']) {
      for (const coding of ['br', 'gzip', 'identity']) {
        for (const path of pages) {
          const headers = { Accept: 'text/html', 'Accept-Encoding': coding, Cookie: cookie, 'Accept-Language': 'en' };
          const res = await app.request(path, { headers });
          const html = await bodyText(res);
          expect(releaseOf(html)).toBe('r1');
          const etag = res.headers.get('ETag') ?? '';
          statuses.add((await app.request(path, { headers: { ...headers, 'If-None-Match': etag } })).status);
          statuses.add((await app.request(path, { method: 'HEAD', headers })).status);
          for (const file of assetsNamed(html)) {
            const asset = await app.request(file, { headers: { 'Accept-Encoding': coding } });
            expect(asset.status).toBe(200);
            await asset.arrayBuffer();
          }
        }
      }
    }
    expect([...statuses].sort()).toEqual([200, 304]);
    for (const missing of ['/assets/lazy-r0.js', '/.vite/manifest.json', '/assets/index-r1.js.br']) {
      expect((await app.request(missing)).status).toBe(404);
    }

    expect(snapshot(dist)).toEqual(before);
  });
});
