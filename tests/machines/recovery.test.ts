import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import { recoveryMachine, type RecoveryInput, type RecoveryRequestedStep } from '../../machines/recovery.ts';
import type { SignedIn } from '../../machines/sign-up.ts';
import { CLIENT } from '../features/support/fixtures.ts';
import { testMachinePaths } from './support/path-walk.ts';
import { failure, toastIds } from './support/toasts.ts';

const signedIn: SignedIn = { token: 'after-reset', user: { id: 3, email: 'ana@casillero.test', client: CLIENT } };
const base: RecoveryInput = { pinValidMinutes: 10, pinLength: 6, requestedStep: 'email' };
const notFound = failure('USER_NOT_FOUND', { message: 'No encontramos una cuenta con el correo ana@casillero.test' });

const events = [
  { type: 'SUBMIT_EMAIL', email: 'ana@casillero.test' },
  { type: 'xstate.done.actor.checkPin', output: { valid: true } },
  { type: 'xstate.error.actor.checkPin', error: notFound },
  { type: 'xstate.error.actor.checkPin', error: failure('FAILED_VALIDATION') },
  { type: 'xstate.error.actor.checkPin', error: failure('PIN_ACCESS_REQUIRED') },
  { type: 'xstate.error.actor.checkPin', error: failure('NETWORK_ERROR') },
  // The hour's code e-mails spent: none sent, and the server says how long to wait (Retry-After).
  { type: 'xstate.error.actor.checkPin', error: failure('TOO_MANY_REQUESTS', { retryAfterSeconds: 720 }) },
  { type: 'xstate.after.codeValidationDelay.recovery.emailStep.codeSent' },
  { type: 'xstate.done.actor.pin', output: { outcome: 'granted', pin: '654321' } },
  { type: 'xstate.done.actor.pin', output: { outcome: 'expired' } },
  { type: 'SUBMIT_PASSWORD', password: 'nueva-clave-1' },
  { type: 'xstate.done.actor.resetPassword', output: undefined },
  { type: 'xstate.error.actor.resetPassword', error: notFound },
  { type: 'xstate.error.actor.resetPassword', error: failure('PIN_ACCESS_REQUIRED') },
  { type: 'xstate.error.actor.resetPassword', error: failure('SERVER_ERROR') },
  { type: 'xstate.done.actor.signIn', output: signedIn },
  { type: 'xstate.error.actor.signIn', error: failure('NETWORK_ERROR') },
  { type: 'CONTINUE' },
];

type Step = { type: string; error?: { code: string; message?: string } };
const errorCode = (event: unknown) => (event as Step).error?.code;
const userNotFoundText = (emitted: unknown[]) =>
  (emitted as { message: { id: string; values?: Record<string, unknown> } }[])[0]?.message;

const FLOW_ONLY: RecoveryRequestedStep[] = ['reset', 'success'];

testMachinePaths({
  machine: recoveryMachine,
  // The flow's own start (its first page's address).
  inputs: [base],
  events,
  recordActions: ['startSession'],
  checks: {
    'emailStep.editing': ({ snapshot, event, emitted }) => {
      const code = errorCode(event);
      expect(snapshot.context.password).toBe('');
      if (code === 'USER_NOT_FOUND') {
        const message = userNotFoundText(emitted);
        expect(message?.id).toBe('password-recovery-alert-user-not-found');
        // The last word of the server's message (docs/product.md#error-catalogue).
        expect(message?.values).toEqual({ detail: 'ana@casillero.test' });
      } else if (code === 'FAILED_VALIDATION') expect(toastIds(emitted)).toEqual(['password-recovery-alert-max-length']);
      else if (code === 'PIN_ACCESS_REQUIRED') expect(toastIds(emitted)).toEqual(['alert-code-expired']);
      else if (code === 'SERVER_ERROR') expect(toastIds(emitted)).toEqual(['password-reset-alert-error']);
      else if (code) expect(toastIds(emitted)).toEqual(['alert-network-error']);
      if (event.type === 'xstate.error.actor.resetPassword') expect(snapshot.context.email).toBe('ana@casillero.test');
      // Back from an expired code: no wait is left for the next e-mail.
      expect(snapshot.context.codeWaitSeconds).toBeNull();
    },
    'emailStep.checking': ({ snapshot }) => {
      expect(snapshot.context.email).toBe('ana@casillero.test');
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(snapshot.context.codeWaitSeconds).toBeNull();
    },
    'emailStep.codeSent': ({ emitted }) => {
      expect(toastIds(emitted)).toEqual(['alert-code-sent']);
    },
    codeValidation: ({ snapshot, event, emitted }) => {
      const tooMany = errorCode(event) === 'TOO_MANY_REQUESTS';
      const pin = snapshot.children.pin?.getSnapshot() as { input?: unknown } | undefined;
      expect(pin?.input).toMatchObject({
        email: 'ana@casillero.test',
        purpose: 'recovery',
        validMinutes: 10,
        pinLength: 6,
        waitSeconds: tooMany ? 720 : null,
      });
      expect(snapshot.context.codeWaitSeconds).toBe(tooMany ? 720 : null);
      // A code granted before: its digits are typed again, and no new code was sent. The hour's
      // codes spent: the code step all the same (one sent earlier may be in the inbox), no toast
      // saying a code was sent, and the wait for the code step to show (docs/product.md#rate-limits).
      if (event.type === 'xstate.done.actor.checkPin' || tooMany) expect(toastIds(emitted)).toEqual([]);
      else expect(event.type).toBe('xstate.after.codeValidationDelay.recovery.emailStep.codeSent');
    },
    'resetStep.editing': ({ snapshot, event }) => {
      expect(event).toMatchObject({ type: 'xstate.done.actor.pin', output: { outcome: 'granted' } });
      expect(snapshot.context.pin).toBe('654321');
      // The wait was the code step's own.
      expect(snapshot.context.codeWaitSeconds).toBeNull();
    },
    'resetStep.resetting': ({ snapshot }) => {
      expect(snapshot.context.password).toBe('nueva-clave-1');
      expect(snapshot.hasTag('loading')).toBe(true);
      // The new password goes with the digits of the granted code.
      const reset = snapshot.children.resetPassword?.getSnapshot() as { input?: unknown } | undefined;
      expect(reset?.input).toEqual({ email: 'ana@casillero.test', pin: '654321', password: 'nueva-clave-1' });
    },
    'resetStep.signingIn': ({ snapshot }) => {
      expect(snapshot.context.password).toBe('nueva-clave-1');
    },
    success: ({ snapshot, event }) => {
      expect(snapshot.context.password).toBe('');
      expect(snapshot.context.signedIn).toEqual(event.type === 'xstate.done.actor.signIn' ? signedIn : null);
    },
    finished: ({ snapshot, calls }) => {
      expect(snapshot.status).toBe('done');
      // The session starts only when the customer continues, and only if the sign-in worked.
      expect(calls).toEqual(snapshot.context.signedIn ? ['startSession'] : []);
    },
  },
  // The pages only the flow leads to, opened directly: each ends at once.
  moreWalks: [
    {
      inputs: Object.fromEntries(FLOW_ONLY.map((requestedStep) => [`the ${requestedStep} page opened directly`, { ...base, requestedStep }])),
      events: [],
      checks: {},
    },
  ],
});

describe('recovery machine', () => {
  it('sends the pages only the flow leads to, opened directly, to sign-in', () => {
    for (const requestedStep of FLOW_ONLY) {
      const [snapshot] = initialTransition(recoveryMachine, { ...base, requestedStep });
      expect(snapshot.value, requestedStep).toBe('leftForSignIn');
      expect(snapshot.status).toBe('done');
      expect(snapshot.context).toMatchObject({ requestedStep, email: '', pin: '', password: '', signedIn: null });
    }
  });

  it('opens at the e-mail from its other addresses', () => {
    for (const requestedStep of ['email', 'code', null] as const) {
      expect(initialTransition(recoveryMachine, { ...base, requestedStep })[0].value).toEqual({ emailStep: 'editing' });
    }
  });
});
