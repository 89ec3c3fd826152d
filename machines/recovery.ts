import { assign, emit, fromPromise, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { NotifyEvent } from './notify.ts';
import { errorParams, hasCode, messageOf, notifyFailure } from './failures.ts';
import { allowanceWaitOf, codeSentMessage, deliveryOf, grantedPin, pinMachine, pinMessages, type PinOutput } from './pin.ts';
import type { PinSent } from '../src/api/contract/envelope.ts';
import type { SignedIn } from './sign-up.ts';
import type { PageMeta } from './page.ts';

/** The flow's pages, as an address names them (the app maps its paths to these). */
export type RecoveryRequestedStep = 'email' | 'code' | 'reset' | 'success';

/** The pages that make sense only inside the flow: opened directly, they lead back to sign-in (docs/product.md#public-routes). */
const FLOW_ONLY_STEPS: readonly RecoveryRequestedStep[] = ['reset', 'success'];

export type RecoveryInput = {
  pinValidMinutes: number;
  pinLength: number;
  /** The page the address asked for when the flow opened (null: an address of no page). */
  requestedStep: RecoveryRequestedStep | null;
};

export type RecoveryContext = RecoveryInput & {
  email: string;
  /** The digits of the granted code, sent again with the new password (docs/product.md#codes). */
  pin: string;
  password: string;
  /** The session opened with the new password; it starts when the customer continues. */
  signedIn: SignedIn | null;
  /** The wait the spent code allowance asked for, shown at the code step; null when a code was sent (docs/product.md#rate-limits). */
  codeWaitSeconds: number | null;
  /** How the server said the code of the code step left (`queued`: its e-mail is delayed); null when it did not say. */
  codeDelivery: PinSent | null;
};

export type RecoveryEvent =
  | { type: 'SUBMIT_EMAIL'; email: string }
  | { type: 'SUBMIT_PASSWORD'; password: string }
  | { type: 'CONTINUE' };

/** The session to start: continuing starts it only when the sign-in after the reset worked (hasSession). */
const sessionToStart = (context: RecoveryContext): SignedIn => {
  if (!context.signedIn) throw new Error('startSession needs the session the new password opened');
  return context.signedIn;
};

/** The user-not-found toast ends with the last word of the server's message, the e-mail (docs/product.md#error-catalogue). */
const lastWord = (text: string) => text.trim().split(/\s+/).pop()?.replace(/[.,;:!?]+$/, '') ?? '';

/** The flow's pages, then the start page it leaves for. */
export type RecoveryPageName = RecoveryRequestedStep | 'signIn';

export const recoveryMachine = setup({
  types: {
    context: {} as RecoveryContext,
    meta: {} as PageMeta<RecoveryPageName>,
    events: {} as RecoveryEvent,
    input: {} as RecoveryInput,
    emitted: {} as NotifyEvent,
    // Each invoked child's id and its actor, so the pages get them typed.
    children: {} as { checkPin: 'checkPin'; pin: 'pin'; resetPassword: 'resetPassword'; signIn: 'signIn' },
  },
  actors: {
    checkPin: fromPromise<unknown, { email: string }>(async () => {
      throw new Error('checkPin is provided by the app');
    }),
    pin: pinMachine,
    resetPassword: fromPromise<unknown, { email: string; pin: string; password: string }>(async () => {
      throw new Error('resetPassword is provided by the app');
    }),
    signIn: fromPromise<SignedIn, { email: string; password: string }>(async () => {
      throw new Error('signIn is provided by the app');
    }),
  },
  actions: {
    assignEmail: assign((_, params: { email: string }) => ({ email: params.email })),
    assignCodeWait: assign((_, params: { error: unknown }) => ({ codeWaitSeconds: allowanceWaitOf(params.error) })),
    // The wait belongs to the code step it was met for: the next e-mail is asked for afresh.
    clearCodeWait: assign({ codeWaitSeconds: null, codeDelivery: null }),
    assignCodeDelivery: assign((_, params: { error: unknown }) => ({ codeDelivery: deliveryOf(params.error) })),
    forgetCodeDelivery: assign({ codeDelivery: null }),
    assignPin: assign((_, params: { pin: string }) => ({ pin: params.pin })),
    assignPassword: assign((_, params: { password: string }) => ({ password: params.password })),
    forgetPassword: assign({ password: '' }),
    assignSignedIn: assign((_, params: SignedIn) => ({ signedIn: params })),
    // Provided by the app: the session takes the token.
    startSession: (_, _params: SignedIn) => {},
    notifyCodeSent: emit((_, params: { error: unknown }) => ({ type: 'notify' as const, kind: 'success' as const, message: codeSentMessage(deliveryOf(params.error)) })),
    notifyCodeExpired: emit({ type: 'notify', kind: 'error', message: pinMessages.codeExpired } as const),
    notifyUserNotFound: emit((_, params: { error: unknown }) => {
      const detail = lastWord(messageOf(params.error));
      return {
        type: 'notify' as const,
        kind: 'error' as const,
        message: msg({ id: 'password-recovery-alert-user-not-found', message: `User not found: ${detail}` }),
      };
    }),
    notifyEmailTooLong: emit({
      type: 'notify',
      kind: 'error',
      message: msg({ id: 'password-recovery-alert-max-length', message: 'The e-mail can have at most 255 characters.' }),
    } as const),
    notifyResetFailed: emit({
      type: 'notify',
      kind: 'error',
      message: msg({ id: 'password-reset-alert-error', message: 'We could not change your password. Please start again.' }),
    } as const),
    notifyFailure: emit((_, params: { error: unknown }) => notifyFailure(params.error)),
  },
  guards: {
    isFlowOnlyStepOpenedDirectly: ({ context }) => context.requestedStep !== null && FLOW_ONLY_STEPS.includes(context.requestedStep),
    isGranted: (_, params: { output: PinOutput }) => params.output.outcome === 'granted',
    isUserNotFound: hasCode('USER_NOT_FOUND'),
    isPinAccessRequired: hasCode('PIN_ACCESS_REQUIRED'),
    isTooManyRequests: hasCode('TOO_MANY_REQUESTS'),
    isFailedValidation: hasCode('FAILED_VALIDATION'),
    hasSession: ({ context }) => context.signedIn !== null,
  },
  delays: {
    // The code screen follows the "e-mail sent" toast after 1 s (docs/product.md#delays).
    codeValidationDelay: 1000,
  },
}).createMachine({
  id: 'recovery',
  description: 'Password recovery: the e-mail, the code e-mailed to it, a new password, then the customer is signed in.',
  context: ({ input }) => ({ ...input, email: '', pin: '', password: '', signedIn: null, codeWaitSeconds: null, codeDelivery: null }),
  initial: 'opening',
  states: {
    opening: {
      description: 'The flow opens at its start, unless the address asked for a page that makes sense only inside it.',
      always: [
        {
          description: 'The new-password or success page was opened directly (a link, a reload).',
          guard: 'isFlowOnlyStepOpenedDirectly',
          target: 'leftForSignIn',
        },
        { target: 'emailStep' },
      ],
    },
    emailStep: {
      meta: { page: 'email' },
      description: 'The customer gives the e-mail of their account.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The e-mail field and its submit button.',
          on: {
            SUBMIT_EMAIL: {
              target: 'checking',
              actions: { type: 'assignEmail', params: ({ event }) => ({ email: event.email }) },
            },
          },
        },
        checking: {
          description: 'api/auth/{email}/pin/valid?purpose=recovery',
          tags: ['loading'],
          invoke: {
            id: 'checkPin',
            src: 'checkPin',
            input: ({ context }) => ({ email: context.email }),
            // The granted code's digits are not known here: the customer types them again.
            onDone: { target: '#recovery.codeValidation', description: 'A code was granted already: its digits are typed again.' },
            onError: [
              {
                guard: { type: 'isUserNotFound', params: errorParams },
                target: 'editing',
                actions: { type: 'notifyUserNotFound', params: errorParams },
              },
              {
                guard: { type: 'isFailedValidation', params: errorParams },
                target: 'editing',
                actions: 'notifyEmailTooLong',
              },
              {
                description: 'PIN_ACCESS_REQUIRED: a code was e-mailed.',
                guard: { type: 'isPinAccessRequired', params: errorParams },
                target: 'codeSent',
                actions: [
                  { type: 'assignCodeDelivery', params: errorParams },
                  { type: 'notifyCodeSent', params: errorParams },
                ],
              },
              {
                description:
                  "TOO_MANY_REQUESTS: the hour's code e-mails are spent and none was sent; the code step shows the wait (a code sent earlier may be in the inbox).",
                guard: { type: 'isTooManyRequests', params: errorParams },
                target: '#recovery.codeValidation',
                actions: { type: 'assignCodeWait', params: errorParams },
              },
              { target: 'editing', actions: { type: 'notifyFailure', params: errorParams } },
            ],
          },
        },
        codeSent: {
          description: 'The "e-mail sent" toast shows for a moment before the code screen.',
          tags: ['loading'],
          after: { codeValidationDelay: '#recovery.codeValidation' },
        },
      },
    },
    codeValidation: {
      meta: { page: 'code' },
      description: 'The code entry (the pin machine). An expired code sends the customer back to the e-mail step.',
      exit: ['clearCodeWait', 'forgetCodeDelivery'],
      invoke: {
        id: 'pin',
        src: 'pin',
        input: ({ context }) => ({
          email: context.email,
          purpose: 'recovery' as const,
          validMinutes: context.pinValidMinutes,
          pinLength: context.pinLength,
          waitSeconds: context.codeWaitSeconds,
          delivery: context.codeDelivery,
        }),
        onDone: [
          {
            guard: { type: 'isGranted', params: ({ event }) => ({ output: event.output }) },
            target: 'resetStep',
            actions: { type: 'assignPin', params: ({ event }) => ({ pin: grantedPin(event.output) }) },
          },
          { target: 'emailStep', description: 'The code expired or its tries are spent: back to the e-mail step.' },
        ],
      },
    },
    resetStep: {
      meta: { page: 'reset' },
      description: 'The customer chooses a new password (/password-reset).',
      initial: 'editing',
      states: {
        editing: {
          description: 'The new password and its confirmation.',
          on: {
            SUBMIT_PASSWORD: {
              target: 'resetting',
              actions: { type: 'assignPassword', params: ({ event }) => ({ password: event.password }) },
            },
          },
        },
        resetting: {
          description: 'POST api/auth/reset-password. Any failure sends the customer back to the start.',
          tags: ['loading'],
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            input: ({ context }) => ({ email: context.email, pin: context.pin, password: context.password }),
            onDone: 'signingIn',
            onError: [
              {
                guard: { type: 'isUserNotFound', params: errorParams },
                target: '#recovery.emailStep',
                actions: ['forgetPassword', { type: 'notifyUserNotFound', params: errorParams }],
              },
              {
                guard: { type: 'isPinAccessRequired', params: errorParams },
                target: '#recovery.emailStep',
                actions: ['forgetPassword', 'notifyCodeExpired'],
              },
              { target: '#recovery.emailStep', actions: ['forgetPassword', 'notifyResetFailed'] },
            ],
          },
        },
        signingIn: {
          description: 'The customer is signed in with the new password (api/auth/token).',
          tags: ['loading'],
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context }) => ({ email: context.email, password: context.password }),
            onDone: {
              target: '#recovery.success',
              actions: [{ type: 'assignSignedIn', params: ({ event }) => event.output }, 'forgetPassword'],
            },
            // The password is changed either way; the customer signs in from the start page.
            onError: {
              description: 'The password is changed all the same; the customer signs in with it later.',
              target: '#recovery.success',
              actions: 'forgetPassword',
            },
          },
        },
      },
    },
    success: {
      meta: { page: 'success' },
      description: 'The password is changed (/password-recovery-success); continuing opens the portal.',
      on: {
        CONTINUE: [
          {
            guard: 'hasSession',
            target: 'finished',
            actions: { type: 'startSession', params: ({ context }) => sessionToStart(context) },
          },
          { target: 'finished' },
        ],
      },
    },
    finished: { meta: { page: 'signIn' }, type: 'final', description: 'The customer is sent to /: their account when signed in.' },
    leftForSignIn: {
      meta: { page: 'signIn' },
      type: 'final',
      description: 'The new-password or success page was opened outside the flow: the customer is sent to the sign-in page.',
    },
  },
});
