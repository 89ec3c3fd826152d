import { describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { media } from '../../server/db/schema.ts';
import { createMediaSigner, MEDIA_LINK_SECONDS } from '../../server/media/sign.ts';
import { createClock } from '../../server/clock.ts';
import { MEDIA_SECRET, useTestApp } from './support/test-app.ts';

const t = useTestApp();

async function someMedia() {
  const [row] = await t.db.select().from(media).where(isNotNull(media.client_id)).limit(1);
  return row!;
}

describe('GET api/media/{id}', () => {
  it('streams the file of a valid signed URL, sandboxed, unsniffed, same-origin only and privately cached until it expires', async () => {
    const row = await someMedia();
    for (const method of ['GET', 'HEAD']) {
      const res = await t.request(t.signer.url(row.id), { method });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe(row.mime_type);
      // The app's security headers (the portal's CSP on HTML) do not replace the media's own.
      expect(res.headers.get('Content-Security-Policy')).toBe("sandbox; default-src 'none'");
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
      expect(res.headers.get('Cache-Control')).toMatch(/^private, max-age=\d+$/);
      const maxAge = Number(res.headers.get('Cache-Control')!.split('=')[1]);
      expect(maxAge).toBeGreaterThan(MEDIA_LINK_SECONDS - 61);
      expect(maxAge).toBeLessThanOrEqual(MEDIA_LINK_SECONDS);
      if (method === 'GET') expect((await res.arrayBuffer()).byteLength).toBe(row.size);
    }
  });

  it('serves a file stored as HTML as bytes to download, sandbox kept', async () => {
    const row = await someMedia();
    await t.db.update(media).set({ mime_type: 'text/html' }).where(eq(media.id, row.id));
    try {
      const res = await t.request(t.signer.url(row.id));
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Security-Policy')).toBe("sandbox; default-src 'none'");
      expect(res.headers.get('Content-Type')).toBe('application/octet-stream');
      expect(res.headers.get('Content-Disposition')).toMatch(/^attachment;/);
    } finally {
      await t.db.update(media).set({ mime_type: row.mime_type }).where(eq(media.id, row.id));
    }
  });

  it('sends a PDF as a download, sandbox kept (Chrome blocks its PDF viewer in a sandbox), and a picture inline', async () => {
    const [pdf] = await t.db.select().from(media).where(eq(media.mime_type, 'application/pdf')).limit(1);
    const [picture] = await t.db.select().from(media).where(eq(media.mime_type, 'image/png')).limit(1);
    const asPdf = await t.request(t.signer.url(pdf!.id));
    expect(asPdf.headers.get('Content-Disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(pdf!.name)}`);
    expect(asPdf.headers.get('Content-Security-Policy')).toBe("sandbox; default-src 'none'");
    const asPicture = await t.request(t.signer.url(picture!.id));
    expect(asPicture.headers.get('Content-Disposition')).toBe(`inline; filename*=UTF-8''${encodeURIComponent(picture!.name)}`);
  });

  it(`answers NOT_FOUND once the URL is ${MEDIA_LINK_SECONDS / 60} minutes old`, async () => {
    const row = await someMedia();
    const url = t.signer.url(row.id);
    // Links are issued on whole minutes: two minutes before the end, one is surely still good.
    t.clock.advance(MEDIA_LINK_SECONDS / 60 - 2);
    expect((await t.request(url)).status).toBe(200);
    t.clock.advance(2);
    const res = await t.request(url);
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('NOT_FOUND');
  });

  it('answers NOT_FOUND for a tampered signature, expiry or id', async () => {
    const row = await someMedia();
    const url = new URL(t.signer.url(row.id), 'http://localhost');
    const sig = url.searchParams.get('sig')!;
    const exp = url.searchParams.get('exp')!;
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    for (const path of [
      `/api/media/${row.id}?exp=${exp}&sig=${flipped}`,
      `/api/media/${row.id}?exp=${Number(exp) + 3600}&sig=${sig}`,
      `/api/media/${row.id + 1}?exp=${exp}&sig=${sig}`,
      `/api/media/${row.id}?exp=${exp}`,
      `/api/media/${row.id}`,
      `/api/media/${row.id}?exp=abc&sig=${sig}`,
    ]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(404);
    }
  });

  it('gives the same link within a minute and a new one, still valid, the next minute', async () => {
    const row = await someMedia();
    const clock = createClock(new Date('2030-01-01T10:00:05Z'));
    const signer = createMediaSigner(MEDIA_SECRET, clock);
    const first = signer.url(row.id);
    clock.advance(0.5);
    expect(signer.url(row.id)).toBe(first);
    clock.advance(0.5);
    const next = signer.url(row.id);
    expect(next).not.toBe(first);
    const exp = (link: string) => Number(new URL(link, 'http://localhost').searchParams.get('exp'));
    expect(exp(next) - exp(first)).toBe(60);
    // Each one as freshly signed: what a signer that keeps nothing makes of the same minute.
    expect(next).toBe(createMediaSigner(MEDIA_SECRET, clock).url(row.id));
    expect((await t.request(next)).status).toBe(200);
  });

  it('refuses a URL signed with another secret', async () => {
    const row = await someMedia();
    const forged = createMediaSigner('another-secret', t.clock).url(row.id);
    expect((await t.request(forged)).status).toBe(404);
  });

  it('answers NOT_FOUND when the row exists but its file is gone', async () => {
    const row = await someMedia();
    const [copy] = await t.db
      .insert(media)
      .values({ ...row, id: undefined, storage_name: `missing-${row.id}.png`, created_at: undefined })
      .returning();
    expect((await t.request(t.signer.url(copy!.id))).status).toBe(404);
    await t.db.delete(media).where(eq(media.id, copy!.id));
  });
});
