import { and, assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { NotifyEvent } from './notify.ts';
import { codeOf, errorParams, fieldErrorsOf, hasCode, notifyFailure } from './failures.ts';
import { pinMessages } from './pin.ts';
import { confirmationInput, emailConfirmationMachine, type EmailConfirmationOutput } from './email-confirmation.ts';
import { recipientCreationMachine } from './recipient-creation.ts';
import type { SessionUser } from './session.ts';
import type { Client, ClientCreate } from '../src/api/contract/client.ts';
import type { PageMeta, PageShownEvent } from './page.ts';
import { signInActor, signInWithChosenPassword, type SignedIn } from './chosen-password-sign-in.ts';

/** The wizard's steps, as an address names them (the app maps its paths to these). */
export type SignUpRequestedStep = 'email' | 'code' | 'codeSuccess' | 'password' | 'data' | 'shipments' | 'addRecipient' | 'success';

/**
 * The steps before the account is complete: a customer who already has a client and opens one
 * goes to their account (the shipment step and the success page stay open to them).
 */
const INCOMPLETE_ACCOUNT_STEPS: readonly SignUpRequestedStep[] = ['email', 'code', 'codeSuccess', 'password', 'data'];

/** Where the customer stands when the wizard opens (a reload mid-flow resumes from here). */
export type SignUpInput = {
  signedIn: boolean;
  /** The signed-in user's e-mail and client, when there is a session. */
  email: string | null;
  clientId: number | null;
  /** The step the address asked for when the wizard opened (null: an address of no step). */
  requestedStep: SignUpRequestedStep | null;
  pinValidMinutes: number;
  pinLength: number;
};

type FieldErrors = Record<string, string[]>;
/** What the data form sends: the contract's new client, less what the flow adds (e-mail, type). */
export type PersonalData = Omit<ClientCreate, 'email' | 'type' | 'gender'>;
/** The client the server answers when it is created or updated. */
export type SavedClient = Client;

export type SignUpContext = {
  signedIn: boolean;
  email: string;
  /** The digits of the granted code, sent again with the password (docs/product.md#codes). */
  pin: string;
  password: string;
  clientId: number | null;
  requestedStep: SignUpRequestedStep | null;
  /** The last values sent by the data form, so the form shown again keeps them. */
  clientDraft: PersonalData | null;
  fieldErrors: FieldErrors;
  pinValidMinutes: number;
  pinLength: number;
};

export type SignUpEvent =
  | { type: 'CONTINUE' }
  | { type: 'SUBMIT_PASSWORD'; password: string }
  | { type: 'SUBMIT_DATA'; values: PersonalData }
  | { type: 'ADD_RECIPIENT' }
  | { type: 'BACK' }
  | { type: 'FINISH' }
  /**
   * The session is over, or there is none (it expired, or the customer signed out here or in
   * another tab). The page that follows the session sends it; only the steps that need one act on it.
   */
  | { type: 'SESSION_ENDED' }
  /** The browser's Back or Forward showed another step (docs/product.md#steps-and-history). */
  | PageShownEvent<SignUpRequestedStep>;

/** The data the customer sent last: creating and updating are entered only by SUBMIT_DATA, which keeps it. */
const sentData = (context: SignUpContext): PersonalData => {
  if (!context.clientDraft) throw new Error('The client is saved only after SUBMIT_DATA');
  return context.clientDraft;
};

/** The wizard's pages: its steps, then the customer's account or the sign-in page it leaves for. */
export type SignUpPageName = SignUpRequestedStep | 'myAccount' | 'signIn';

export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    meta: {} as PageMeta<SignUpPageName>,
    events: {} as SignUpEvent,
    input: {} as SignUpInput,
    emitted: {} as NotifyEvent,
    // Each invoked child's id and its actor, so the pages get them typed.
    children: {} as {
      emailConfirmation: 'emailConfirmation';
      registerUser: 'registerUser';
      signIn: 'signIn';
      signInExisting: 'signIn';
      createClient: 'createClient';
      updateClient: 'updateClient';
      recipientCreation: 'recipientCreation';
    },
  },
  actors: {
    emailConfirmation: emailConfirmationMachine,
    registerUser: fromPromise<unknown, { email: string; pin: string; password: string }>(async () => {
      throw new Error('registerUser is provided by the app');
    }),
    signIn: signInActor,
    createClient: fromPromise<SavedClient, { email: string; values: PersonalData }>(async () => {
      throw new Error('createClient is provided by the app');
    }),
    updateClient: fromPromise<SavedClient, { id: number; values: PersonalData }>(async () => {
      throw new Error('updateClient is provided by the app');
    }),
    recipientCreation: recipientCreationMachine,
  },
  actions: {
    assignConfirmedEmail: assign((_, params: EmailConfirmationOutput) => ({ email: params.email, pin: params.pin })),
    // The e-mail and code steps are the child's: Back and Forward between them are its to take.
    showPageToEmailConfirmation: sendTo('emailConfirmation', ({ event }) => event),
    assignPassword: assign((_, params: { password: string }) => ({ password: params.password, fieldErrors: {} })),
    forgetPassword: assign({ password: '' }),
    assignClientDraft: assign((_, params: { values: PersonalData }) => ({ clientDraft: params.values, fieldErrors: {} })),
    clearFieldErrors: assign({ fieldErrors: {} }),
    assignClientId: assign((_, params: { client: SavedClient }) => ({ clientId: params.client.id })),
    assignFieldErrors: assign((_, params: { error: unknown }) => ({ fieldErrors: fieldErrorsOf(params.error) })),
    // Provided by the app: the session takes the new token, or the user's new client.
    startSession: (_, _params: SignedIn) => {},
    announceClient: (_, _params: { client: SavedClient }) => {},
    notifyCodeExpired: emit({ type: 'notify', kind: 'error', message: pinMessages.codeExpired } as const),
    notifyEmailRegistered: emit({
      type: 'notify',
      kind: 'info',
      message: msg({
        id: 'security-alert-email',
        message: 'This user is already in our records. Sign in with your e-mail and password.',
      }),
    } as const),
    notifyWrongPassword: emit({
      type: 'notify',
      kind: 'error',
      duration: 5500,
      message: msg({
        id: 'security-alert-wrong-password',
        message: 'This e-mail is already registered and the password is wrong. Use "Forgot your password?" to recover it.',
      }),
    } as const),
    notifyBirthdateMinimum: emit({
      type: 'notify',
      kind: 'error',
      message: msg({ id: 'add-user-data-alert-birthdate-minimun', message: 'You must be at least 18 years old to sign up.' }),
    } as const),
    notifyFormErrors: emit({
      type: 'notify',
      kind: 'error',
      message: msg({ id: 'alert-form-errors', message: 'The form contains errors. Please check the marked fields.' }),
    } as const),
    notifyFailure: emit((_, params: { error: unknown }) => notifyFailure(params.error)),
  },
  guards: {
    isRegisteredAskingForEarlierStep: ({ context }) =>
      context.signedIn &&
      context.clientId !== null &&
      context.requestedStep !== null &&
      INCOMPLETE_ACCOUNT_STEPS.includes(context.requestedStep),
    isSignedInWithClient: ({ context }) => context.signedIn && context.clientId !== null,
    isSignedInWithoutClient: ({ context }) => context.signedIn && context.clientId === null,
    hasClient: ({ context }) => context.clientId !== null,
    isPinAccessRequired: hasCode('PIN_ACCESS_REQUIRED'),
    isEmailTaken: hasCode('EMAIL_TAKEN'),
    isAuthenticationError: hasCode('AUTHENTICATION_EXCEPTION'),
    isFailedValidation: hasCode('FAILED_VALIDATION'),
    isUnderAge: (_, params: { error: unknown }) =>
      codeOf(params.error) === 'FAILED_VALIDATION' && (fieldErrorsOf(params.error).birth_date?.length ?? 0) > 0,
    userHasClient: (_, params: { user: SessionUser }) => params.user.client !== null,
    isShown: ({ event }, params: { page: SignUpRequestedStep }) => event.type === 'PAGE.SHOWN' && event.page === params.page,
    // Combined here, named, so a diagram and Stately read one guard (docs/flows/README.md#in-stately).
    isShipmentStepAskedWithProfile: and([{ type: 'isShown', params: { page: 'shipments' as const } }, 'hasClient']),
  },
}).createMachine({
  id: 'signUp',
  description:
    'Sign-up: e-mail, the code e-mailed to it, a password (security), personal data, then the locker address and recipients (shipment).',
  context: ({ input }) => ({
    signedIn: input.signedIn,
    email: input.email ?? '',
    pin: '',
    password: '',
    clientId: input.clientId,
    requestedStep: input.requestedStep,
    clientDraft: null,
    fieldErrors: {},
    pinValidMinutes: input.pinValidMinutes,
    pinLength: input.pinLength,
  }),
  initial: 'resuming',
  states: {
    resuming: {
      description:
        'A signed-in customer resumes where sign-up left them: data without a client, shipment with one. One whose account is complete and who opened a step before it goes to their account.',
      always: [
        {
          description: 'The account is complete and the address asked for the e-mail, code, password or data step.',
          guard: 'isRegisteredAskingForEarlierStep',
          target: 'alreadyRegistered',
        },
        { guard: 'isSignedInWithClient', target: 'shipmentsStep' },
        { guard: 'isSignedInWithoutClient', target: 'dataStep' },
        { target: 'emailConfirmation', description: 'Not signed in: sign-up starts at the e-mail.' },
      ],
    },
    emailConfirmation: {
      meta: { page: 'email', pagesOf: 'emailConfirmation' },
      description: 'The e-mail, then the code e-mailed to it (the emailConfirmation machine), until a code is granted.',
      on: { 'PAGE.SHOWN': { description: 'Back or Forward between the e-mail and the code.', actions: 'showPageToEmailConfirmation' } },
      invoke: {
        id: 'emailConfirmation',
        src: 'emailConfirmation',
        input: confirmationInput('signup'),
        onDone: {
          target: 'codeValidationSuccess',
          actions: { type: 'assignConfirmedEmail', params: ({ event }) => event.output },
        },
      },
    },
    codeValidationSuccess: {
      meta: { page: 'codeSuccess' },
      description: 'The code is accepted; the customer continues to choose a password.',
      on: {
        CONTINUE: 'passwordStep',
        'PAGE.SHOWN': [
          { description: 'Back to the e-mail step.', guard: { type: 'isShown', params: { page: 'email' } }, target: 'emailConfirmation' },
          { description: 'Forward to the password.', guard: { type: 'isShown', params: { page: 'password' } }, target: 'passwordStep' },
        ],
      },
    },
    passwordStep: {
      meta: { page: 'password' },
      description: 'Security: the customer chooses a password; the account is created and signed in.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The password and its confirmation.',
          on: {
            SUBMIT_PASSWORD: {
              target: 'registering',
              actions: { type: 'assignPassword', params: ({ event }) => ({ password: event.password }) },
            },
            // Before the account exists; once it does, nothing before the data step is shown again.
            'PAGE.SHOWN': [
              {
                description: 'Back to the accepted code.',
                guard: { type: 'isShown', params: { page: 'codeSuccess' } },
                target: '#signUp.codeValidationSuccess',
              },
              { description: 'Back to the e-mail step.', guard: { type: 'isShown', params: { page: 'email' } }, target: '#signUp.emailConfirmation' },
            ],
          },
        },
        registering: {
          description: 'POST api/users',
          tags: ['loading'],
          invoke: {
            id: 'registerUser',
            src: 'registerUser',
            input: ({ context }) => ({ email: context.email, pin: context.pin, password: context.password }),
            onDone: 'signingIn',
            onError: [
              {
                description: 'The e-mail already has an account: try to sign in with the password given.',
                guard: { type: 'isEmailTaken', params: errorParams },
                target: 'signingInExisting',
              },
              {
                description: 'The granted code expired before the password was sent.',
                guard: { type: 'isPinAccessRequired', params: errorParams },
                target: '#signUp.leftForSignIn',
                actions: ['forgetPassword', 'notifyCodeExpired'],
              },
              {
                guard: { type: 'isFailedValidation', params: errorParams },
                target: 'editing',
                actions: [{ type: 'assignFieldErrors', params: errorParams }, 'notifyFormErrors'],
              },
              { target: 'editing', actions: { type: 'notifyFailure', params: errorParams } },
            ],
          },
        },
        signingIn: {
          description: 'The new account signs in (api/auth/token).',
          tags: ['loading'],
          invoke: {
            id: 'signIn',
            ...signInWithChosenPassword,
            onDone: {
              target: '#signUp.dataStep',
              actions: [{ type: 'startSession', params: ({ event }) => event.output }, 'forgetPassword'],
            },
            onError: { target: 'editing', actions: { type: 'notifyFailure', params: errorParams } },
          },
        },
        signingInExisting: {
          description: 'The taken e-mail fallback: sign in with the password given.',
          tags: ['loading'],
          invoke: {
            id: 'signInExisting',
            ...signInWithChosenPassword,
            onDone: [
              {
                description: 'The account is complete: the customer signs in from the start page.',
                guard: { type: 'userHasClient', params: ({ event }) => ({ user: event.output.user }) },
                target: '#signUp.leftForSignIn',
                actions: ['forgetPassword', 'notifyEmailRegistered'],
              },
              {
                description: 'The account has no personal data yet: keep the session and go on to the data step.',
                target: '#signUp.dataStep',
                actions: [{ type: 'startSession', params: ({ event }) => event.output }, 'forgetPassword'],
              },
            ],
            onError: [
              {
                guard: { type: 'isAuthenticationError', params: errorParams },
                target: 'editing',
                actions: 'notifyWrongPassword',
              },
              { target: 'editing', actions: { type: 'notifyFailure', params: errorParams } },
            ],
          },
        },
      },
    },
    dataStep: {
      meta: { page: 'data' },
      description: 'Personal data: the client is created (or updated, if one exists).',
      on: {
        SESSION_ENDED: {
          description: 'The session ended in a step that needs it: the customer signs in again.',
          target: '#signUp.sessionEnded',
        },
      },
      initial: 'editing',
      states: {
        editing: {
          description: 'The personal data form (name, document, birth date, phone, address).',
          on: {
            'PAGE.SHOWN': {
              description: 'Forward to the shipment step, once the personal data is saved.',
              guard: 'isShipmentStepAskedWithProfile',
              target: '#signUp.shipmentsStep',
            },
            SUBMIT_DATA: [
              {
                guard: 'hasClient',
                target: 'updating',
                actions: { type: 'assignClientDraft', params: ({ event }) => ({ values: event.values }) },
              },
              { target: 'creating', actions: { type: 'assignClientDraft', params: ({ event }) => ({ values: event.values }) } },
            ],
          },
        },
        creating: {
          description: 'POST api/clients',
          tags: ['loading'],
          invoke: {
            id: 'createClient',
            src: 'createClient',
            input: ({ context }) => ({ email: context.email, values: sentData(context) }),
            onDone: {
              target: '#signUp.shipmentsStep',
              actions: [
                { type: 'assignClientId', params: ({ event }) => ({ client: event.output }) },
                { type: 'announceClient', params: ({ event }) => ({ client: event.output }) },
              ],
            },
            onError: [
              {
                description: 'The server found the customer under age.',
                guard: { type: 'isUnderAge', params: errorParams },
                target: 'editing',
                actions: [{ type: 'assignFieldErrors', params: errorParams }, 'notifyBirthdateMinimum'],
              },
              {
                guard: { type: 'isFailedValidation', params: errorParams },
                target: 'editing',
                actions: [{ type: 'assignFieldErrors', params: errorParams }, 'notifyFormErrors'],
              },
              { target: 'editing', actions: { type: 'notifyFailure', params: errorParams } },
            ],
          },
        },
        updating: {
          description: 'PATCH api/clients/{id}',
          tags: ['loading'],
          invoke: {
            id: 'updateClient',
            src: 'updateClient',
            input: ({ context }) => ({ id: context.clientId ?? 0, values: sentData(context) }),
            onDone: {
              target: '#signUp.shipmentsStep',
              actions: { type: 'announceClient', params: ({ event }) => ({ client: event.output }) },
            },
            onError: [
              {
                guard: { type: 'isFailedValidation', params: errorParams },
                target: 'editing',
                actions: [{ type: 'assignFieldErrors', params: errorParams }, 'notifyFormErrors'],
              },
              { target: 'editing', actions: { type: 'notifyFailure', params: errorParams } },
            ],
          },
        },
      },
    },
    shipmentsStep: {
      meta: { page: 'shipments' },
      description: 'Shipment: the US locker address and the recipients, to which the customer may add one.',
      on: {
        SESSION_ENDED: {
          description: 'The session ended in a step that needs it: the customer signs in again.',
          target: '#signUp.sessionEnded',
        },
      },
      initial: 'list',
      states: {
        list: {
          description: 'The locker address and the recipients, with Add a recipient, Back and Finish.',
          on: {
            ADD_RECIPIENT: 'addingRecipient',
            FINISH: '#signUp.success',
            BACK: {
              description: 'Back to the personal data, which then updates the client.',
              target: '#signUp.dataStep',
              actions: 'clearFieldErrors',
            },
            'PAGE.SHOWN': [
              {
                description: 'Back to the personal data, which then updates the client.',
                guard: { type: 'isShown', params: { page: 'data' } },
                target: '#signUp.dataStep',
                actions: 'clearFieldErrors',
              },
              {
                description: 'Forward to the recipient form.',
                guard: { type: 'isShown', params: { page: 'addRecipient' } },
                target: 'addingRecipient',
              },
              { description: 'Forward to the end.', guard: { type: 'isShown', params: { page: 'success' } }, target: '#signUp.success' },
            ],
          },
        },
        addingRecipient: {
          meta: { page: 'addRecipient' },
          description: 'The recipient form (the recipientCreation machine); saved, the list shows it.',
          invoke: { id: 'recipientCreation', src: 'recipientCreation', onDone: '#signUp.shipmentsStep.list' },
          on: {
            BACK: '#signUp.shipmentsStep.list',
            'PAGE.SHOWN': { guard: { type: 'isShown', params: { page: 'shipments' } }, target: '#signUp.shipmentsStep.list' },
          },
        },
      },
    },
    success: {
      meta: { page: 'success' },
      description: 'The account is created; the customer goes on to their account page.',
      on: {
        CONTINUE: 'finished',
        'PAGE.SHOWN': {
          description: 'Back to the locker address and the recipients.',
          guard: { type: 'isShown', params: { page: 'shipments' } },
          target: 'shipmentsStep',
        },
        SESSION_ENDED: {
          description: 'The session ended in a step that needs it: the customer signs in again.',
          target: '#signUp.sessionEnded',
        },
      },
    },
    finished: { meta: { page: 'myAccount' }, type: 'final', description: 'The customer is sent to /home/my-account.' },
    leftForSignIn: { meta: { page: 'signIn' }, type: 'final', description: 'The customer is sent to the sign-in page.' },
    alreadyRegistered: {
      meta: { page: 'myAccount' },
      type: 'final',
      description: 'A signed-in customer whose account is complete opened a step before it: they are sent to /home/my-account.',
    },
    sessionEnded: {
      meta: { page: 'signIn' },
      type: 'final',
      description:
        'The session ended (it expired, or the customer signed out in another tab) in a step that needs it: the customer is sent to the sign-in page.',
    },
  },
});
