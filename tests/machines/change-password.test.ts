import { expect } from 'vitest';
import { changePasswordMachine } from '../../machines/change-password.ts';
import { testMachinePaths } from './support/path-walk.ts';
import { failure, toastIds } from './support/toasts.ts';

const values = { current_password: 'casillero-demo', password: 'nueva-clave-1' };
const shortErrors = { password: ['At least 8 characters.'] };

const events = [
  { type: 'SUBMIT', values },
  { type: 'xstate.done.actor.changePassword', output: { changed: true } },
  { type: 'xstate.error.actor.changePassword', error: failure('INVALID_PASSWORD', { message: 'The current password is wrong.' }) },
  { type: 'xstate.error.actor.changePassword', error: failure('FAILED_VALIDATION', { message: 'Check the fields.', fieldErrors: shortErrors }) },
  { type: 'xstate.error.actor.changePassword', error: failure('TOO_MANY_REQUESTS', { message: 'Too many.' }) },
];

type Step = { type: string; error?: { code: string } };
const failureToast: Record<string, string> = {
  FAILED_VALIDATION: 'alert-server-message',
  TOO_MANY_REQUESTS: 'alert-too-many-requests',
};

// editing → saving → editing, changed (the form empties) | the server message.
testMachinePaths({
  machine: changePasswordMachine,
  events,
  recordActions: ['emptyForm'],
  checks: {
    editing: ({ snapshot, event, emitted, calls }) => {
      const step = event as Step;
      expect(snapshot.hasTag('loading')).toBe(false);
      if (step.type === 'xstate.done.actor.changePassword') {
        expect(toastIds(emitted)).toEqual(['profile-alert-change-password-success']);
        expect(calls).toEqual(['emptyForm']);
        expect(snapshot.context.fieldErrors).toEqual({});
      } else {
        const code = step.error?.code ?? '';
        // A wrong current password is said at its field, not in a toast (docs/product.md#toasts).
        expect(toastIds(emitted)).toEqual(code === 'INVALID_PASSWORD' ? [] : [failureToast[code]]);
        expect(calls).toEqual([]);
        expect(snapshot.context.fieldErrors).toEqual(
          code === 'FAILED_VALIDATION' ? shortErrors : code === 'INVALID_PASSWORD' ? { current_password: ['The current password is wrong.'] } : {},
        );
      }
    },
    saving: ({ snapshot, emitted }) => {
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(snapshot.context.fieldErrors).toEqual({});
      expect(emitted).toEqual([]);
    },
  },
});
