// POST api/auth/reset-password: a new password behind a granted recovery code.
import { describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPTS } from '../../server/rate-limits.ts';
import { ResetPasswordResponseSchema } from '../../src/api/contract/auth.ts';
import { PIN_VALID_MINUTES } from '../../src/api/contract/limits.ts';
import { expectError } from './support/errors.ts';
import { freshEmail, latestPin, pinPath, proveEmail, signUp } from './support/pins.ts';
import { useTestApp } from './support/test-app.ts';
import { PASSWORD, TOKEN_SHAPE } from './support/users.ts';

const t = useTestApp();
const NEW_PASSWORD = 'nueva-clave-segura';

const reset = (email: string, pin: string | undefined, password = NEW_PASSWORD, password_confirmation = password, lang?: string) =>
  t.request('/api/auth/reset-password', { json: { email, pin, password, password_confirmation }, lang });

describe('POST api/auth/reset-password', () => {
  it('sets the new password, ends every old session, and the new password signs in', async () => {
    const { email, token } = await signUp(t);
    const pin = await proveEmail(t, email, 'recovery');
    const res = await reset(email.toUpperCase(), pin);
    expect(res.status).toBe(200);
    expect(ResetPasswordResponseSchema.parse(await res.json())).toEqual({ data: { reset: true } });

    await expectError(await t.request('/api/users/me', { token }), 'AUTHENTICATION_EXCEPTION');
    await expectError(await t.request('/api/auth/token', { json: { email, password: PASSWORD } }), 'AUTHENTICATION_EXCEPTION');
    const fresh = await t.login(email, NEW_PASSWORD);
    expect((await t.request('/api/users/me', { token: fresh })).status).toBe(200);
    // The code was used.
    await expectError(await reset(email, pin, 'otra-clave-nueva'), 'PIN_ACCESS_REQUIRED');
  });

  it('lifts the sign-in limit of the address it was reset from', async () => {
    const { email } = await signUp(t);
    for (let i = 0; i < LOGIN_ATTEMPTS; i++) await t.request('/api/auth/token', { json: { email, password: 'wrong-password' } });
    await expectError(await t.request('/api/auth/token', { json: { email, password: PASSWORD } }), 'TOO_MANY_REQUESTS');
    const pin = await proveEmail(t, email, 'recovery');
    expect((await reset(email, pin)).status).toBe(200);
    expect(await t.login(email, NEW_PASSWORD)).toMatch(TOKEN_SHAPE);
  });

  it('answers USER_NOT_FOUND for an unknown e-mail, naming it', async () => {
    const email = freshEmail('nadie');
    const body = await expectError(await reset(email, '123456', NEW_PASSWORD, NEW_PASSWORD, 'en'), 'USER_NOT_FOUND');
    expect(body.message).toBe(`We found no account for ${email}`);
  });

  it('needs a granted recovery code, not a sign-up one, at most the validity minutes old', async () => {
    const { email } = await signUp(t);
    await expectError(await reset(email, undefined), 'PIN_ACCESS_REQUIRED');
    await t.request(pinPath(email, 'valid', 'recovery'));
    await expectError(await reset(email, await latestPin(t, email)), 'PIN_ACCESS_REQUIRED');
    const signUpPin = await proveEmail(t, email, 'signup');
    await expectError(await reset(email, signUpPin), 'PIN_ACCESS_REQUIRED');
    t.clock.advance(PIN_VALID_MINUTES);
    const pin = await proveEmail(t, email, 'recovery');
    t.clock.advance(PIN_VALID_MINUTES);
    const lapsed = await expectError(await reset(email, pin, NEW_PASSWORD, NEW_PASSWORD, 'es'), 'PIN_ACCESS_REQUIRED');
    expect(lapsed.message).toMatch(/Solicita uno nuevo/);
    expect(await t.login(email)).toMatch(TOKEN_SHAPE);
  });

  it('refuses a confirmation that differs, and keeps the code', async () => {
    const { email } = await signUp(t);
    const pin = await proveEmail(t, email, 'recovery');
    const body = await expectError(await reset(email, pin, NEW_PASSWORD, 'otra-cosa', 'en'), 'FAILED_VALIDATION');
    expect(body.errors).toEqual({ password_confirmation: ['The password confirmation does not match.'] });
    expect((await reset(email, pin)).status).toBe(200);
  });

  it.each(['', '"text"', '{"email":', JSON.stringify({ email: 'x@y.co', password: ['a'] })])('answers 422 for the body %j', async (body) => {
    const res = await t.request('/api/auth/reset-password', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
    await expectError(res, 'FAILED_VALIDATION');
  });
});
