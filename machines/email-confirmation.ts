import { and, assign, emit, fromPromise, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { NotifyEvent } from './notify.ts';
import { errorParams, fieldErrorsOf, hasCode, messageOf, notifyFailure } from './failures.ts';
import { allowanceWaitOf, codeSentMessage, deliveryOf, grantedPin, pinMachine, type PinOutput, type PinPurpose } from './pin.ts';
import type { PinSent } from '../src/api/contract/envelope.ts';
import type { PageMeta, PageShownEvent } from './page.ts';

/** The pages of the e-mail and its code; the flow around names the page after the grant (`codeSuccess`). */
export type EmailConfirmationPage = 'email' | 'code';

export type EmailConfirmationInput = {
  purpose: PinPurpose;
  /** The e-mail given before (kept for the form, and for Forward to the code); '' when none. */
  email: string;
  /** The digits of the code granted before in this flow (Back from the accepted code); '' when none. */
  pin: string;
  pinValidMinutes: number;
  pinLength: number;
};

/** What a flow keeps that the e-mail and code steps start from. */
type ConfirmingFlow = { email: string; pin: string; pinValidMinutes: number; pinLength: number };

/** The child's input, from the flow that invokes it for `purpose`: the e-mail and code given before are kept. */
export const confirmationInput =
  (purpose: PinPurpose) =>
  ({ context }: { context: ConfirmingFlow }): EmailConfirmationInput => ({
    purpose,
    email: context.email,
    pin: context.pin,
    pinValidMinutes: context.pinValidMinutes,
    pinLength: context.pinLength,
  });

/** The e-mail confirmed and the digits of its granted code, which the flow sends again with its last call (docs/product.md#codes). */
export type EmailConfirmationOutput = { email: string; pin: string };

export type EmailConfirmationContext = EmailConfirmationInput & {
  fieldErrors: Record<string, string[]>;
  /** The wait the spent code allowance asked for, shown at the code step; null when a code was sent (docs/product.md#rate-limits). */
  codeWaitSeconds: number | null;
  /** How the server said the code of the code step left (`queued`: its e-mail is delayed); null when it did not say. */
  codeDelivery: PinSent | null;
};

export type EmailConfirmationEvent =
  | { type: 'SUBMIT_EMAIL'; email: string }
  /** The browser's Back or Forward, as the flow around passes it on (docs/product.md#steps-and-history). */
  | PageShownEvent<EmailConfirmationPage | 'codeSuccess'>;

/** The user-not-found toast ends with the last word of the server's message, the e-mail (docs/product.md#error-catalogue). */
const lastWord = (text: string) => text.trim().split(/\s+/).pop()?.replace(/[.,;:!?]+$/, '') ?? '';

/** No account has the e-mail (recovery's check, and its reset): the toast names it. */
export const userNotFoundToast = (error: unknown) => {
  const detail = lastWord(messageOf(error));
  return {
    type: 'notify' as const,
    kind: 'error' as const,
    message: msg({ id: 'password-recovery-alert-user-not-found', message: `User not found: ${detail}` }),
  };
};

/** The e-mail refused by the server's rules: sign-up marks its field; recovery says the rule. */
const EMAIL_REFUSED = {
  signup: msg({ id: 'alert-form-errors', message: 'The form contains errors. Please check the marked fields.' }),
  recovery: msg({ id: 'password-recovery-alert-max-length', message: 'The e-mail can have at most 255 characters.' }),
};

/**
 * The e-mail, then the code e-mailed to it (the pin machine), until a code is granted: the steps
 * sign-up and password recovery share. The origin (`purpose`) goes with every call; the flow
 * around reads the output and goes on.
 */
export const emailConfirmationMachine = setup({
  types: {
    context: {} as EmailConfirmationContext,
    meta: {} as PageMeta<EmailConfirmationPage>,
    events: {} as EmailConfirmationEvent,
    input: {} as EmailConfirmationInput,
    output: {} as EmailConfirmationOutput,
    emitted: {} as NotifyEvent,
    // Each invoked child's id and its actor, so the pages get them typed.
    children: {} as { checkPin: 'checkPin'; pin: 'pin' },
  },
  actors: {
    checkPin: fromPromise<unknown, { email: string; purpose: PinPurpose }>(async () => {
      throw new Error('checkPin is provided by the app');
    }),
    pin: pinMachine,
  },
  actions: {
    assignEmail: assign((_, params: { email: string }) => ({ email: params.email, fieldErrors: {} })),
    assignFieldErrors: assign((_, params: { error: unknown }) => ({ fieldErrors: fieldErrorsOf(params.error) })),
    assignCodeWait: assign((_, params: { error: unknown }) => ({ codeWaitSeconds: allowanceWaitOf(params.error) })),
    assignCodeDelivery: assign((_, params: { error: unknown }) => ({ codeDelivery: deliveryOf(params.error) })),
    // The wait and the delivery belong to the code step they were met for: the next e-mail is asked for afresh.
    forgetCodeStep: assign({ codeWaitSeconds: null, codeDelivery: null }),
    assignPin: assign((_, params: { output: PinOutput }) => ({ pin: grantedPin(params.output) })),
    notifyCodeSent: emit((_, params: { error: unknown }) => ({ type: 'notify' as const, kind: 'success' as const, message: codeSentMessage(deliveryOf(params.error)) })),
    notifyUserNotFound: emit((_, params: { error: unknown }) => userNotFoundToast(params.error)),
    notifyEmailRefused: emit(({ context }) => ({ type: 'notify' as const, kind: 'error' as const, message: EMAIL_REFUSED[context.purpose] })),
    notifyFailure: emit((_, params: { error: unknown }) => notifyFailure(params.error)),
  },
  guards: {
    isPinAccessRequired: hasCode('PIN_ACCESS_REQUIRED'),
    isTooManyRequests: hasCode('TOO_MANY_REQUESTS'),
    isUserNotFound: hasCode('USER_NOT_FOUND'),
    isFailedValidation: hasCode('FAILED_VALIDATION'),
    isGranted: (_, params: { output: PinOutput }) => params.output.outcome === 'granted',
    isShown: ({ event }, params: { page: EmailConfirmationPage | 'codeSuccess' }) => event.type === 'PAGE.SHOWN' && event.page === params.page,
    hasEmail: ({ context }) => context.email !== '',
    hasGrantedCode: ({ context }) => context.pin !== '',
    // Combined here, named, so a diagram and Stately read one guard (docs/flows/README.md#in-stately).
    isCodeAskedWithEmail: and([{ type: 'isShown', params: { page: 'code' as const } }, 'hasEmail']),
    isAcceptedCodeAskedWithCode: and([{ type: 'isShown', params: { page: 'codeSuccess' as const } }, 'hasGrantedCode']),
  },
  delays: {
    // The code screen follows the "code sent" toast after 1 s (docs/product.md#delays).
    codeValidationDelay: 1000,
  },
}).createMachine({
  id: 'emailConfirmation',
  description: 'The e-mail, then the code e-mailed to it, until a code is granted: the first steps of sign-up and password recovery.',
  context: ({ input }) => ({ ...input, fieldErrors: {}, codeWaitSeconds: null, codeDelivery: null }),
  output: ({ context }) => ({ email: context.email, pin: context.pin }),
  initial: 'emailStep',
  states: {
    emailStep: {
      meta: { page: 'email' },
      description: 'The customer gives an e-mail; the server says whether it already has a granted code or sends one.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The e-mail field and its submit button.',
          on: {
            SUBMIT_EMAIL: {
              target: 'checking',
              actions: { type: 'assignEmail', params: ({ event }) => ({ email: event.email }) },
            },
            'PAGE.SHOWN': [
              {
                description: 'Forward to the code step of the e-mail given.',
                guard: 'isCodeAskedWithEmail',
                target: '#emailConfirmation.codeValidation',
              },
              { description: 'Forward to the accepted code.', guard: 'isAcceptedCodeAskedWithCode', target: '#emailConfirmation.granted' },
            ],
          },
        },
        checking: {
          description: 'api/auth/{email}/pin/valid?purpose=…',
          tags: ['loading'],
          invoke: {
            id: 'checkPin',
            src: 'checkPin',
            input: ({ context }) => ({ email: context.email, purpose: context.purpose }),
            // The granted code's digits are not known here: the customer types them again.
            onDone: { target: '#emailConfirmation.codeValidation', description: 'A code was granted already: its digits are typed again.' },
            onError: [
              {
                description: 'PIN_ACCESS_REQUIRED: a code is e-mailed.',
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
                target: '#emailConfirmation.codeValidation',
                actions: { type: 'assignCodeWait', params: errorParams },
              },
              {
                description: 'Recovery: no account has the e-mail.',
                guard: { type: 'isUserNotFound', params: errorParams },
                target: 'editing',
                actions: { type: 'notifyUserNotFound', params: errorParams },
              },
              {
                guard: { type: 'isFailedValidation', params: errorParams },
                target: 'editing',
                actions: [{ type: 'assignFieldErrors', params: errorParams }, 'notifyEmailRefused'],
              },
              { target: 'editing', actions: { type: 'notifyFailure', params: errorParams } },
            ],
          },
        },
        codeSent: {
          description: 'The "code sent" toast shows for a moment before the code screen.',
          tags: ['loading'],
          after: { codeValidationDelay: '#emailConfirmation.codeValidation' },
        },
      },
    },
    codeValidation: {
      meta: { page: 'code' },
      description: 'The code entry (the pin machine). An expired code sends the customer back to the e-mail step.',
      exit: 'forgetCodeStep',
      on: {
        'PAGE.SHOWN': {
          description: 'Back to the e-mail step: the customer may give another address.',
          guard: { type: 'isShown', params: { page: 'email' } },
          target: 'emailStep',
        },
      },
      invoke: {
        id: 'pin',
        src: 'pin',
        input: ({ context }) => ({
          email: context.email,
          purpose: context.purpose,
          validMinutes: context.pinValidMinutes,
          pinLength: context.pinLength,
          waitSeconds: context.codeWaitSeconds,
          delivery: context.codeDelivery,
        }),
        onDone: [
          {
            guard: { type: 'isGranted', params: ({ event }) => ({ output: event.output }) },
            target: 'granted',
            actions: { type: 'assignPin', params: ({ event }) => ({ output: event.output }) },
          },
          { target: 'emailStep', description: 'The code expired or its tries are spent: back to the e-mail step.' },
        ],
      },
    },
    granted: {
      type: 'final',
      description: 'The code is granted: the flow around goes on with the e-mail and its digits.',
    },
  },
});
