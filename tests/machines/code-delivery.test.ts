// A code whose e-mail the server queued (PIN_ACCESS_REQUIRED's `meta.sent`, a resend's `sent`) is
// worded as on its way, in the toast and on the code step; without the field (the company's
// backend) the flows word it as before; one asked for again within the minute stands, and a wrong
// code says the tries left when the server says how many (docs/product.md#codes).
import { describe, expect, it } from 'vitest';
import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { messages as spanishFlows } from '../../locale/es/public-flows.po';
import { messages as englishFlows } from '../../locale/en/public-flows.po';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { emailConfirmationMachine } from '../../machines/email-confirmation.ts';
import { pinMachine, type PinInput, type PinPurpose } from '../../machines/pin.ts';
import { failure } from './support/toasts.ts';

type Notify = { type: 'notify'; message: { id: string } };
const codeRequired = (sent?: string) => ({ ...failure('PIN_ACCESS_REQUIRED'), ...(sent ? { meta: { sent } } : {}) });

/** The e-mail step of the flow of `purpose` answered `answer`; the toast it showed, and the code step's pin machine. */
async function emailStep(purpose: PinPurpose, answer: unknown) {
  const checkPin = fromPromise<unknown, { email: string; purpose: PinPurpose }>(() => Promise.reject(answer));
  const machine = emailConfirmationMachine.provide({ actors: { checkPin }, delays: { codeValidationDelay: 0 } });
  const actor = createActor(machine, { input: { purpose, email: '', pin: '', pinValidMinutes: 10, pinLength: 6 } });
  const toasts: string[] = [];
  actor.on('notify', (event) => toasts.push((event as unknown as Notify).message.id));
  actor.start();
  actor.send({ type: 'SUBMIT_EMAIL', email: 'ana@casillero.test' });
  const shown = await waitFor(actor, (snapshot) => snapshot.matches('codeValidation'));
  const pin = shown.children.pin as AnyActorRef;
  const delivery = (pin.getSnapshot() as { context: { delivery: unknown } }).context.delivery;
  actor.stop();
  return { toasts, delivery };
}

describe.each(['recovery', 'signup'] as const)('%s: a code asked for at the e-mail step', (flow) => {
  it('is on its way when its e-mail was queued', async () => {
    expect(await emailStep(flow, codeRequired('queued'))).toEqual({ toasts: ['alert-code-queued'], delivery: 'queued' });
  });

  it('was sent when the server says so, or says nothing', async () => {
    expect(await emailStep(flow, codeRequired('now'))).toEqual({ toasts: ['alert-code-sent'], delivery: 'now' });
    expect(await emailStep(flow, codeRequired())).toEqual({ toasts: ['alert-code-sent'], delivery: null });
  });

  it('stands when asked for again within the minute: nothing says a code was sent', async () => {
    expect(await emailStep(flow, codeRequired('earlier'))).toEqual({ toasts: ['alert-code-earlier'], delivery: 'earlier' });
  });
});

describe('a resend', () => {
  const input: PinInput = { email: 'ana@casillero.test', purpose: 'recovery', validMinutes: 10, pinLength: 6, waitSeconds: null, delivery: 'queued' };

  async function resend(answer: { expires_in_minutes: number; sent?: 'now' | 'queued' }) {
    const requestPin = fromPromise<typeof answer, { email: string; purpose: PinPurpose }>(async () => answer);
    const actor = createActor(pinMachine.provide({ actors: { requestPin }, delays: { resendCooldown: 0 } }), { input });
    const toasts: string[] = [];
    actor.on('notify', (event) => toasts.push((event as unknown as Notify).message.id));
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.can({ type: 'RESEND' }));
    actor.send({ type: 'RESEND' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches({ active: { resend: 'coolingDown' } }) || snapshot.matches({ active: { resend: 'ready' } }));
    actor.stop();
    return { toasts, delivery: done.context.delivery };
  }

  it('says the new code is on its way when it was queued, and sent when it left', async () => {
    expect(await resend({ expires_in_minutes: 10, sent: 'queued' })).toEqual({ toasts: ['password-recovery-back-alert-queued'], delivery: 'queued' });
    expect(await resend({ expires_in_minutes: 10, sent: 'now' })).toEqual({ toasts: ['password-recovery-back-alert-success'], delivery: 'now' });
    expect(await resend({ expires_in_minutes: 10 })).toEqual({ toasts: ['password-recovery-back-alert-success'], delivery: null });
  });
});

const i18nIn = (language: 'es' | 'en') =>
  setupI18n({ locale: language, messages: { [language]: language === 'es' ? spanishFlows : englishFlows } });

describe('a wrong code', () => {
  const input: PinInput = { email: 'ana@casillero.test', purpose: 'signup', validMinutes: 10, pinLength: 6, waitSeconds: null };

  /** The toast a wrong code's INVALID_PIN shows, in the language's words. */
  async function wrongCode(meta: Record<string, unknown> | undefined, language: 'es' | 'en') {
    const grantPin = fromPromise<unknown, { email: string; purpose: PinPurpose; pin: string }>(() =>
      Promise.reject({ ...failure('INVALID_PIN'), ...(meta ? { meta } : {}) }),
    );
    const actor = createActor(pinMachine.provide({ actors: { grantPin } }), { input });
    const toasts: MessageDescriptor[] = [];
    actor.on('notify', (event) => toasts.push((event as unknown as { message: MessageDescriptor }).message));
    actor.start();
    actor.send({ type: 'CHANGE', pin: '123456' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => toasts.length > 0 && snapshot.matches({ active: { code: 'entering' } }));
    actor.stop();
    return toasts.map((message) => i18nIn(language)._(message));
  }

  it('says the tries left when the server says how many', async () => {
    expect(await wrongCode({ tries_left: 3 }, 'es')).toEqual(['El código no es correcto. Te quedan 3 intentos.']);
    expect(await wrongCode({ tries_left: 1 }, 'es')).toEqual(['El código no es correcto. Te queda 1 intento.']);
    expect(await wrongCode({ tries_left: 0 }, 'es')).toEqual(['El código no es correcto y no te quedan intentos: pide uno nuevo.']);
    expect(await wrongCode({ tries_left: 1 }, 'en')).toEqual(['The code is not correct. 1 try left.']);
    expect(await wrongCode({ tries_left: 4 }, 'en')).toEqual(['The code is not correct. 4 tries left.']);
  });

  it('is worded as before when the server does not say (the company’s backend)', async () => {
    expect(await wrongCode(undefined, 'es')).toEqual(['El código no es correcto. Revísalo e inténtalo de nuevo.']);
  });
});
