// The last step of sign-up and recovery needs the digits the customer typed, not only a granted
// code: whoever knows an e-mail cannot finish its owner's sign-up or reset (issue 14, item 1).
import { describe, expect, it } from 'vitest';
import { LOGIN_ADDRESS_ATTEMPTS, LOGIN_ATTEMPTS, LOGIN_WINDOW_MINUTES } from '../../server/rate-limits.ts';
import { RECOVERY_PIN_TRIES_PER_ADDRESS } from '../../src/api/contract/limits.ts';
import { messagesFor } from '../../server/i18n/messages.ts';
import { expectError } from './support/errors.ts';
import { freshEmail, grant, latestPin, mailbox, pinPath, proveEmail, signUp, wrongPin } from './support/pins.ts';
import { useTestApp } from './support/test-app.ts';
import { useMovableTime } from './support/time.ts';
import { PASSWORD } from './support/users.ts';

const t = useTestApp();
const time = useMovableTime();
const ATTACKER = '198.51.100.66';
const OWNER = '203.0.113.20';
const STOLEN = 'clave-del-atacante';
const NEW_PASSWORD = 'nueva-clave-segura';

type Call = { email: string; pin?: string; password?: string; address?: string; lang?: string };
const body = ({ email, pin, password = NEW_PASSWORD }: Call) => ({ email, pin, password, password_confirmation: password });
const reset = (call: Call) => t.request('/api/auth/reset-password', { json: body(call), address: call.address, lang: call.lang });
const register = (call: Call) => t.request('/api/users', { json: body(call), address: call.address });
const statuses = (responses: Response[]) => responses.map((res) => res.status).sort();
const times = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));

describe('POST api/auth/reset-password: no takeover during recovery', () => {
  it('refuses a caller without the digits, before and after the owner grants the code; the owner resets with them', async () => {
    const { email } = await signUp(t);
    await expectError(await reset({ email, password: STOLEN, address: ATTACKER }), 'PIN_ACCESS_REQUIRED');
    const pin = await proveEmail(t, email, 'recovery');
    // pin/valid now says a code is granted: it no longer helps, the digits are needed.
    expect((await t.request(pinPath(email, 'valid', 'recovery'))).status).toBe(200);
    const polls = await times(4, () => reset({ email, password: STOLEN, address: ATTACKER }));
    expect(statuses(polls)).toEqual([403, 403, 403, 403]);

    expect((await reset({ email, pin, address: OWNER })).status).toBe(200);
    await expectError(await t.request('/api/auth/token', { json: { email, password: STOLEN } }), 'AUTHENTICATION_EXCEPTION');
    expect((await t.request('/api/auth/token', { json: { email, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it(`spends a try of the caller's address with each wrong pin: after ${RECOVERY_PIN_TRIES_PER_ADDRESS}, not even the right digits reset from there; the owner's still do`, async () => {
    const { email } = await signUp(t);
    const pin = await proveEmail(t, email, 'recovery');
    for (let i = 0; i < RECOVERY_PIN_TRIES_PER_ADDRESS; i++) {
      await expectError(await reset({ email, pin: wrongPin(pin), password: STOLEN, address: ATTACKER }), 'PIN_ACCESS_REQUIRED');
    }
    await expectError(await reset({ email, pin, password: STOLEN, address: ATTACKER }), 'PIN_ACCESS_REQUIRED');
    expect((await t.request('/api/auth/token', { json: { email, password: PASSWORD } })).status).toBe(200);
    expect((await reset({ email, pin, address: OWNER })).status).toBe(200);
  });

  it('uses a grant once: of two parallel resets with the right digits, one succeeds', async () => {
    const { email } = await signUp(t);
    const pin = await proveEmail(t, email, 'recovery');
    const both = await times(2, (i) => reset({ email, pin, password: `${NEW_PASSWORD}-${i}`, address: OWNER }));
    expect(statuses(both)).toEqual([200, 403]);
  });

  it(`checks at most ${LOGIN_ATTEMPTS} of 30 parallel tries per e-mail, from any number of addresses`, async () => {
    const { email } = await signUp(t);
    const pin = await proveEmail(t, email, 'recovery');
    const tries = await times(30, (i) => reset({ email, pin: wrongPin(pin), password: STOLEN, address: `192.0.2.${i + 1}` }));
    expect(statuses(tries).filter((status) => status === 403)).toHaveLength(LOGIN_ATTEMPTS);
    expect(statuses(tries).filter((status) => status === 429)).toHaveLength(30 - LOGIN_ATTEMPTS);
    time.pass(LOGIN_WINDOW_MINUTES);
  });

  it(`checks at most ${LOGIN_ADDRESS_ATTEMPTS} tries per address, whatever e-mails it tries`, async () => {
    const tries = await times(LOGIN_ADDRESS_ATTEMPTS + 5, (i) => reset({ email: freshEmail(`spray-${i}`), pin: '123456', address: ATTACKER }));
    expect(statuses(tries).filter((status) => status === 404)).toHaveLength(LOGIN_ADDRESS_ATTEMPTS);
    expect(statuses(tries).filter((status) => status === 429)).toHaveLength(5);
    time.pass(LOGIN_WINDOW_MINUTES);
  });

  it.each(['es', 'en'] as const)('tells the owner by e-mail that the password was changed (%s)', async (lang) => {
    const { email } = await signUp(t);
    const pin = await proveEmail(t, email, 'recovery');
    expect((await reset({ email, pin, lang })).status).toBe(200);
    const [newest] = await mailbox(t, email);
    const texts = messagesFor(lang).mail;
    expect(newest).toMatchObject({ to: email, subject: texts.passwordChangedSubject, text: texts.passwordChangedText });
  });
});

describe('POST api/users: nobody takes a new customer’s address', () => {
  it('refuses a caller without the digits while the owner signs up; the owner creates the account with them', async () => {
    const email = freshEmail('victima');
    await t.request(pinPath(email, 'valid'));
    await expectError(await register({ email, password: STOLEN, address: ATTACKER }), 'PIN_ACCESS_REQUIRED');
    const pin = await latestPin(t, email);
    expect((await grant(t, email, pin)).status).toBe(200);
    const polls = await times(4, (i) => register({ email, pin: i % 2 ? wrongPin(pin) : undefined, password: STOLEN, address: ATTACKER }));
    expect(statuses(polls)).toEqual([403, 403, 403, 403]);

    expect((await register({ email, pin, password: PASSWORD, address: OWNER })).status).toBe(201);
    expect((await t.request('/api/auth/token', { json: { email, password: PASSWORD } })).status).toBe(200);
    await expectError(await t.request('/api/auth/token', { json: { email, password: STOLEN } }), 'AUTHENTICATION_EXCEPTION');
  });

  it(`checks at most ${LOGIN_ATTEMPTS} of 30 parallel tries per e-mail`, async () => {
    const email = freshEmail('carrera');
    const pin = await proveEmail(t, email);
    const tries = await times(30, (i) => register({ email, pin: wrongPin(pin), password: STOLEN, address: `192.0.2.${100 + i}` }));
    expect(statuses(tries).filter((status) => status === 403)).toHaveLength(LOGIN_ATTEMPTS);
    expect(statuses(tries).filter((status) => status === 429)).toHaveLength(30 - LOGIN_ATTEMPTS);
    time.pass(LOGIN_WINDOW_MINUTES);
  });
});

describe('POST api/users/me/change-password', () => {
  it('tells the owner by e-mail, in the request’s language', async () => {
    const { email, token } = await signUp(t);
    const res = await t.request('/api/users/me/change-password', { token, lang: 'en', json: { current_password: PASSWORD, password: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    const [newest] = await mailbox(t, email);
    expect(newest?.subject).toBe(messagesFor('en').mail.passwordChangedSubject);
  });
});

describe('POST api/auth/{email}/pin/grant: the purpose is optional', () => {
  it.each(['signup', 'recovery'] as const)('grants a %s code without ?purpose=, the code knowing its own', async (purpose) => {
    const email = purpose === 'signup' ? freshEmail('sin-proposito') : (await signUp(t)).email;
    await t.request(pinPath(email, 'valid', purpose));
    const pin = await latestPin(t, email);
    const path = `/api/auth/${encodeURIComponent(email)}/pin/grant`;
    await expectError(await t.request(path, { json: { email, pin: wrongPin(pin) } }), 'INVALID_PIN');
    expect((await t.request(path, { json: { email, pin } })).status).toBe(200);
    expect((await t.request(pinPath(email, 'valid', purpose))).status).toBe(200);
  });
});
