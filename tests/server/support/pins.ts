// The PIN flows as a customer goes through them: ask for a code, read it from the demo outbox, grant it.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { PinPurpose } from '../../../src/api/contract/auth.ts';
import { PIN_LENGTH } from '../../../src/api/contract/limits.ts';
import { MailboxResponseSchema } from '../../../src/api/contract/site.ts';
import type { TestApp } from './test-app.ts';
import { PASSWORD } from './users.ts';

/** An address no other test uses. */
export const freshEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@casillero.test`;

export const pinPath = (email: string, action: 'valid' | 'request' | 'grant', purpose: PinPurpose | string = 'signup') =>
  `/api/auth/${encodeURIComponent(email)}/pin/${action}?purpose=${encodeURIComponent(purpose)}`;

/** The mail of an address, newest first, as the demo mailbox shows it. */
export async function mailbox(t: TestApp, email: string) {
  const res = await t.request(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  return MailboxResponseSchema.parse(await res.json()).data;
}

/** The code in the newest mail to an address. */
export async function latestPin(t: TestApp, email: string): Promise<string> {
  const [mail] = await mailbox(t, email);
  const pin = mail?.text.match(new RegExp(`\\b\\d{${PIN_LENGTH}}\\b`))?.[0];
  if (!pin) throw new Error(`no code in the mail to ${email}`);
  return pin;
}

/** Other digits than the code's, so a try is spent. */
export const wrongPin = (pin: string) => String((Number(pin) + 1) % 10 ** PIN_LENGTH).padStart(PIN_LENGTH, '0');

export const grant = (t: TestApp, email: string, pin: string, purpose: PinPurpose = 'signup', lang?: string) =>
  t.request(pinPath(email, 'grant', purpose), { json: { email, pin }, lang });

/** pin/valid sends a code, the mailbox holds it, grant accepts it: the e-mail is proven by these digits. */
export async function proveEmail(t: TestApp, email: string, purpose: PinPurpose = 'signup'): Promise<string> {
  expect((await t.request(pinPath(email, 'valid', purpose))).status).toBe(403);
  const pin = await latestPin(t, email);
  expect((await grant(t, email, pin, purpose)).status).toBe(200);
  return pin;
}

/** A new account through the sign-up flow, signed in; it has no client yet. */
export async function signUp(t: TestApp, email = freshEmail('alta'), password = PASSWORD): Promise<{ email: string; token: string }> {
  const pin = await proveEmail(t, email);
  const res = await t.request('/api/users', { json: { email, pin, password, password_confirmation: password } });
  expect(res.status).toBe(201);
  return { email, token: await t.login(email, password) };
}
