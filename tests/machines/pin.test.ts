import { expect } from 'vitest';
import { pinMachine } from '../../machines/pin.ts';
import { testMachinePaths } from './support/path-walk.ts';
import { failure, toastIds } from './support/toasts.ts';

const input = { email: 'nueva@casillero.test', purpose: 'signup', validMinutes: 10, pinLength: 6 };

const events = [
  { type: 'CHANGE', pin: '12345' },
  { type: 'CHANGE', pin: '123456' },
  { type: 'SUBMIT' },
  { type: 'xstate.done.actor.grantPin', output: { granted: true } },
  { type: 'xstate.error.actor.grantPin', error: failure('INVALID_PIN') },
  { type: 'xstate.error.actor.grantPin', error: failure('PIN_ACCESS_REQUIRED') },
  { type: 'xstate.error.actor.grantPin', error: failure('NETWORK_ERROR') },
  { type: 'xstate.after.resendCooldown.pin.active.resend.coolingDown' },
  { type: 'RESEND' },
  { type: 'xstate.done.actor.requestPin', output: { expires_in_minutes: 15 } },
  { type: 'xstate.error.actor.requestPin', error: failure('TOO_MANY_REQUESTS') },
];

// Every state and transition for both origins.
testMachinePaths({
  machine: pinMachine,
  inputs: { 'signing up': input, 'recovering a password': { ...input, purpose: 'recovery' } },
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
      if (event.type === 'xstate.done.actor.requestPin') {
        expect(toastIds(emitted)).toEqual(['password-recovery-back-alert-success']);
        expect(snapshot.context.validMinutes).toBe(15);
      }
    },
    'active.resend.ready': ({ event, emitted, calls }) => {
      if (event.type === 'xstate.error.actor.requestPin') {
        // A failed resend is only logged (docs/product.md#codes).
        expect(toastIds(emitted)).toEqual([]);
        expect(calls).toEqual(['logResendFailure']);
      }
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
