// The e-mailed codes: pin/valid, pin/request and pin/grant (docs/product.md#codes, docs/product.md#calls); their
// limits are in tests/server/pin-mail-limits.test.ts.
import { describe, expect, it } from 'vitest';
import { PinGrantResponseSchema, PinRequestResponseSchema, PinValidResponseSchema } from '../../src/api/contract/auth.ts';
import { PIN_MAX_TRIES, PIN_RESEND_SECONDS, PIN_VALID_MINUTES } from '../../src/api/contract/limits.ts';
import { expectError } from './support/errors.ts';
import { freshEmail, grant, latestPin, mailbox, pinPath, proveEmail, wrongPin } from './support/pins.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO } from './support/users.ts';

const t = useTestApp();

const RESEND_MINUTES = PIN_RESEND_SECONDS / 60;

describe('GET api/auth/{email}/pin/valid', () => {
  it('e-mails a 6-digit code and answers PIN_ACCESS_REQUIRED, then valid once the code is granted', async () => {
    const email = freshEmail('valid');
    await expectError(await t.request(pinPath(email, 'valid')), 'PIN_ACCESS_REQUIRED');
    const pin = await latestPin(t, email);
    expect(pin).toMatch(/^\d{6}$/);
    const granted = await grant(t, email, pin);
    expect(PinGrantResponseSchema.parse(await granted.json())).toEqual({ data: { granted: true } });
    const res = await t.request(pinPath(email, 'valid'));
    expect(res.status).toBe(200);
    expect(PinValidResponseSchema.parse(await res.json())).toEqual({ data: { valid: true } });
  });

  it.each([
    ['es', 'Tu código de verificación de Casillero', `Es válido durante ${PIN_VALID_MINUTES} minutos`],
    ['en', 'Your Casillero verification code', `It is valid for ${PIN_VALID_MINUTES} minutes`],
  ])('writes the mail in the request language (%s), with the code and its minutes', async (lang, subject, minutes) => {
    const email = freshEmail(`mail-${lang}`);
    await t.request(pinPath(email, 'valid'), { lang });
    const [mail] = await mailbox(t, email);
    expect(mail?.subject).toBe(subject);
    expect(mail?.text).toContain(minutes);
    expect(mail?.text).toContain(await latestPin(t, email));
  });

  it('sends no second code while the first is pending and younger than the resend interval', async () => {
    const email = freshEmail('again');
    await t.request(pinPath(email, 'valid'));
    await expectError(await t.request(pinPath(email, 'valid')), 'PIN_ACCESS_REQUIRED');
    expect(await mailbox(t, email)).toHaveLength(1);
    t.clock.advance(RESEND_MINUTES);
    await t.request(pinPath(email, 'valid'));
    expect(await mailbox(t, email)).toHaveLength(2);
  });

  it('keeps a granted code valid for the validity minutes after the grant, then sends a new one', async () => {
    const email = freshEmail('lapse');
    await proveEmail(t, email);
    t.clock.advance(PIN_VALID_MINUTES - 1);
    expect((await t.request(pinPath(email, 'valid'))).status).toBe(200);
    const clock = await t.request('/api/dev/clock', { json: { advance_minutes: 2 } });
    expect(clock.status).toBe(200);
    await expectError(await t.request(pinPath(email, 'valid')), 'PIN_ACCESS_REQUIRED');
    expect(await mailbox(t, email)).toHaveLength(2);
  });

  it('answers USER_NOT_FOUND for recovery of an unknown e-mail, naming it as the last word', async () => {
    const email = freshEmail('nadie');
    const es = await expectError(await t.request(pinPath(email, 'valid', 'recovery')), 'USER_NOT_FOUND');
    expect(es.message).toBe(`No encontramos una cuenta con el correo ${email}`);
    const en = await expectError(await t.request(pinPath(email, 'valid', 'recovery'), { lang: 'en' }), 'USER_NOT_FOUND');
    expect(en.message).toBe(`We found no account for ${email}`);
    expect(en.message.split(' ').at(-1)).toBe(email);
    expect(await mailbox(t, email)).toHaveLength(0);
  });

  it('reads the address from the path as sent, plus sign included', async () => {
    const email = freshEmail('ana+casillero');
    await t.request(pinPath(email, 'valid'));
    expect(await mailbox(t, email)).toHaveLength(1);
  });

  it('sends a recovery code to an account, in any case of the address', async () => {
    await expectError(await t.request(pinPath(DEMO.toUpperCase(), 'valid', 'recovery')), 'PIN_ACCESS_REQUIRED');
    expect(await latestPin(t, DEMO)).toMatch(/^\d{6}$/);
  });

  it.each([
    ['an invalid e-mail', pinPath('not-an-email', 'valid'), 'email'],
    ['an e-mail over 255 characters', pinPath(`${'a'.repeat(250)}@x.com`, 'valid'), 'email'],
    ['an unknown purpose', pinPath('a@casillero.test', 'valid', 'login'), 'purpose'],
    ['no purpose', `/api/auth/${encodeURIComponent('a@casillero.test')}/pin/valid`, 'purpose'],
  ])('refuses %s with FAILED_VALIDATION', async (_, path, field) => {
    const body = await expectError(await t.request(path, { lang: 'en' }), 'FAILED_VALIDATION');
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
  });
});

describe('GET api/auth/{email}/pin/request', () => {
  it('sends a new code at most once per resend interval, which replaces the earlier one', async () => {
    const email = freshEmail('request');
    await t.request(pinPath(email, 'valid'));
    const first = await latestPin(t, email);
    const limited = await t.request(pinPath(email, 'request'));
    await expectError(limited, 'TOO_MANY_REQUESTS');
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(PIN_RESEND_SECONDS);

    t.clock.advance(RESEND_MINUTES);
    const res = await t.request(pinPath(email, 'request'));
    expect(res.status).toBe(200);
    expect(PinRequestResponseSchema.parse(await res.json())).toEqual({ data: { expires_in_minutes: PIN_VALID_MINUTES, sent: 'now' } });
    expect(await mailbox(t, email)).toHaveLength(2);
    const second = await latestPin(t, email);
    // Only the newest code counts (the two are equal once in a million).
    if (second !== first) await expectError(await grant(t, email, first), 'INVALID_PIN');
    expect((await grant(t, email, second)).status).toBe(200);
  });

  it('answers USER_NOT_FOUND for recovery of an unknown e-mail', async () => {
    const email = freshEmail('nadie');
    const body = await expectError(await t.request(pinPath(email, 'request', 'recovery'), { lang: 'en' }), 'USER_NOT_FOUND');
    expect(body.message.endsWith(email)).toBe(true);
  });

  it('validates the address and the purpose', async () => {
    await expectError(await t.request(pinPath('nope', 'request', 'x')), 'FAILED_VALIDATION');
  });
});

describe('POST api/auth/{email}/pin/grant', () => {
  it(`spends the code after ${PIN_MAX_TRIES} wrong tries`, async () => {
    const email = freshEmail('tries');
    await t.request(pinPath(email, 'valid'));
    const pin = await latestPin(t, email);
    for (let i = 0; i < PIN_MAX_TRIES; i++) {
      const body = await expectError(await grant(t, email, wrongPin(pin), 'signup', 'en'), 'INVALID_PIN');
      expect(body.message).toBe('The verification code is not valid.');
    }
    await expectError(await grant(t, email, pin), 'PIN_ACCESS_REQUIRED');
    // Spending the tries does not buy a new code (and 5 more guesses) before the minute is over.
    await expectError(await t.request(pinPath(email, 'request')), 'TOO_MANY_REQUESTS');
    await expectError(await t.request(pinPath(email, 'valid')), 'PIN_ACCESS_REQUIRED');
    expect(await latestPin(t, email)).toBe(pin);
    t.clock.advance(1);
    await expectError(await t.request(pinPath(email, 'valid')), 'PIN_ACCESS_REQUIRED');
    expect((await grant(t, email, await latestPin(t, email))).status).toBe(200);
  });

  it('refuses a code past its validity', async () => {
    const email = freshEmail('late');
    await t.request(pinPath(email, 'valid'));
    const pin = await latestPin(t, email);
    t.clock.advance(PIN_VALID_MINUTES);
    await expectError(await grant(t, email, pin), 'PIN_ACCESS_REQUIRED');
  });

  it('refuses when no code was sent, and keeps codes apart by purpose', async () => {
    const email = freshEmail('none');
    await expectError(await grant(t, email, '123456'), 'PIN_ACCESS_REQUIRED');
    await t.request(pinPath(DEMO, 'valid', 'recovery'));
    await expectError(await grant(t, DEMO, await latestPin(t, DEMO), 'signup'), 'PIN_ACCESS_REQUIRED');
  });

  it('answers granted again for the same digits while the grant lasts', async () => {
    const email = freshEmail('twice');
    await proveEmail(t, email);
    expect((await grant(t, email, await latestPin(t, email))).status).toBe(200);
  });

  it('needs the same e-mail in the path and the body', async () => {
    const email = freshEmail('path');
    const res = await t.request(pinPath(email, 'grant'), { json: { email: freshEmail('body'), pin: '123456' } });
    expect((await expectError(res, 'FAILED_VALIDATION')).errors).toHaveProperty('email');
  });

  it.each([
    ['a short pin', JSON.stringify({ email: 'a@casillero.test', pin: '123' }), 'pin'],
    ['letters', JSON.stringify({ email: 'a@casillero.test', pin: '12a456' }), 'pin'],
    ['a number', JSON.stringify({ email: 'a@casillero.test', pin: 123456 }), 'pin'],
    ['an empty body', '', 'email'],
    ['an array', '[]', 'body'],
    ['broken JSON', '{"email":', 'body'],
  ])('answers 422 for %s', async (_, body, field) => {
    const res = await t.request(pinPath('a@casillero.test', 'grant'), { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
    expect((await expectError(res, 'FAILED_VALIDATION')).errors).toHaveProperty(field);
  });
});
