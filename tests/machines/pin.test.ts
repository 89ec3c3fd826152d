import { describe, expect, it } from 'vitest';
import { allowanceWaitOf, CODE_MAILS_WINDOW_SECONDS, minutesToWait, pinMachine } from '../../machines/pin.ts';
import { testMachinePaths } from './support/path-walk.ts';
import { failure, toastIds } from './support/toasts.ts';

const input = { email: 'nueva@casillero.test', purpose: 'signup', validMinutes: 10, pinLength: 6, waitSeconds: null };
// The hour's code e-mails spent: the server asked for a wait of a minute and a half (Retry-After).
const WAIT_SECONDS = 90;
const TICK = 'xstate.after.waitTick.pin.active.resend.waitingForAllowance';

const events = [
  { type: 'CHANGE', pin: '12345' },
  { type: 'CHANGE', pin: '123456' },
  { type: 'SUBMIT' },
  { type: 'xstate.done.actor.grantPin', output: { granted: true } },
  { type: 'xstate.error.actor.grantPin', error: failure('INVALID_PIN') },
  { type: 'xstate.error.actor.grantPin', error: failure('PIN_ACCESS_REQUIRED') },
  { type: 'xstate.error.actor.grantPin', error: failure('NETWORK_ERROR') },
  { type: 'xstate.after.resendCooldown.pin.active.resend.coolingDown' },
  { type: TICK },
  { type: 'RESEND' },
  { type: 'xstate.done.actor.requestPin', output: { expires_in_minutes: 15 } },
  { type: 'xstate.error.actor.requestPin', error: failure('TOO_MANY_REQUESTS', { retryAfterSeconds: WAIT_SECONDS }) },
  { type: 'xstate.error.actor.requestPin', error: failure('SERVER_ERROR') },
];

// Every state and transition for both origins, and for a screen opened on a spent allowance.
testMachinePaths({
  machine: pinMachine,
  inputs: {
    'signing up': input,
    'recovering a password': { ...input, purpose: 'recovery' },
    "the hour's codes spent": { ...input, waitSeconds: WAIT_SECONDS },
  },
  events,
  recordActions: ['logResendFailure'],
  checks: {
    'active.code.entering': ({ snapshot, event, emitted }) => {
      expect(snapshot.status).toBe('active');
      if (event.type === 'CHANGE') expect(snapshot.context.pin).toBe((event as { pin?: string }).pin);
      // A SUBMIT with fewer than six digits is refused: the machine stays here.
      if (event.type === 'SUBMIT') expect(snapshot.context.pin).not.toMatch(/^\d{6}$/);
      if (event.type === 'xstate.error.actor.grantPin') {
        const code = (event as unknown as { error: { code: string } }).error.code;
        expect(toastIds(emitted)).toEqual([
          code === 'INVALID_PIN' ? 'code-validation-alert-pin-invalid' : 'alert-network-error',
        ]);
        if (code === 'INVALID_PIN') expect(snapshot.context.pin).toBe('');
        else expect(snapshot.context.pin).toBe('123456');
      }
    },
    'active.code.granting': ({ snapshot }) => {
      expect(snapshot.context.pin).toBe('123456');
      expect(snapshot.can({ type: 'SUBMIT' })).toBe(false);
      expect(snapshot.hasTag('loading')).toBe(true);
    },
    'active.resend.coolingDown': ({ snapshot, event, emitted }) => {
      expect(snapshot.can({ type: 'RESEND' })).toBe(false);
      expect(snapshot.context.waitSeconds).toBeNull();
      expect(snapshot.context.codeSent).toBe(true);
      if (event.type === 'xstate.done.actor.requestPin') {
        expect(toastIds(emitted)).toEqual(['password-recovery-back-alert-success']);
        expect(snapshot.context.validMinutes).toBe(15);
      }
    },
    'active.resend.waitingForAllowance': ({ snapshot, event, emitted, path }) => {
      // No resend until the wait the server asked for has passed (docs/product.md#rate-limits).
      expect(snapshot.can({ type: 'RESEND' })).toBe(false);
      // The wait is shown on the screen, not in a toast that vanishes.
      if (event.type === TICK || event.type === 'xstate.error.actor.requestPin') expect(emitted).toEqual([]);
      const before = path.at(-2)?.snapshot;
      const waitSeconds = snapshot.context.waitSeconds!;
      if (event.type === TICK) {
        // It counts down a minute at a time, the part of a minute first: 1 min 30 s, then 1 min.
        expect(waitSeconds).toBe(60);
        expect(minutesToWait(waitSeconds)).toBe(1);
      } else if (event.type === 'xstate.error.actor.requestPin') {
        // A resend refused: the wait it asked for; no new code, so the screen's code stands as it was.
        expect(waitSeconds).toBe(WAIT_SECONDS);
        expect(minutesToWait(waitSeconds)).toBe(2);
        expect(snapshot.context.validMinutes).toBe(before!.context.validMinutes);
        expect(snapshot.context.codeSent).toBe(before!.context.codeSent);
      } else if (before?.matches({ active: { resend: 'waitingForAllowance' } })) {
        // Typing and checking a code leave the wait as it was.
        expect(waitSeconds).toBe(before.context.waitSeconds);
      } else {
        // Opened on a spent allowance: the wait the flow met, and no code sent for this screen.
        expect(waitSeconds).toBe(WAIT_SECONDS);
        expect(snapshot.context.codeSent).toBe(false);
      }
    },
    'active.resend.ready': ({ snapshot, event, emitted, calls }) => {
      expect(snapshot.context.waitSeconds).toBeNull();
      if (event.type === 'xstate.error.actor.requestPin') {
        // A failed resend is only logged (docs/product.md#codes).
        expect(toastIds(emitted)).toEqual([]);
        expect(calls).toEqual(['logResendFailure']);
      }
      if (event.type === TICK) expect(emitted).toEqual([]);
    },
    'active.resend.resending': ({ snapshot }) => {
      expect(snapshot.can({ type: 'RESEND' })).toBe(false);
    },
    granted: ({ snapshot, event }) => {
      expect(event.type).toBe('xstate.done.actor.grantPin');
      expect(snapshot.status).toBe('done');
      // The digits typed go out with the grant: the parent flow sends them again.
      expect(snapshot.output).toEqual({ outcome: 'granted', pin: '123456' });
    },
    expired: ({ snapshot, emitted }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual({ outcome: 'expired' });
      expect(toastIds(emitted)).toEqual(['alert-code-expired']);
    },
  },
});

describe('the wait for a new code', () => {
  it("is the refusal's Retry-After, or the whole hour when it did not say (docs/product.md#rate-limits)", () => {
    expect(allowanceWaitOf(failure('TOO_MANY_REQUESTS', { retryAfterSeconds: 720 }))).toBe(720);
    expect(allowanceWaitOf(failure('TOO_MANY_REQUESTS'))).toBe(CODE_MAILS_WINDOW_SECONDS);
  });

  it('is said in whole minutes, a part of a minute counting as one', () => {
    expect([1, 60, 61, 720, 721].map(minutesToWait)).toEqual([1, 1, 2, 12, 13]);
  });
});
