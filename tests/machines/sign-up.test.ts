import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import { signUpMachine, type SignUpInput, type SignUpRequestedStep } from '../../machines/sign-up.ts';
import type { SessionUser } from '../../machines/session.ts';
import { CLIENT } from '../features/support/fixtures.ts';
import { testMachinePaths } from './support/path-walk.ts';
import { confirmationOf, expectConfirmationInput } from './support/email-confirmation.ts';
import { failure, toastIds } from './support/toasts.ts';
import { named } from '../support/path-words.ts';

const newcomer: SessionUser = { id: 7, email: 'nueva@casillero.test', client: null };
const customer: SessionUser = { ...newcomer, client: CLIENT };
const client = { ...CLIENT, id: 41 };
const dataValues = { name: 'Ana', birth_date: '01-31-1990' };
const base: SignUpInput = { signedIn: false, email: null, clientId: null, requestedStep: null, pinValidMinutes: 10, pinLength: 6 };

// The ways in the walk starts from: no session (any address), a session without a client (the
// data step's address), one with a client (the shipment step's, which stays open to it).
const inputs: Record<string, SignUpInput> = {
  'no session': { ...base, requestedStep: 'email' },
  'a session without personal data': { ...base, signedIn: true, email: newcomer.email, requestedStep: 'data' },
  'a session with personal data': { ...base, signedIn: true, email: customer.email, clientId: 40, requestedStep: 'shipments' },
};
const EARLIER_STEPS: SignUpRequestedStep[] = ['email', 'code', 'codeSuccess', 'password', 'data'];
const registered: SignUpInput = { ...base, signedIn: true, email: customer.email, clientId: 40 };

// The e-mail and its code granted.
const confirmed = confirmationOf('nueva@casillero.test');

const events = [
  confirmed,
  { type: 'CONTINUE' },
  { type: 'SUBMIT_PASSWORD', password: 'secreto-123' },
  { type: 'xstate.done.actor.registerUser', output: newcomer },
  { type: 'xstate.error.actor.registerUser', error: failure('EMAIL_TAKEN') },
  { type: 'xstate.error.actor.registerUser', error: failure('PIN_ACCESS_REQUIRED') },
  { type: 'xstate.error.actor.registerUser', error: failure('FAILED_VALIDATION', { fieldErrors: { password: ['corta'] } }) },
  { type: 'xstate.error.actor.registerUser', error: failure('SERVER_ERROR') },
  { type: 'xstate.done.actor.signIn', output: { token: 'new-token', user: newcomer } },
  { type: 'xstate.error.actor.signIn', error: failure('NETWORK_ERROR') },
  named('with personal data', { type: 'xstate.done.actor.signInExisting', output: { token: 'old-token', user: customer } }),
  named('without personal data', { type: 'xstate.done.actor.signInExisting', output: { token: 'half-token', user: newcomer } }),
  { type: 'xstate.error.actor.signInExisting', error: failure('AUTHENTICATION_EXCEPTION') },
  { type: 'xstate.error.actor.signInExisting', error: failure('TOO_MANY_REQUESTS') },
  { type: 'SUBMIT_DATA', values: dataValues },
  { type: 'xstate.done.actor.createClient', output: client },
  { type: 'xstate.error.actor.createClient', error: failure('FAILED_VALIDATION', { fieldErrors: { birth_date: ['menor'] } }) },
  { type: 'xstate.error.actor.createClient', error: failure('FAILED_VALIDATION', { fieldErrors: { city_id: ['no'] } }) },
  { type: 'xstate.error.actor.createClient', error: failure('NETWORK_ERROR') },
  { type: 'xstate.done.actor.updateClient', output: { id: 40 } },
  { type: 'xstate.error.actor.updateClient', error: failure('FAILED_VALIDATION', { fieldErrors: { phone: ['no'] } }) },
  { type: 'xstate.error.actor.updateClient', error: failure('NETWORK_ERROR') },
  { type: 'ADD_RECIPIENT' },
  // The recipientCreation child's end (its own steps are walked in recipient-creation.test.ts).
  { type: 'xstate.done.actor.recipientCreation' },
  { type: 'BACK' },
  { type: 'FINISH' },
  // Sent by the page that follows the session when it is over; only the steps that need it act on it.
  { type: 'SESSION_ENDED' },
];

type Step = { type: string; error?: { code: string; fieldErrors?: Record<string, string[]> }; output?: unknown };
const errorCode = (event: unknown) => (event as Step).error?.code;
const genericToast: Record<string, string> = {
  NETWORK_ERROR: 'alert-network-error',
  TOO_MANY_REQUESTS: 'alert-too-many-requests',
  SERVER_ERROR: 'alert-unexpected-error',
};

// Every state and transition from the ways in.
testMachinePaths({
  machine: signUpMachine,
  inputs,
  events,
  recordActions: ['startSession', 'announceClient'],
  checks: {
    emailConfirmation: ({ snapshot, event }) => {
      expect(snapshot.context.signedIn).toBe(false);
      expect(snapshot.context.password).toBe('');
      // The e-mail and the code given before are kept (Back from the accepted code).
      expectConfirmationInput(snapshot, 'signup', event.type === 'PAGE.SHOWN' ? confirmed.output : null);
    },
    codeValidationSuccess: ({ snapshot, event }) => {
      expect(event).toBe(confirmed);
      expect(snapshot.context).toMatchObject({ email: 'nueva@casillero.test', pin: '654321' });
    },
    'passwordStep.editing': ({ snapshot, event, emitted }) => {
      const code = errorCode(event);
      if (event.type === 'xstate.error.actor.signInExisting' && code === 'AUTHENTICATION_EXCEPTION') {
        const [toast] = emitted as unknown as { message: { id: string }; duration: number }[];
        expect(toast?.message.id).toBe('security-alert-wrong-password');
        expect(toast?.duration).toBe(5500);
      } else if (code === 'FAILED_VALIDATION') {
        expect(toastIds(emitted)).toEqual(['alert-form-errors']);
        expect(snapshot.context.fieldErrors).toEqual({ password: ['corta'] });
      } else if (code) expect(toastIds(emitted)).toEqual([genericToast[code]]);
      else expect(toastIds(emitted)).toEqual([]);
    },
    'passwordStep.registering': ({ snapshot }) => {
      expect(snapshot.context.password).toBe('secreto-123');
      expect(snapshot.hasTag('loading')).toBe(true);
      // The account is created with the digits of the granted code.
      const register = snapshot.children.registerUser?.getSnapshot() as { input?: unknown } | undefined;
      expect(register?.input).toEqual({ email: 'nueva@casillero.test', pin: '654321', password: 'secreto-123' });
    },
    'passwordStep.signingIn': ({ event }) => {
      expect(event.type).toBe('xstate.done.actor.registerUser');
    },
    'passwordStep.signingInExisting': ({ event, snapshot }) => {
      expect(errorCode(event)).toBe('EMAIL_TAKEN');
      expect(snapshot.context.password).toBe('secreto-123');
    },
    'dataStep.editing': ({ snapshot, event, emitted, calls }) => {
      expect(snapshot.can({ type: 'SESSION_ENDED' })).toBe(true);
      if (event.type === 'BACK') {
        expect(snapshot.context.clientId).not.toBeNull();
        expect(snapshot.context.fieldErrors).toEqual({});
      }
      if (event.type === 'xstate.done.actor.signIn' || event.type === 'xstate.done.actor.signInExisting') {
        // The session starts; the password is not kept.
        expect(calls).toEqual(['startSession']);
        expect(snapshot.context.password).toBe('');
      }
      const error = (event as Step).error;
      if (error?.fieldErrors?.birth_date) expect(toastIds(emitted)).toEqual(['add-user-data-alert-birthdate-minimun']);
      else if (error?.code === 'FAILED_VALIDATION') expect(toastIds(emitted)).toEqual(['alert-form-errors']);
      else if (error) expect(toastIds(emitted)).toEqual([genericToast[error.code]]);
      if (error) {
        // The form shows what was typed, with the server's field errors.
        expect(snapshot.context.clientDraft).toEqual(dataValues);
        expect(snapshot.context.fieldErrors).toEqual(error.fieldErrors ?? {});
      }
    },
    'dataStep.creating': ({ snapshot }) => {
      expect(snapshot.context.clientId).toBeNull();
      expect(snapshot.context.clientDraft).toEqual(dataValues);
    },
    'dataStep.updating': ({ snapshot }) => {
      expect(snapshot.context.clientId).not.toBeNull();
    },
    'shipmentsStep.list': ({ snapshot, event, emitted, calls }) => {
      expect(snapshot.context.clientId).not.toBeNull();
      expect(snapshot.context.fieldErrors).toEqual({});
      if (event.type.startsWith('xstate.done.actor.') && event.type.endsWith('Client')) {
        expect(calls).toEqual(['announceClient']);
      }
      // Back from the recipient form, or the child added one (its toast is the child's): the
      // child is gone, and sign-up itself says nothing.
      if (event.type === 'BACK' || event.type === 'xstate.done.actor.recipientCreation') {
        expect(snapshot.children.recipientCreation).toBeUndefined();
        expect(emitted).toEqual([]);
      }
    },
    'shipmentsStep.addingRecipient': ({ snapshot, event, emitted }) => {
      expect(event.type).toBe('ADD_RECIPIENT');
      expect(snapshot.can({ type: 'SESSION_ENDED' })).toBe(true);
      // The recipient form is the recipientCreation machine, invoked as a child.
      expect(snapshot.children.recipientCreation).toBeDefined();
      expect(emitted).toEqual([]);
    },
    success: ({ event, snapshot }) => {
      expect(event.type).toBe('FINISH');
      expect(snapshot.can({ type: 'SESSION_ENDED' })).toBe(true);
    },
    finished: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
    },
    sessionEnded: ({ snapshot, event, emitted, path }) => {
      expect(event.type).toBe('SESSION_ENDED');
      expect(snapshot.status).toBe('done');
      // It ended in a step that needs it: one reached in the flow, or the one a session resumed
      // (the session's own toast says why; sign-up adds none, and its recipient form is gone).
      const before = path.at(-2)?.snapshot;
      if (before) expect(before.can({ type: 'SESSION_ENDED' })).toBe(true);
      else expect(snapshot.context.signedIn).toBe(true);
      expect(snapshot.context.password).toBe('');
      expect(emitted).toEqual([]);
      expect(snapshot.children).toEqual({});
    },
    leftForSignIn: ({ snapshot, event, emitted }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.password).toBe('');
      expect(toastIds(emitted)).toEqual([
        event.type === 'xstate.done.actor.signInExisting' ? 'security-alert-email' : 'alert-code-expired',
      ]);
    },
  },
  // A customer whose account is complete, opening a step before it: each ends at once.
  moreWalks: [
    {
      inputs: Object.fromEntries(EARLIER_STEPS.map((requestedStep) => [`complete account, ${requestedStep} step`, { ...registered, requestedStep }])),
      events: [],
      checks: {},
    },
    // The browser's Back and Forward between the steps (docs/product.md#steps-and-history): each
    // step the machine allows from where it is, every other ignored (the address is put back).
    {
      inputs: { 'no session, Back and Forward': inputs['no session']!, 'a session with personal data, Back and Forward': inputs['a session with personal data']! },
      events: [
        confirmed,
        { type: 'CONTINUE' },
        { type: 'FINISH' },
        { type: 'ADD_RECIPIENT' },
        ...(['email', 'code', 'codeSuccess', 'password', 'data', 'shipments', 'addRecipient', 'success'] as const).map((page) => ({ type: 'PAGE.SHOWN', page })),
      ],
      checks: {
        emailConfirmation: ({ snapshot, event, path }) => {
          // Back to the e-mail keeps it, and the accepted code, for Forward (the child starts from them);
          // there, Back and Forward are the child's to take.
          const before = path.at(-2)?.snapshot;
          if (event.type === 'PAGE.SHOWN' && before && !before.matches('emailConfirmation')) {
            expect(snapshot.context).toMatchObject({ email: 'nueva@casillero.test', pin: '654321' });
          }
        },
        passwordStep: ({ snapshot, event }) => {
          if (event.type === 'PAGE.SHOWN') expect(snapshot.context.pin).toBe('654321');
        },
        dataStep: ({ snapshot }) => {
          // Only after the account exists: Back never shows the password step again.
          expect(snapshot.context.signedIn).toBe(true);
        },
        codeValidationSuccess: ({ snapshot }) => expect(snapshot.context.pin).toBe('654321'),
        shipmentsStep: ({ snapshot }) => expect(snapshot.context.clientId).toBe(40),
        success: ({ snapshot }) => expect(snapshot.context.clientId).toBe(40),
        finished: ({ snapshot }) => expect(snapshot.status).toBe('done'),
      },
      byContext: false,
    },
  ],
});

describe('sign-up machine', () => {
  it('sends a customer whose account is complete from a step before it to their account', () => {
    for (const requestedStep of EARLIER_STEPS) {
      const [snapshot] = initialTransition(signUpMachine, { ...registered, requestedStep });
      expect(snapshot.value, requestedStep).toBe('alreadyRegistered');
      expect(snapshot.status).toBe('done');
      expect(snapshot.context).toMatchObject({ signedIn: true, clientId: 40, requestedStep, password: '', clientDraft: null });
    }
  });

  it('opens the shipment step and the success page to that customer, and the earlier steps to anyone else', () => {
    expect(initialTransition(signUpMachine, { ...registered, requestedStep: 'shipments' })[0].value).toEqual({ shipmentsStep: 'list' });
    expect(initialTransition(signUpMachine, { ...registered, requestedStep: 'success' })[0].value).toEqual({ shipmentsStep: 'list' });
    expect(initialTransition(signUpMachine, { ...registered, requestedStep: null })[0].value).toEqual({ shipmentsStep: 'list' });
    for (const requestedStep of EARLIER_STEPS) {
      expect(initialTransition(signUpMachine, { ...base, requestedStep })[0].value).toBe('emailConfirmation');
      const newcomerInput = { ...base, signedIn: true, email: newcomer.email, requestedStep };
      expect(initialTransition(signUpMachine, newcomerInput)[0].value).toEqual({ dataStep: 'editing' });
    }
  });
});
