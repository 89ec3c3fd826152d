import { expect } from 'vitest';
import { contactSaveMachine } from '../../machines/contact-save.ts';
import { testMachinePaths } from './support/path-walk.ts';
import { failure, toastIds } from './support/toasts.ts';

const values = { phone: '+584121234567', zip_code: '1010' };
const saved = { id: 3, phone: '+584121234567' };
const phoneErrors = { phone: ['The phone is not valid.'] };

const events = [
  { type: 'SAVE', values },
  { type: 'xstate.done.actor.saveContact', output: saved },
  { type: 'xstate.error.actor.saveContact', error: failure('FAILED_VALIDATION', { message: 'The phone is not valid.', fieldErrors: phoneErrors }) },
  { type: 'xstate.error.actor.saveContact', error: failure('NOT_FOUND', { message: 'Not found.' }) },
  { type: 'xstate.error.actor.saveContact', error: failure('NETWORK_ERROR') },
];

type Step = { type: string; error?: { code: string } };

// editing → saving → editing with the saved toast | the server message.
testMachinePaths({
  machine: contactSaveMachine,
  events,
  recordActions: ['announceContact'],
  checks: {
    editing: ({ snapshot, event, emitted, calls }) => {
      const step = event as Step;
      expect(snapshot.hasTag('loading')).toBe(false);
      if (step.type === 'xstate.done.actor.saveContact') {
        // Saved: the session learns the new data, the success toast shows.
        expect(calls).toEqual(['announceContact']);
        expect(toastIds(emitted)).toEqual(['profile-alert-change-contact-information-success']);
        expect(snapshot.context.fieldErrors).toEqual({});
      } else {
        expect(calls).toEqual([]);
        const code = step.error?.code;
        // The server's own message when it sent one; the network message otherwise.
        expect(toastIds(emitted)).toEqual([code === 'NETWORK_ERROR' ? 'alert-network-error' : 'alert-server-message']);
        expect(snapshot.context.fieldErrors).toEqual(code === 'FAILED_VALIDATION' ? phoneErrors : {});
      }
    },
    saving: ({ snapshot, emitted }) => {
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(snapshot.context.fieldErrors).toEqual({});
      expect(emitted).toEqual([]);
    },
  },
});
