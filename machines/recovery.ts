import { assign, emit, fromPromise, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { NotifyEvent } from './notify.ts';
import { errorParams, hasCode } from './failures.ts';
import { pinMessages } from './pin.ts';
import { confirmationInput, emailConfirmationMachine, userNotFoundToast, type EmailConfirmationOutput } from './email-confirmation.ts';
import type { PageMeta } from './page.ts';
import { signInActor, signInWithChosenPassword, type SignedIn } from './chosen-password-sign-in.ts';

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
};

export type RecoveryEvent =
  | { type: 'SUBMIT_PASSWORD'; password: string }
  | { type: 'CONTINUE' };

/** The session to start: continuing starts it only when the sign-in after the reset worked (hasSession). */
const sessionToStart = (context: RecoveryContext): SignedIn => {
  if (!context.signedIn) throw new Error('startSession needs the session the new password opened');
  return context.signedIn;
};

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
    children: {} as { emailConfirmation: 'emailConfirmation'; resetPassword: 'resetPassword'; signIn: 'signIn' },
  },
  actors: {
    emailConfirmation: emailConfirmationMachine,
    resetPassword: fromPromise<unknown, { email: string; pin: string; password: string }>(async () => {
      throw new Error('resetPassword is provided by the app');
    }),
    signIn: signInActor,
  },
  actions: {
    assignConfirmedEmail: assign((_, params: EmailConfirmationOutput) => ({ email: params.email, pin: params.pin })),
    assignPassword: assign((_, params: { password: string }) => ({ password: params.password })),
    forgetPassword: assign({ password: '' }),
    assignSignedIn: assign((_, params: SignedIn) => ({ signedIn: params })),
    // Provided by the app: the session takes the token.
    startSession: (_, _params: SignedIn) => {},
    notifyCodeExpired: emit({ type: 'notify', kind: 'error', message: pinMessages.codeExpired } as const),
    notifyUserNotFound: emit((_, params: { error: unknown }) => userNotFoundToast(params.error)),
    notifyResetFailed: emit({
      type: 'notify',
      kind: 'error',
      message: msg({ id: 'password-reset-alert-error', message: 'We could not change your password. Please start again.' }),
    } as const),
  },
  guards: {
    isFlowOnlyStepOpenedDirectly: ({ context }) => context.requestedStep !== null && FLOW_ONLY_STEPS.includes(context.requestedStep),
    isUserNotFound: hasCode('USER_NOT_FOUND'),
    isPinAccessRequired: hasCode('PIN_ACCESS_REQUIRED'),
    hasSession: ({ context }) => context.signedIn !== null,
  },
}).createMachine({
  id: 'recovery',
  description: 'Password recovery: the e-mail, the code e-mailed to it, a new password, then the customer is signed in.',
  context: ({ input }) => ({ ...input, email: '', pin: '', password: '', signedIn: null }),
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
        { target: 'emailConfirmation' },
      ],
    },
    emailConfirmation: {
      meta: { page: 'email', pagesOf: 'emailConfirmation' },
      description: 'The e-mail of their account, then the code e-mailed to it (the emailConfirmation machine), until a code is granted.',
      invoke: {
        id: 'emailConfirmation',
        src: 'emailConfirmation',
        input: confirmationInput('recovery'),
        onDone: { target: 'resetStep', actions: { type: 'assignConfirmedEmail', params: ({ event }) => event.output } },
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
                target: '#recovery.emailConfirmation',
                actions: ['forgetPassword', { type: 'notifyUserNotFound', params: errorParams }],
              },
              {
                guard: { type: 'isPinAccessRequired', params: errorParams },
                target: '#recovery.emailConfirmation',
                actions: ['forgetPassword', 'notifyCodeExpired'],
              },
              { target: '#recovery.emailConfirmation', actions: ['forgetPassword', 'notifyResetFailed'] },
            ],
          },
        },
        signingIn: {
          description: 'The customer is signed in with the new password (api/auth/token).',
          tags: ['loading'],
          invoke: {
            id: 'signIn',
            ...signInWithChosenPassword,
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
