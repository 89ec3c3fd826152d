// Sign-in attempts are counted before the password is checked, per e-mail and, apart, per address
// (docs/product.md#rate-limits). How an address is counted does not depend on its number: these apps
// allow it ADDRESS_TRIES, since every try with an unknown e-mail is checked against a full-cost hash.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLimits, LOGIN_ADDRESS_ATTEMPTS, LOGIN_ATTEMPTS, LOGIN_WINDOW_MINUTES, RATE_LIMIT_DEFAULTS } from '../../server/rate-limits.ts';
import { createApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { freshEmail } from './support/pins.ts';
import { useTestApp } from './support/test-app.ts';
import { useMovableTime } from './support/time.ts';
import { DEMO, OTHER, PASSWORD } from './support/users.ts';

/** More than the e-mail's limit, so the two are told apart. */
const ADDRESS_TRIES = LOGIN_ATTEMPTS + 2;
const t = useTestApp({ rateLimits: { LOGIN_ADDRESS_ATTEMPTS: ADDRESS_TRIES } });
const time = useMovableTime();
const signIn = (email: string, password: string, address?: string) =>
  t.request('/api/auth/token', { json: { email, password }, address });
const statuses = (responses: Response[]) => responses.map((res) => res.status);

describe('POST api/auth/token: the limits cannot be raced', () => {
  it(`checks at most ${LOGIN_ATTEMPTS} of 40 parallel guesses, and refuses the right password sent after them`, async () => {
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(OTHER, `wrong-password-${i}`, '198.51.100.7')),
    );
    const checked = statuses(guesses).filter((status) => status === 401);
    expect(checked).toHaveLength(LOGIN_ATTEMPTS);
    expect(statuses(guesses).filter((status) => status === 429)).toHaveLength(40 - LOGIN_ATTEMPTS);
    // The right password, from an address with tries left: the e-mail's own limit refuses it.
    expect((await signIn(OTHER, PASSWORD, '203.0.113.9')).status).toBe(429);
    time.pass(LOGIN_WINDOW_MINUTES);
    expect((await signIn(OTHER, PASSWORD, '203.0.113.9')).status).toBe(200);
  });

  it('counts one address over every e-mail it tries', async () => {
    const address = '192.0.2.44';
    for (let i = 0; i < ADDRESS_TRIES; i++) {
      expect((await signIn(freshEmail(`spray${i}`), 'wrong-password', address)).status).toBe(401);
    }
    expect((await signIn(DEMO, PASSWORD, address)).status).toBe(429);
    // The same account from elsewhere is not locked out by that address.
    expect((await signIn(DEMO, PASSWORD, '192.0.2.45')).status).toBe(200);
    time.pass(LOGIN_WINDOW_MINUTES);
  });

  it('counts an IPv6 caller by its /64, and an IPv4-mapped address as the IPv4 one', async () => {
    for (let i = 0; i < ADDRESS_TRIES; i++) {
      // Every try from a different address of the same /64.
      expect((await signIn(freshEmail(`v6-${i}`), 'wrong-password', `2001:db8:7:9::${i + 1}`)).status).toBe(401);
    }
    expect((await signIn(DEMO, PASSWORD, '2001:db8:7:9:ffff::1')).status).toBe(429);
    expect((await signIn(DEMO, PASSWORD, '2001:db8:7:a::1')).status).toBe(200);

    for (let i = 0; i < ADDRESS_TRIES; i++) {
      expect((await signIn(freshEmail(`v4-${i}`), 'wrong-password', '192.0.2.80')).status).toBe(401);
    }
    expect((await signIn(DEMO, PASSWORD, '::ffff:192.0.2.80')).status).toBe(429);
    time.pass(LOGIN_WINDOW_MINUTES);
  });

  it('counts the e-mail and the address apart: an e-mail used up leaves the address its other tries', async () => {
    const address = '192.0.2.60';
    for (let i = 0; i < LOGIN_ATTEMPTS; i++) expect((await signIn(OTHER, 'wrong-password', address)).status).toBe(401);
    expect((await signIn(OTHER, PASSWORD, address)).status).toBe(429);
    expect((await signIn(DEMO, PASSWORD, address)).status).toBe(200);
    time.pass(LOGIN_WINDOW_MINUTES);
  });

  it('right passwords do not use up tries, of the e-mail or of the address', async () => {
    for (let i = 0; i < ADDRESS_TRIES + 2; i++) expect((await signIn(DEMO, PASSWORD, '192.0.2.90')).status).toBe(200);
  });
});

describe('the counts live in the database', () => {
  it('a second app on the same database (another server, or this one restarted) refuses what the first counted', async () => {
    for (let i = 0; i < LOGIN_ATTEMPTS; i++) expect((await signIn(OTHER, 'wrong-password', '192.0.2.70')).status).toBe(401);
    const restarted = createApp(t.deps);
    const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: OTHER, password: PASSWORD }) };
    const res = await restarted.request('/api/auth/token', init, { incoming: { socket: { remoteAddress: '192.0.2.71' } } });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    time.pass(LOGIN_WINDOW_MINUTES);
  });
});

describe('X-Forwarded-For', () => {
  it('is ignored without trusted proxies: a client cannot pick the address it is counted under', async () => {
    for (let i = 0; i < ADDRESS_TRIES; i++) {
      const res = await t.request('/api/auth/token', {
        json: { email: freshEmail(`xff-${i}`), password: 'wrong-password' },
        address: '192.0.2.120',
        headers: { 'X-Forwarded-For': `198.18.0.${i + 1}` },
      });
      expect(res.status).toBe(401);
    }
    expect((await signIn(DEMO, PASSWORD, '192.0.2.120')).status).toBe(429);
    time.pass(LOGIN_WINDOW_MINUTES);
  });
});

describe('X-Forwarded-For behind TRUSTED_PROXY', () => {
  const proxied = useTestApp({ trustedProxies: ['10.0.0.1'], rateLimits: { LOGIN_ADDRESS_ATTEMPTS: ADDRESS_TRIES } });
  const viaProxy = (email: string, forwardedFor: string, address = '10.0.0.1') =>
    proxied.request('/api/auth/token', {
      json: { email, password: 'wrong-password' },
      address,
      headers: { 'X-Forwarded-For': forwardedFor },
    });

  it('counts the client the proxy names (the right-most entry it did not add itself)', async () => {
    for (let i = 0; i < ADDRESS_TRIES; i++) {
      // A forged left-most entry changes nothing: the proxy appended the real one.
      expect((await viaProxy(freshEmail(`p-${i}`), `198.18.1.${i}, 192.0.2.200`)).status).toBe(401);
    }
    expect((await viaProxy(DEMO, '192.0.2.200')).status).toBe(429);
    // Another client behind the same proxy still signs in.
    const other = await proxied.request('/api/auth/token', {
      json: { email: DEMO, password: PASSWORD },
      address: '10.0.0.1',
      headers: { 'X-Forwarded-For': '192.0.2.201' },
    });
    expect(other.status).toBe(200);
  });

  it('is not believed from a socket that is not a trusted proxy', async () => {
    for (let i = 0; i < ADDRESS_TRIES; i++) {
      expect((await viaProxy(freshEmail(`np-${i}`), `198.18.2.${i}`, '192.0.2.210')).status).toBe(401);
    }
    expect((await viaProxy(DEMO, '198.18.2.99', '192.0.2.210')).status).toBe(429);
  });
});

describe('the settings', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'casillero-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = (env: Record<string, string>) => readConfig({ DATA_DIR: dataDir, MEDIA_SECRET: 'x', ...env });

  it.each(Object.entries(RATE_LIMIT_DEFAULTS))('%s is %i unless set to a whole number', (name, fallback) => {
    expect(config({}).rateLimits[name as keyof typeof RATE_LIMIT_DEFAULTS]).toBe(fallback);
    expect(config({ [name]: '1000' }).rateLimits[name as keyof typeof RATE_LIMIT_DEFAULTS]).toBe(1000);
    expect(() => config({ [name]: 'many' })).toThrow(new RegExp(`^${name} must be a whole number`));
  });

  it(`counts ${LOGIN_ATTEMPTS} tries per e-mail and, apart, ${LOGIN_ADDRESS_ATTEMPTS} per address by default`, () => {
    const { login, register, resetPassword } = createLimits(undefined, t.db);
    for (const account of [login, register, resetPassword]) {
      expect([account.email.points, account.address.points]).toEqual([LOGIN_ATTEMPTS, LOGIN_ADDRESS_ATTEMPTS]);
      expect([account.email.duration, account.address.duration]).toEqual([LOGIN_WINDOW_MINUTES * 60, LOGIN_WINDOW_MINUTES * 60]);
    }
  });

  it('TRUSTED_PROXY takes a list of IP addresses, and nothing else', () => {
    expect(config({}).trustedProxies).toEqual([]);
    expect(config({ TRUSTED_PROXY: '10.0.0.1, fd00::1' }).trustedProxies).toEqual(['10.0.0.1', 'fd00::1']);
    expect(() => config({ TRUSTED_PROXY: '10.0.0.1, proxy.local' })).toThrow(/^TRUSTED_PROXY must list IP addresses.*proxy\.local/);
  });
});
