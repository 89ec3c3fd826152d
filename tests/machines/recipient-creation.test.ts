import { expect } from 'vitest';
import { recipientCreationMachine } from '../../machines/recipient-creation.ts';
import { testMachinePaths } from './support/path-walk.ts';
import { failure, toastIds } from './support/toasts.ts';

const values = { name: 'Luis', last_name: 'Rojas', zip_code: '1010' };
const zipErrors = { zip_code: ['Only digits.'] };

const events = [
  { type: 'SUBMIT', values },
  { type: 'xstate.done.actor.createRecipient', output: { id: 4 } },
  { type: 'xstate.error.actor.createRecipient', error: failure('FAILED_VALIDATION', { message: 'Check the fields.', fieldErrors: zipErrors }) },
  { type: 'xstate.error.actor.createRecipient', error: failure('TOO_MANY_REQUESTS', { message: 'Too many.' }) },
  { type: 'xstate.error.actor.createRecipient', error: failure('NETWORK_ERROR') },
  { type: 'xstate.error.actor.createRecipient', error: failure('SERVER_ERROR', { message: 'Down.' }) },
];

type Step = { type: string; error?: { code: string } };
const failureToast: Record<string, string> = {
  FAILED_VALIDATION: 'add-shipment-alert-field-validation',
  TOO_MANY_REQUESTS: 'alert-too-many-requests',
  NETWORK_ERROR: 'alert-network-error',
  SERVER_ERROR: 'alert-unexpected-error',
};

// editing → saving → added | editing with the server’s answer.
testMachinePaths({
  machine: recipientCreationMachine,
  events,
  checks: {
    editing: ({ snapshot, event, emitted }) => {
      expect(snapshot.hasTag('loading')).toBe(false);
      const code = (event as Step).error?.code ?? '';
      // The server's answer as its toast; the form keeps what was typed.
      expect(toastIds(emitted)).toEqual([failureToast[code]]);
      expect(snapshot.context.draft).toEqual(values);
      expect(snapshot.context.fieldErrors).toEqual(code === 'FAILED_VALIDATION' ? zipErrors : {});
    },
    saving: ({ snapshot, emitted }) => {
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(snapshot.context.draft).toEqual(values);
      // The last try's field errors are gone while the new one is on its way.
      expect(snapshot.context.fieldErrors).toEqual({});
      expect(emitted).toEqual([]);
      const call = snapshot.children.createRecipient?.getSnapshot() as { input?: unknown } | undefined;
      expect(call?.input).toEqual({ values });
    },
    added: ({ snapshot, event, emitted }) => {
      expect(event.type).toBe('xstate.done.actor.createRecipient');
      expect(snapshot.status).toBe('done');
      expect(toastIds(emitted)).toEqual(['add-shipment-alert-success']);
    },
  },
});
