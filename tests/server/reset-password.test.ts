// POST api/auth/reset-password: a new password behind a granted recovery code.
import { describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPTS } from '../../server/rate-limits.ts';
import { ResetPasswordResponseSchema } from '../../src/api/contract/auth.ts';
import { PIN_VALID_MINUTES } from '../../src/api/contract/limits.ts';
import { expectError } from './support/errors.ts';
import { freshEmail, latestPin, pinPath, proveEmail, signUp } from './support/pins.ts';
import { useTestApp } from './support/test-app.ts';
import { PASSWORD, TOKEN_SHAPE } from './support/users.ts';

/** A few tries more than the e-mail's: enough to show that a reset leaves the address's count as it was. */
const ADDRESS_TRIES = LOGIN_ATTEMPTS + 2;
const t = useTestApp({ rateLimits: { LOGIN_ADDRESS_ATTEMPTS: ADDRESS_TRIES } });
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

  // docs/product.md#rate-limits: otherwise resetting accounts of one's own would lift an address's limit without end.
  it("lifts the account's e-mail limit, never the limit of the address it was reset from", async () => {
    const address = '192.0.2.150';
    const { email } = await signUp(t);
    const signIn = (password: string, from = address) => t.request('/api/auth/token', { json: { email, password }, address: from });
    for (let i = 0; i < LOGIN_ATTEMPTS; i++) await expectError(await signIn('wrong-password'), 'AUTHENTICATION_EXCEPTION');
    await expectError(await signIn(PASSWORD, '192.0.2.151'), 'TOO_MANY_REQUESTS');
    const pin = await proveEmail(t, email, 'recovery');
    expect((await t.request('/api/auth/reset-password', { json: { email, pin, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, address })).status).toBe(200);
    // The e-mail signs in again at once, from anywhere.
    expect((await signIn(NEW_PASSWORD, '192.0.2.151')).status).toBe(200);
    // The address keeps the tries it spent: two more, and it is refused, whatever the password.
    for (let i = LOGIN_ATTEMPTS; i < ADDRESS_TRIES; i++) await expectError(await signIn('wrong-password'), 'AUTHENTICATION_EXCEPTION');
    await expectError(await signIn(NEW_PASSWORD), 'TOO_MANY_REQUESTS');
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
