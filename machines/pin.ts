import { assign, emit, fromPromise, setup } from 'xstate';
import { msg, plural } from '@lingui/core/macro';
import type { NotifyEvent } from './notify.ts';
import { hasCode, notifyFailure, retryAfterSecondsOf } from './failures.ts';
import type { PinSent } from '../src/api/contract/envelope.ts';

export type PinPurpose = 'signup' | 'recovery';

/** Toasts the flows around the code entry share. */
export const pinMessages = {
  codeSent: msg({ id: 'alert-code-sent', message: 'We have sent a 6-digit code to your e-mail.' }),
  // The server could not hand the e-mail over at once and keeps trying (docs/product.md#codes).
  codeQueued: msg({ id: 'alert-code-queued', message: 'Your 6-digit code is on its way: the e-mail is taking longer than usual.' }),
  codeExpired: msg({ id: 'alert-code-expired', message: 'Your code has expired. Please ask for a new one.' }),
  // Asked for again within the minute: none was sent, the last one stands (docs/product.md#codes).
  codeStands: msg({ id: 'alert-code-earlier', message: 'Your previous code is still valid.' }),
};
export type PinInput = {
  email: string;
  purpose: PinPurpose;
  /** How long a code is valid, shown on the screen; a resend answers the server's figure. */
  validMinutes: number;
  pinLength: number;
  /**
   * Seconds until another code may be asked for, when the hour's code e-mails were already spent
   * as the flow asked for one (nothing was sent; one sent earlier may be in the inbox); null when
   * a code was just sent (docs/product.md#rate-limits).
   */
  waitSeconds: number | null;
  /**
   * How the server said the code left (PIN_ACCESS_REQUIRED's `meta.sent`, a resend's `sent`):
   * `queued` when its e-mail is delayed; null or absent when it did not say (docs/product.md#codes).
   */
  delivery?: PinSent | null;
};

/** How a PIN_ACCESS_REQUIRED said its code left; null when it did not say (the company's backend). */
export const deliveryOf = (error: unknown): PinSent | null => (error as { meta?: { sent?: PinSent } } | undefined)?.meta?.sent ?? null;

/** The toast for a code asked for: on its way when the e-mail is delayed; none sent when the last one stands. */
export const codeSentMessage = (delivery: PinSent | null) =>
  delivery === 'queued' ? pinMessages.codeQueued : delivery === 'earlier' ? pinMessages.codeStands : pinMessages.codeSent;

/** INVALID_PIN's `meta.tries_left`; null when the server did not say (the company's backend). */
const triesLeftOf = (error: unknown): number | null => {
  const left = (error as { meta?: { tries_left?: unknown } } | undefined)?.meta?.tries_left;
  return typeof left === 'number' ? left : null;
};

/** A wrong code's toast: with the tries left when the server says how many (docs/product.md#codes). */
function invalidPinMessage(error: unknown) {
  const triesLeft = triesLeftOf(error);
  if (triesLeft === null) return msg({ id: 'code-validation-alert-pin-invalid', message: 'The code is not correct. Check it and try again.' });
  return msg({
    id: 'code-validation-alert-pin-invalid-tries',
    message: plural(triesLeft, {
      0: 'The code is not correct, and no tries are left: ask for a new one.',
      one: 'The code is not correct. # try left.',
      other: 'The code is not correct. # tries left.',
    }),
  });
}

/**
 * The longest the hourly allowance of code e-mails can make the customer wait
 * (docs/product.md#rate-limits): the wait when a refusal does not say (no Retry-After).
 */
export const CODE_MAILS_WINDOW_SECONDS = 60 * 60;

/** The wait a TOO_MANY_REQUESTS asked for (its Retry-After), or the whole hour when it did not say. */
export const allowanceWaitOf = (error: unknown): number => retryAfterSecondsOf(error) ?? CODE_MAILS_WINDOW_SECONDS;

/** The wait in whole minutes as the screen says it: a part of a minute counts as one. */
export const minutesToWait = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

/**
 * The wait counts down a minute at a time (so the minutes shown follow it): first the part of a
 * minute, then whole minutes.
 */
const waitTickSeconds = (seconds: number): number => (seconds <= 0 ? 0 : seconds % 60 || 60);
/**
 * Granted: the digits typed, which the parent flow sends again with its last call (docs/product.md#codes:
 * they prove the person who finishes read the e-mail). Expired: no digits.
 */
export type PinOutput = { outcome: 'granted'; pin: string } | { outcome: 'expired' };

/** The digits a granted code was proved with; none when it expired. */
export const grantedPin = (output: PinOutput): string => (output.outcome === 'granted' ? output.pin : '');

export type PinContext = Omit<PinInput, 'delivery'> & {
  delivery: PinSent | null;
  pin: string;
  outcome: PinOutput['outcome'] | null;
  /** Whether a code was sent for this screen (false: the allowance was spent before one was). */
  codeSent: boolean;
};

export type PinEvent =
  | { type: 'CHANGE'; pin: string }
  | { type: 'SUBMIT' }
  | { type: 'RESEND' };

/**
 * The 6-digit code entry, shared by sign-up and password recovery. The origin (`purpose`) decides
 * what follows a granted code: the parent flow reads the output.
 */
export const pinMachine = setup({
  types: {
    context: {} as PinContext,
    events: {} as PinEvent,
    input: {} as PinInput,
    output: {} as PinOutput,
    emitted: {} as NotifyEvent,
  },
  actors: {
    grantPin: fromPromise<unknown, { email: string; purpose: PinPurpose; pin: string }>(async () => {
      throw new Error('grantPin is provided by the app');
    }),
    requestPin: fromPromise<{ expires_in_minutes: number; sent?: Exclude<PinSent, 'earlier'> }, { email: string; purpose: PinPurpose }>(async () => {
      throw new Error('requestPin is provided by the app');
    }),
  },
  actions: {
    assignPin: assign((_, params: { pin: string }) => ({ pin: params.pin })),
    clearPin: assign({ pin: '' }),
    assignValidity: assign((_, params: { minutes: number }) => ({ validMinutes: params.minutes })),
    markCodeSent: assign({ codeSent: true }),
    assignDelivery: assign((_, params: { delivery: PinSent | null }) => ({ delivery: params.delivery })),
    assignWait: assign((_, params: { error: unknown }) => ({ waitSeconds: allowanceWaitOf(params.error) })),
    countDownWait: assign(({ context }) => ({ waitSeconds: (context.waitSeconds ?? 0) - waitTickSeconds(context.waitSeconds ?? 0) })),
    clearWait: assign({ waitSeconds: null }),
    markGranted: assign({ outcome: 'granted' as const }),
    markExpired: assign({ outcome: 'expired' as const }),
    notifyInvalidPin: emit((_, params: { error: unknown }) => ({ type: 'notify' as const, kind: 'error' as const, message: invalidPinMessage(params.error) })),
    notifyPinExpired: emit({
      type: 'notify',
      kind: 'error',
      message: pinMessages.codeExpired,
    } as const),
    notifyCodeResent: emit((_, params: { delivery: PinSent | null }) => ({
      type: 'notify' as const,
      kind: 'success' as const,
      message:
        params.delivery === 'queued'
          ? msg({ id: 'password-recovery-back-alert-queued', message: 'Your new code is on its way: the e-mail is taking longer than usual.' })
          : msg({ id: 'password-recovery-back-alert-success', message: 'We have sent you a new code by e-mail.' }),
    })),
    notifyFailure: emit((_, params: { error: unknown }) => notifyFailure(params.error)),
    // A failed resend is only logged, by the logger the app provides (docs/product.md#codes).
    logResendFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isComplete: ({ context }) => new RegExp(`^\\d{${context.pinLength}}$`).test(context.pin),
    isInvalidPin: hasCode('INVALID_PIN'),
    isPinAccessRequired: hasCode('PIN_ACCESS_REQUIRED'),
    isTooManyRequests: hasCode('TOO_MANY_REQUESTS'),
    isWaitingForAllowance: ({ context }) => context.waitSeconds !== null,
    isLastWaitTick: ({ context }) => (context.waitSeconds ?? 0) <= 60,
  },
  delays: {
    // The server sends at most one code a minute; the resend link waits as long.
    resendCooldown: 60_000,
    // One step of the countdown to the end of the wait the server asked for.
    waitTick: ({ context }) => waitTickSeconds(context.waitSeconds ?? 0) * 1000,
  },
}).createMachine({
  id: 'pin',
  description: 'The customer types the 6-digit code e-mailed to them. Submit is possible only when all six digits are there.',
  context: ({ input }) => ({ ...input, delivery: input.delivery ?? null, pin: '', outcome: null, codeSent: input.waitSeconds === null }),
  initial: 'active',
  output: ({ context }): PinOutput => (context.outcome === 'granted' ? { outcome: 'granted', pin: context.pin } : { outcome: 'expired' }),
  states: {
    active: {
      description: 'The code and its resend side by side: the customer may type the code while the resend link waits or is ready.',
      type: 'parallel',
      states: {
        code: {
          description: 'The code: typed, then checked.',
          initial: 'entering',
          states: {
            entering: {
              description: 'The six boxes; the submit button is enabled only when every box holds a digit.',
              on: {
                CHANGE: { actions: { type: 'assignPin', params: ({ event }) => ({ pin: event.pin }) } },
                SUBMIT: { guard: 'isComplete', target: 'granting' },
              },
            },
            granting: {
              description: 'The code is checked (api/auth/{email}/pin/grant).',
              tags: ['loading'],
              invoke: {
                id: 'grantPin',
                src: 'grantPin',
                input: ({ context }) => ({ email: context.email, purpose: context.purpose, pin: context.pin }),
                onDone: { target: '#pin.granted', actions: 'markGranted' },
                onError: [
                  {
                    guard: { type: 'isInvalidPin', params: ({ event }) => ({ error: event.error }) },
                    target: 'entering',
                    actions: ['clearPin', { type: 'notifyInvalidPin', params: ({ event }) => ({ error: event.error }) }],
                  },
                  {
                    description: 'The code expired or its tries are spent: the flow starts again.',
                    guard: { type: 'isPinAccessRequired', params: ({ event }) => ({ error: event.error }) },
                    target: '#pin.expired',
                    actions: ['markExpired', 'notifyPinExpired'],
                  },
                  { target: 'entering', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
                ],
              },
            },
          },
        },
        resend: {
          description: 'The resend link: waiting, then ready to e-mail a new code.',
          initial: 'opening',
          states: {
            opening: {
              description: 'The screen opens on a code just sent, or on the wait the spent allowance asked for.',
              always: [{ guard: 'isWaitingForAllowance', target: 'waitingForAllowance' }, { target: 'coolingDown' }],
            },
            waitingForAllowance: {
              description:
                "The hour's code e-mails are spent (TOO_MANY_REQUESTS): the minutes left show, counting down; a new code can be asked for once they pass.",
              after: {
                waitTick: [
                  { guard: 'isLastWaitTick', target: 'ready', actions: 'clearWait' },
                  { target: 'waitingForAllowance', reenter: true, actions: 'countDownWait' },
                ],
              },
            },
            coolingDown: {
              description: 'A code was just sent; a new one can be asked for a minute later.',
              after: { resendCooldown: 'ready' },
            },
            ready: { on: { RESEND: 'resending' } },
            resending: {
              description: 'A new code is e-mailed (api/auth/{email}/pin/request).',
              invoke: {
                id: 'requestPin',
                src: 'requestPin',
                input: ({ context }) => ({ email: context.email, purpose: context.purpose }),
                onDone: {
                  target: 'coolingDown',
                  actions: [
                    { type: 'assignValidity', params: ({ event }) => ({ minutes: event.output.expires_in_minutes }) },
                    { type: 'assignDelivery', params: ({ event }) => ({ delivery: event.output.sent ?? null }) },
                    'markCodeSent',
                    { type: 'notifyCodeResent', params: ({ event }) => ({ delivery: event.output.sent ?? null }) },
                  ],
                },
                onError: [
                  {
                    description: 'TOO_MANY_REQUESTS: no code was sent; the screen shows how long to wait.',
                    guard: { type: 'isTooManyRequests', params: ({ event }) => ({ error: event.error }) },
                    target: 'waitingForAllowance',
                    actions: { type: 'assignWait', params: ({ event }) => ({ error: event.error }) },
                  },
                  {
                    target: 'ready',
                    actions: { type: 'logResendFailure', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
          },
        },
      },
    },
    granted: {
      description: 'The code is right. Sign-up goes on to the password step; recovery to the new password.',
      type: 'final',
    },
    expired: {
      description: 'The code expired: the customer is sent back to the start of the flow to ask for a new one.',
      type: 'final',
    },
  },
});
