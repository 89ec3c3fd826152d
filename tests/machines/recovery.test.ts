import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import { recoveryMachine, type RecoveryInput, type RecoveryRequestedStep } from '../../machines/recovery.ts';
import type { SignedIn } from '../../machines/chosen-password-sign-in.ts';
import { CLIENT } from '../features/support/fixtures.ts';
import { testMachinePaths } from './support/path-walk.ts';
import { confirmationOf, expectConfirmationInput } from './support/email-confirmation.ts';
import { failure, toastIds } from './support/toasts.ts';

const signedIn: SignedIn = { token: 'after-reset', user: { id: 3, email: 'ana@casillero.test', client: CLIENT } };
const base: RecoveryInput = { pinValidMinutes: 10, pinLength: 6, requestedStep: 'email' };
const notFound = failure('USER_NOT_FOUND', { message: 'No encontramos una cuenta con el correo ana@casillero.test' });

// The e-mail and its code granted.
const confirmed = confirmationOf('ana@casillero.test');

const events = [
  confirmed,
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
    emailConfirmation: ({ snapshot, event, emitted }) => {
      const code = errorCode(event);
      expect(snapshot.context.password).toBe('');
      if (code === 'USER_NOT_FOUND') {
        const message = userNotFoundText(emitted);
        expect(message?.id).toBe('password-recovery-alert-user-not-found');
        // The last word of the server's message (docs/product.md#error-catalogue).
        expect(message?.values).toEqual({ detail: 'ana@casillero.test' });
      } else if (code === 'PIN_ACCESS_REQUIRED') expect(toastIds(emitted)).toEqual(['alert-code-expired']);
      else if (code) expect(toastIds(emitted)).toEqual(['password-reset-alert-error']);
      // After a failed reset, the e-mail is kept for the form.
      expectConfirmationInput(snapshot, 'recovery', event.type === 'xstate.error.actor.resetPassword' ? confirmed.output : null);
    },
    'resetStep.editing': ({ snapshot, event }) => {
      expect(event).toBe(confirmed);
      expect(snapshot.context).toMatchObject({ email: 'ana@casillero.test', pin: '654321' });
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
      expect(initialTransition(recoveryMachine, { ...base, requestedStep })[0].value).toBe('emailConfirmation');
    }
  });
});
