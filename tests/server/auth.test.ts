import { describe, expect, it } from 'vitest';
import { LoginResponseSchema, UserResponseSchema } from '../../src/api/contract/auth.ts';
import { ErrorBodySchema } from '../../src/api/contract/envelope.ts';
import { LOGIN_ATTEMPTS, LOGIN_WINDOW_MINUTES } from '../../server/rate-limits.ts';
import { useTestApp } from './support/test-app.ts';
import { useMovableTime } from './support/time.ts';
import { DEMO, NO_CLIENT, OTHER, PASSWORD, TOKEN_SHAPE } from './support/users.ts';

const t = useTestApp();
const time = useMovableTime();

async function error(res: Response) {
  return ErrorBodySchema.parse(await res.json());
}

describe('POST api/auth/token', () => {
  it('signs in with the right credentials and answers the token and the user with its client', async () => {
    const res = await t.request('/api/auth/token', { json: { email: DEMO, password: PASSWORD } });
    expect(res.status).toBe(200);
    const body = LoginResponseSchema.parse(await res.json());
    expect(body.data.token).toMatch(TOKEN_SHAPE);
    expect(body.data.user.email).toBe(DEMO);
    // The seed's demo customer (server/seed/customers/demo.ts): the first locker issued.
    expect(body.data.user.client?.locker).toBe('CAS-10001');
  });

  it('accepts the e-mail in any case', async () => {
    const res = await t.request('/api/auth/token', { json: { email: DEMO.toUpperCase(), password: PASSWORD } });
    expect(res.status).toBe(200);
  });

  it('answers client null for a user who has not saved the data step', async () => {
    const res = await t.request('/api/auth/token', { json: { email: NO_CLIENT, password: PASSWORD } });
    expect(LoginResponseSchema.parse(await res.json()).data.user.client).toBeNull();
  });

  it('refuses a wrong password and an unknown e-mail alike, in the request language', async () => {
    const wrong = await t.request('/api/auth/token', { json: { email: DEMO, password: 'wrong-password' }, lang: 'en' });
    expect(wrong.status).toBe(401);
    expect(await error(wrong)).toEqual({ code: 'AUTHENTICATION_EXCEPTION', message: 'Unauthenticated.' });
    const unknown = await t.request('/api/auth/token', { json: { email: 'nadie@casillero.test', password: PASSWORD } });
    expect(unknown.status).toBe(401);
    expect(await error(unknown)).toEqual({ code: 'AUTHENTICATION_EXCEPTION', message: 'No autenticado.' });
  });

  it('validates the body: e-mail format and password length, with translated field errors', async () => {
    const res = await t.request('/api/auth/token', { json: { email: 'not-an-email', password: 'short' }, lang: 'en' });
    expect(res.status).toBe(422);
    const body = await error(res);
    expect(body.code).toBe('FAILED_VALIDATION');
    expect(body.errors).toEqual({
      email: ['Please enter a valid email address.'],
      password: ['Must be at least 8 characters.'],
    });
    const es = await error(await t.request('/api/auth/token', { json: {} }));
    expect(es.errors).toEqual({ email: ['Este campo es obligatorio.'], password: ['Este campo es obligatorio.'] });
  });

  it(`rate-limits failed attempts per e-mail (${LOGIN_ATTEMPTS} per ${LOGIN_WINDOW_MINUTES} min), then lets them in again`, async () => {
    // An address of its own: the other tests of this file sign in from the default one.
    const address = '192.0.2.10';
    for (let i = 0; i < LOGIN_ATTEMPTS; i++) {
      const res = await t.request('/api/auth/token', { json: { email: OTHER, password: 'wrong-password' }, address });
      expect(res.status).toBe(401);
    }
    const limited = await t.request('/api/auth/token', { json: { email: OTHER, password: PASSWORD }, lang: 'en', address });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('Retry-After'))).toBeLessThanOrEqual(LOGIN_WINDOW_MINUTES * 60);
    expect(await error(limited)).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please try again later.' });
    // Another e-mail from another address is not affected (tests/server/login-limits.test.ts has the rest).
    expect((await t.request('/api/auth/token', { json: { email: DEMO, password: PASSWORD }, address: '192.0.2.11' })).status).toBe(200);
    time.pass(LOGIN_WINDOW_MINUTES);
    expect((await t.request('/api/auth/token', { json: { email: OTHER, password: PASSWORD }, address })).status).toBe(200);
  });
});

describe('GET api/users/me and GET api/auth/logout', () => {
  it('answers the signed-in user', async () => {
    const token = await t.login(DEMO);
    const res = await t.request('/api/users/me', { token });
    expect(res.status).toBe(200);
    const me = UserResponseSchema.parse(await res.json()).data;
    expect(me.email).toBe(DEMO);
    expect(me.client?.country.name).toBe('Venezuela');
  });

  it('names the country in the request language', async () => {
    const token = await t.login(DEMO);
    const es = UserResponseSchema.parse(await (await t.request('/api/users/me', { token, lang: 'es' })).json());
    const en = UserResponseSchema.parse(await (await t.request('/api/users/me', { token, lang: 'en' })).json());
    expect(es.data.client?.country.id).toBe(en.data.client?.country.id);
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', 'A'.repeat(43)],
    ['a malformed token', 'not a token'],
  ])('answers 401 AUTHENTICATION_EXCEPTION with %s', async (_, token) => {
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    const res = await t.request('/api/users/me', { headers });
    expect(res.status).toBe(401);
    expect((await error(res)).code).toBe('AUTHENTICATION_EXCEPTION');
  });

  it('logout answers 204 and revokes the token, and only that token', async () => {
    const token = await t.login(DEMO);
    const other = await t.login(DEMO);
    const res = await t.request('/api/auth/logout', { token });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await t.request('/api/users/me', { token })).status).toBe(401);
    expect((await t.request('/api/auth/logout', { token })).status).toBe(401);
    expect((await t.request('/api/users/me', { token: other })).status).toBe(200);
  });
});
