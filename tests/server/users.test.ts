// POST api/users: the sign-up's security step, behind a granted sign-up code.
import { describe, expect, it } from 'vitest';
import { EMAIL_TAKEN_MESSAGES, UserResponseSchema } from '../../src/api/contract/auth.ts';
import { PIN_VALID_MINUTES } from '../../src/api/contract/limits.ts';
import { expectError } from './support/errors.ts';
import { freshEmail, latestPin, grant, pinPath, proveEmail } from './support/pins.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO, PASSWORD, TOKEN_SHAPE } from './support/users.ts';

const t = useTestApp();

const register = (email: string, pin: string | undefined, lang?: string, password = PASSWORD, password_confirmation = password) =>
  t.request('/api/users', { json: { email, pin, password, password_confirmation }, lang });

describe('POST api/users', () => {
  it('creates the account with a granted code, answers 201 with the user, and the code is then used', async () => {
    const email = freshEmail('nueva');
    const pin = await proveEmail(t, email);
    const res = await register(email.toUpperCase(), pin);
    expect(res.status).toBe(201);
    const { data } = UserResponseSchema.parse(await res.json());
    expect(data).toMatchObject({ email, client: null });
    expect(await t.login(email)).toMatch(TOKEN_SHAPE);
    await expectError(await register(freshEmail('otra'), pin), 'PIN_ACCESS_REQUIRED');
    const again = await expectError(await register(email, pin, 'en'), 'PIN_ACCESS_REQUIRED');
    expect(again.message).toMatch(/request a new one/);
  });

  it('needs a code: none, or one not granted yet, answers PIN_ACCESS_REQUIRED', async () => {
    const email = freshEmail('sin-codigo');
    await expectError(await register(email, undefined), 'PIN_ACCESS_REQUIRED');
    await t.request(pinPath(email, 'valid'));
    await expectError(await register(email, await latestPin(t, email)), 'PIN_ACCESS_REQUIRED');
  });

  it(`needs the grant to be at most ${PIN_VALID_MINUTES} minutes old`, async () => {
    const email = freshEmail('tarde');
    const pin = await proveEmail(t, email);
    t.clock.advance(PIN_VALID_MINUTES);
    await expectError(await register(email, pin), 'PIN_ACCESS_REQUIRED');
  });

  it('answers a taken e-mail with the contract text in each language, and keeps the code', async () => {
    const pin = await proveEmail(t, DEMO);
    for (const lang of ['es', 'en'] as const) {
      const body = await expectError(await register(DEMO.toUpperCase(), pin, lang), 'FAILED_VALIDATION');
      expect(body.errors).toEqual({ email: [EMAIL_TAKEN_MESSAGES[lang]] });
    }
    expect((await t.request(pinPath(DEMO, 'valid'))).status).toBe(200);
  });

  it('checks the code before the address: a taken e-mail without a code needs the code first', async () => {
    t.clock.advance(PIN_VALID_MINUTES);
    await expectError(await register(DEMO, undefined), 'PIN_ACCESS_REQUIRED');
  });

  it('refuses a confirmation that differs and a short password, in the request language', async () => {
    const email = freshEmail('clave');
    const pin = await proveEmail(t, email);
    const mismatch = await expectError(await register(email, pin, 'en', PASSWORD, `${PASSWORD}!`), 'FAILED_VALIDATION');
    expect(mismatch.errors).toEqual({ password_confirmation: ['The password confirmation does not match.'] });
    const short = await expectError(await register(email, pin, 'es', 'corta', 'corta'), 'FAILED_VALIDATION');
    expect(short.errors).toEqual({ password: ['Debe tener al menos 8 caracteres.'] });
    // Refused bodies leave the code usable.
    expect((await register(email, pin)).status).toBe(201);
  });

  it.each(['', 'null', '[]', '{"email":', JSON.stringify({ email: 42, password: true })])('answers 422 for the body %j', async (body) => {
    const res = await t.request('/api/users', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
    await expectError(res, 'FAILED_VALIDATION');
  });

  it('grants the digits only for their own address', async () => {
    const email = freshEmail('ajeno');
    await t.request(pinPath(email, 'valid'));
    await expectError(await grant(t, freshEmail('otro'), await latestPin(t, email)), 'PIN_ACCESS_REQUIRED');
  });
});
