// Bearer tokens expire TOKEN_IDLE_DAYS after their last use and TOKEN_MAX_AGE_DAYS after issue in any
// case (docs/product.md#security), on the server's injected clock.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TOKEN_IDLE_DAYS, TOKEN_MAX_AGE_DAYS } from '../../server/auth/tokens.ts';
import { tokens } from '../../server/db/schema.ts';
import { expectError } from './support/errors.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO } from './support/users.ts';

const t = useTestApp();
const MINUTE = 1;
const DAY = 24 * 60;

const me = (token: string) => t.request('/api/users/me', { token });
const expectLive = async (token: string) => expect((await me(token)).status).toBe(200);

async function rowOf(token: string) {
  const hash = createHash('sha256').update(token).digest('hex');
  const [row] = await t.db.select().from(tokens).where(eq(tokens.token_hash, hash));
  return row!;
}

describe('token expiry', () => {
  it('keeps a token used every 29 days alive', async () => {
    const token = await t.login(DEMO);
    for (let month = 1; month <= 5; month++) {
      t.clock.advance(29 * DAY);
      await expectLive(token);
    }
  });

  it(`refuses a token left unused ${TOKEN_IDLE_DAYS} days, while one of the same age used meanwhile lives on`, async () => {
    const idle = await t.login(DEMO);
    const used = await t.login(DEMO);
    t.clock.advance(TOKEN_IDLE_DAYS * DAY - 2 * MINUTE);
    await expectLive(used);
    t.clock.advance(2 * MINUTE);
    await expectError(await me(idle), 'AUTHENTICATION_EXCEPTION');
    // Optional authentication too: a token that is sent must be live.
    await expectError(await t.request('/api/site-content', { token: idle }), 'AUTHENTICATION_EXCEPTION');
    await expectLive(used);
  });

  it(`refuses a token ${TOKEN_MAX_AGE_DAYS} days after issue, however often it was used`, async () => {
    const token = await t.login(DEMO);
    let days = 0;
    while (days + 29 < TOKEN_MAX_AGE_DAYS) {
      t.clock.advance(29 * DAY);
      days += 29;
      await expectLive(token);
    }
    t.clock.advance((TOKEN_MAX_AGE_DAYS - days) * DAY - MINUTE);
    await expectLive(token);
    t.clock.advance(MINUTE);
    await expectError(await me(token), 'AUTHENTICATION_EXCEPTION');
  });

  it('records a use at most once a minute', async () => {
    const token = await t.login(DEMO);
    const issued = await rowOf(token);
    expect(issued.last_used_at).toEqual(issued.created_at);
    await Promise.all([expectLive(token), expectLive(token), expectLive(token)]);
    expect((await rowOf(token)).last_used_at).toEqual(issued.last_used_at);
    t.clock.advance(MINUTE);
    const before = t.clock.now();
    await expectLive(token);
    const used = (await rowOf(token)).last_used_at;
    expect(used.getTime()).toBeGreaterThanOrEqual(before.getTime());
    await expectLive(token);
    expect((await rowOf(token)).last_used_at).toEqual(used);
  });

  // The lists check the token in their page's own query (server/domain/own-page.ts): the same rules.
  it('refuses an idle or revoked token on the lists, and records their use as any route', async () => {
    const lists = ['/api/packages?page=1&page_size=20', '/api/pre-alerts?page=1&page_size=10', '/api/shipments?page=1&page_size=10', '/api/invoices?page=1&page_size=10', '/api/notices?page=1&page_size=10'];
    const idle = await t.login(DEMO);
    const revoked = await t.login(DEMO);
    const used = await t.login(DEMO);
    expect((await t.request('/api/auth/logout', { token: revoked })).status).toBe(204);
    t.clock.advance(TOKEN_IDLE_DAYS * DAY - MINUTE);
    const before = t.clock.now();
    for (const list of lists) expect((await t.request(list, { token: used })).status, list).toBe(200);
    expect((await rowOf(used)).last_used_at.getTime()).toBeGreaterThanOrEqual(before.getTime());
    t.clock.advance(MINUTE);
    for (const list of lists) {
      await expectError(await t.request(list, { token: idle }), 'AUTHENTICATION_EXCEPTION');
      await expectError(await t.request(list, { token: revoked }), 'AUTHENTICATION_EXCEPTION');
      await expectError(await t.request(list, { token: 'x'.repeat(43) }), 'AUTHENTICATION_EXCEPTION');
      expect((await t.request(list, { token: used })).status, list).toBe(200);
    }
  });
});
