import { expect } from 'vitest';
import { emailConfirmationMachine, type EmailConfirmationInput } from '../../machines/email-confirmation.ts';
import { testMachinePaths } from './support/path-walk.ts';
import { failure, toastIds } from './support/toasts.ts';

const EMAIL = 'ana@casillero.test';
const base: EmailConfirmationInput = { purpose: 'signup', email: '', pin: '', pinValidMinutes: 10, pinLength: 6 };
const notFound = failure('USER_NOT_FOUND', { message: `No encontramos una cuenta con el correo ${EMAIL}` });

type Step = { type: string; error?: { code: string } };
const errorCode = (event: unknown) => (event as Step).error?.code;
const EMAIL_REFUSED = { signup: 'alert-form-errors', recovery: 'password-recovery-alert-max-length' };

// Every state and transition, for both flows that invoke it: each says its own refusals.
testMachinePaths({
  machine: emailConfirmationMachine,
  inputs: { 'signing up': base, 'recovering a password': { ...base, purpose: 'recovery' } },
  events: [
    { type: 'SUBMIT_EMAIL', email: EMAIL },
    { type: 'xstate.done.actor.checkPin', output: { valid: true } },
    { type: 'xstate.error.actor.checkPin', error: failure('PIN_ACCESS_REQUIRED') },
    // The hour's code e-mails spent: none sent, and the server says how long to wait (Retry-After).
    { type: 'xstate.error.actor.checkPin', error: failure('TOO_MANY_REQUESTS', { retryAfterSeconds: 720 }) },
    { type: 'xstate.error.actor.checkPin', error: notFound },
    { type: 'xstate.error.actor.checkPin', error: failure('FAILED_VALIDATION', { fieldErrors: { email: ['no'] } }) },
    { type: 'xstate.error.actor.checkPin', error: failure('NETWORK_ERROR') },
    { type: 'xstate.after.codeValidationDelay.emailConfirmation.emailStep.codeSent' },
    { type: 'xstate.done.actor.pin', output: { outcome: 'granted', pin: '654321' } },
    { type: 'xstate.done.actor.pin', output: { outcome: 'expired' } },
  ],
  checks: {
    'emailStep.editing': ({ snapshot, event, emitted }) => {
      const code = errorCode(event);
      const { purpose } = snapshot.context;
      if (code === 'USER_NOT_FOUND') {
        const [toast] = emitted as unknown as { message: { id: string; values?: Record<string, unknown> } }[];
        expect(toast?.message.id).toBe('password-recovery-alert-user-not-found');
        // The last word of the server's message (docs/product.md#error-catalogue).
        expect(toast?.message.values).toEqual({ detail: EMAIL });
      } else if (code === 'FAILED_VALIDATION') {
        expect(toastIds(emitted)).toEqual([EMAIL_REFUSED[purpose]]);
        expect(snapshot.context.fieldErrors).toEqual({ email: ['no'] });
      } else if (code) expect(toastIds(emitted)).toEqual(['alert-network-error']);
      // Back from an expired code: the e-mail is kept for the form, and no wait is left for the next.
      if (event.type === 'xstate.done.actor.pin') expect(snapshot.context.email).toBe(EMAIL);
      expect(snapshot.context.codeWaitSeconds).toBeNull();
      expect(snapshot.context.codeDelivery).toBeNull();
    },
    'emailStep.checking': ({ snapshot }) => {
      expect(snapshot.context.email).toBe(EMAIL);
      expect(snapshot.context.fieldErrors).toEqual({});
      expect(snapshot.hasTag('loading')).toBe(true);
      // The check goes with the flow's purpose.
      const check = snapshot.children.checkPin?.getSnapshot() as { input?: unknown } | undefined;
      expect(check?.input).toEqual({ email: EMAIL, purpose: snapshot.context.purpose });
    },
    'emailStep.codeSent': ({ snapshot, emitted }) => {
      expect(toastIds(emitted)).toEqual(['alert-code-sent']);
      expect(snapshot.hasTag('loading')).toBe(true);
    },
    codeValidation: ({ snapshot, event, emitted }) => {
      const tooMany = errorCode(event) === 'TOO_MANY_REQUESTS';
      // A code granted before: its digits are typed again, and no new code was sent. The hour's
      // codes spent: the code step all the same (one sent earlier may be in the inbox), no toast
      // saying a code was sent, and the wait for the code step to show (docs/product.md#rate-limits).
      if (event.type === 'xstate.done.actor.checkPin' || tooMany) expect(toastIds(emitted)).toEqual([]);
      else expect(event.type).toBe('xstate.after.codeValidationDelay.emailConfirmation.emailStep.codeSent');
      expect(snapshot.context.codeWaitSeconds).toBe(tooMany ? 720 : null);
      // The walk stands a fake in for the pin machine; its input is what the real one gets.
      const pin = snapshot.children.pin?.getSnapshot() as { input?: unknown } | undefined;
      expect(pin?.input).toMatchObject({ email: EMAIL, purpose: snapshot.context.purpose, validMinutes: 10, pinLength: 6, waitSeconds: tooMany ? 720 : null });
    },
    granted: ({ snapshot, event }) => {
      expect(snapshot.status).toBe('done');
      // The flow around gets the e-mail and the digits of its granted code.
      expect(snapshot.output).toEqual({ email: EMAIL, pin: '654321' });
      if (event.type === 'xstate.done.actor.pin') expect(snapshot.context.codeWaitSeconds).toBeNull();
    },
  },
  moreWalks: [
    // The browser's Back and Forward (docs/product.md#steps-and-history), which sign-up passes on:
    // from a first visit, and back from the accepted code, with the e-mail and the code kept.
    {
      inputs: { 'a first visit, Back and Forward': base, 'Back from the accepted code': { ...base, email: EMAIL, pin: '654321' } },
      events: [
        { type: 'SUBMIT_EMAIL', email: EMAIL },
        { type: 'xstate.done.actor.checkPin', output: { valid: true } },
        ...(['email', 'code', 'codeSuccess'] as const).map((page) => ({ type: 'PAGE.SHOWN', page })),
      ],
      checks: {
        emailStep: ({ snapshot, event, ignored }) => {
          if (event.type === 'PAGE.SHOWN' && !ignored) expect(snapshot.context.email).toBe(EMAIL);
        },
        codeValidation: ({ snapshot }) => expect(snapshot.context.email).toBe(EMAIL),
        granted: ({ snapshot }) => expect(snapshot.output).toEqual({ email: EMAIL, pin: '654321' }),
      },
      byContext: false,
    },
  ],
});
