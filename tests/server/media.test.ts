import { describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { media } from '../../server/db/schema.ts';
import { createMediaSigner } from '../../server/media/sign.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

async function someMedia() {
  const [row] = await t.db.select().from(media).where(isNotNull(media.client_id)).limit(1);
  return row!;
}

describe('GET api/media/{id}', () => {
  it('streams the file of a valid signed URL, with its type, nosniff and a private cache', async () => {
    const row = await someMedia();
    const res = await t.request(t.signer.url(row.id));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe(row.mime_type);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Cache-Control')).toMatch(/^private, max-age=\d+$/);
    const maxAge = Number(res.headers.get('Cache-Control')!.split('=')[1]);
    expect(maxAge).toBeGreaterThan(3500);
    expect(maxAge).toBeLessThanOrEqual(7200);
    expect((await res.arrayBuffer()).byteLength).toBe(row.size);
  });

  it('answers NOT_FOUND once the URL has expired', async () => {
    const row = await someMedia();
    const url = t.signer.url(row.id);
    t.clock.advance(121);
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
