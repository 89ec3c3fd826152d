// Password hashing (scrypt) runs at most HASH_CONCURRENCY at once (issue 14, item 5): a flood of
// sign-ins from many addresses leaves libuv's thread pool to downloads, and a full queue is
// refused at once instead of piling up.
import { isNotNull } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { HASH_CONCURRENCY, HASH_QUEUE_MAX, hashingLoad } from '../../server/auth/password.ts';
import { media } from '../../server/db/schema.ts';
import { freshEmail } from './support/pins.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

/** A wrong sign-in for an e-mail nobody has, each from its own address (a botnet, not one caller). */
const floodSignIn = (i: number) =>
  t.request('/api/auth/token', {
    json: { email: freshEmail(`flood-${i}`), password: 'wrong-password' },
    address: `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`,
  });

describe('password hashing under a flood of sign-ins', () => {
  it(`runs at most ${HASH_CONCURRENCY} hashes at once, and answers a download while sign-ins still wait`, async () => {
    const [file] = await t.db.select().from(media).where(isNotNull(media.client_id)).limit(1);
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, hashingLoad().active)), 1);
    const flood = Promise.all(Array.from({ length: 40 }, (_, i) => floodSignIn(i)));
    await vi.waitUntil(() => hashingLoad().waiting >= 10, { timeout: 10_000 });

    const download = await t.request(t.signer.url(file!.id));
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBe(file!.size);
    // Answered before the queue drained: it did not wait behind the hashes.
    expect(hashingLoad().waiting).toBeGreaterThan(0);

    const answers = await flood;
    clearInterval(watch);
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 401));
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(HASH_CONCURRENCY);
  });

  it(`refuses sign-ins beyond ${HASH_QUEUE_MAX} waiting with TOO_MANY_REQUESTS and Retry-After, never a 500`, async () => {
    const answers = await Promise.all(Array.from({ length: HASH_QUEUE_MAX + 60 }, (_, i) => floodSignIn(1000 + i)));
    const refused = answers.filter((res) => res.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) {
      expect(res.headers.get('Retry-After')).toBe('1');
      expect(((await res.json()) as { code: string }).code).toBe('TOO_MANY_REQUESTS');
    }
    expect(answers.filter((res) => res.status !== 429).map((res) => res.status)).toEqual(
      answers.filter((res) => res.status !== 429).map(() => 401),
    );
    expect(hashingLoad()).toEqual({ active: 0, waiting: 0 });
  });
});
