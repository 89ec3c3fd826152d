// POST api/users/me/change-password: the current password proves the person; the new one works at once.
import { describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD_ATTEMPTS, CHANGE_PASSWORD_WINDOW_MINUTES } from '../../server/rate-limits.ts';
import { ChangePasswordResponseSchema } from '../../src/api/contract/auth.ts';
import { PASSWORD_MIN } from '../../src/api/contract/limits.ts';
import { expectError } from './support/errors.ts';
import { signUp } from './support/pins.ts';
import { useTestApp } from './support/test-app.ts';
import { useMovableTime } from './support/time.ts';
import { PASSWORD } from './support/users.ts';

const t = useTestApp();
const time = useMovableTime();
const PATH = '/api/users/me/change-password';
const NEW_PASSWORD = 'nueva-clave-2026';

const change = (token: string | undefined, json: unknown, lang?: string) => t.request(PATH, { token, json, lang });
const signIn = (email: string, password: string) => t.request('/api/auth/token', { json: { email, password } });
const meWith = (token: string) => t.request('/api/users/me', { token });

describe('POST api/users/me/change-password', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const { email, token } = await signUp(t);
    const res = await change(token, { current_password: PASSWORD, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(ChangePasswordResponseSchema.parse(await res.json())).toEqual({ data: { changed: true } });
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
    await expectError(await signIn(email, PASSWORD), 'AUTHENTICATION_EXCEPTION');
  });

  it('keeps the caller signed in and ends the account\u2019s other sessions', async () => {
    const { email, token } = await signUp(t);
    const elsewhere = await t.login(email);
    expect((await change(token, { current_password: PASSWORD, password: NEW_PASSWORD })).status).toBe(200);
    expect((await meWith(token)).status).toBe(200);
    await expectError(await meWith(elsewhere), 'AUTHENTICATION_EXCEPTION');
  });

  it('changes only the caller\u2019s password', async () => {
    const mine = await signUp(t);
    const theirs = await signUp(t);
    const theirToken = await t.login(theirs.email);
    expect((await change(mine.token, { current_password: PASSWORD, password: NEW_PASSWORD })).status).toBe(200);
    expect((await signIn(theirs.email, PASSWORD)).status).toBe(200);
    expect((await meWith(theirToken)).status).toBe(200);
  });

  it('answers INVALID_PASSWORD for a wrong current password, with the message in the request\u2019s language', async () => {
    const { email, token } = await signUp(t);
    for (const [lang, text] of [['es', 'La contraseña actual es incorrecta.'], ['en', 'The current password is incorrect.']]) {
      const body = await expectError(await change(token, { current_password: 'not-my-password', password: NEW_PASSWORD }, lang), 'INVALID_PASSWORD');
      expect(body.message).toBe(text);
      expect(body.errors).toEqual({ current_password: [text] });
    }
    expect((await signIn(email, PASSWORD)).status).toBe(200);
    await expectError(await signIn(email, NEW_PASSWORD), 'AUTHENTICATION_EXCEPTION');
  });

  it('answers FAILED_VALIDATION for a short new password or a missing field, before checking the current one', async () => {
    const { email, token } = await signUp(t);
    const short = 'x'.repeat(PASSWORD_MIN - 1);
    for (const current_password of [PASSWORD, 'not-my-password']) {
      const body = await expectError(await change(token, { current_password, password: short }, 'en'), 'FAILED_VALIDATION');
      expect(body.errors).toEqual({ password: [`Must be at least ${PASSWORD_MIN} characters.`] });
    }
    const body = await expectError(await change(token, { password: NEW_PASSWORD }, 'es'), 'FAILED_VALIDATION');
    expect(body.errors).toEqual({ current_password: ['Este campo es obligatorio.'] });
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  it('answers FAILED_VALIDATION for malformed bodies and wrong types, 401 without a token', async () => {
    const { token } = await signUp(t);
    for (const body of ['', '[]', 'null', '{"password":', JSON.stringify({ current_password: 12345678, password: 12345678 })]) {
      const res = await t.request(PATH, { method: 'POST', token, body, headers: { 'Content-Type': 'application/json' } });
      await expectError(res, 'FAILED_VALIDATION');
    }
    await expectError(await change(undefined, { current_password: PASSWORD, password: NEW_PASSWORD }), 'AUTHENTICATION_EXCEPTION');
  });

  it(`allows ${CHANGE_PASSWORD_ATTEMPTS} wrong current passwords per account in ${CHANGE_PASSWORD_WINDOW_MINUTES} min`, async () => {
    const { email, token } = await signUp(t);
    const other = await signUp(t);
    const wrong = { current_password: 'not-my-password', password: NEW_PASSWORD };
    for (let i = 0; i < CHANGE_PASSWORD_ATTEMPTS; i++) await expectError(await change(token, wrong), 'INVALID_PASSWORD');

    // Even the right password waits now, from any session of the account; other accounts do not.
    const limited = await change(await t.login(email), { current_password: PASSWORD, password: NEW_PASSWORD });
    await expectError(limited, 'TOO_MANY_REQUESTS');
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CHANGE_PASSWORD_WINDOW_MINUTES * 60);
    await expectError(await change(other.token, wrong), 'INVALID_PASSWORD');

    time.pass(CHANGE_PASSWORD_WINDOW_MINUTES);
    expect((await change(token, { current_password: PASSWORD, password: NEW_PASSWORD })).status).toBe(200);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it(`checks at most ${CHANGE_PASSWORD_ATTEMPTS} of 20 parallel wrong current passwords`, async () => {
    const { token } = await signUp(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => change(token, { current_password: `guess-number-${i}`, password: NEW_PASSWORD })),
    );
    const codes = await Promise.all(answers.map(async (res) => ((await res.json()) as { code: string }).code));
    expect(codes.filter((code) => code === 'INVALID_PASSWORD')).toHaveLength(CHANGE_PASSWORD_ATTEMPTS);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(20 - CHANGE_PASSWORD_ATTEMPTS);
  });
});
