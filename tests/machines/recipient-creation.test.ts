import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { recipientCreationMachine, recipientCreationMessages, recipientValuesOf } from '../../machines/recipient-creation.ts';
import type { Recipient } from '../../src/api/contract/recipients.ts';
import { testMachinePaths } from './support/path-walk.ts';
import { failure, toastIds } from './support/toasts.ts';

const values = { name: 'Luis', last_name: 'Rojas', zip_code: '1010' };
const zipErrors = { zip_code: ['Only digits.'] };
const place = (id: number) => ({ id, name: { es: 'Lugar', en: 'Place' } });
const pedro: Recipient = {
  id: 7, display_name: 'Pedro Mendoza', name: 'Pedro', last_name: 'Mendoza', document_id: 'V-9876543', email: null,
  phone: '+584149876543', landline_phone: null, address: 'Av. Bolívar', address_2: null, country_id: 1, state_id: 2, city_id: 3,
  country: place(1), state: place(2), city: place(3), zip_code: '2001', type: 'PERSON',
};

const refusals = (actor: 'createRecipient' | 'updateRecipient') => [
  { type: `xstate.error.actor.${actor}`, error: failure('FAILED_VALIDATION', { message: 'Check the fields.', fieldErrors: zipErrors }) },
  { type: `xstate.error.actor.${actor}`, error: failure('TOO_MANY_REQUESTS', { message: 'Too many.' }) },
  { type: `xstate.error.actor.${actor}`, error: failure('NETWORK_ERROR') },
  { type: `xstate.error.actor.${actor}`, error: failure('SERVER_ERROR', { message: 'Down.' }) },
];

const events = [
  { type: 'SUBMIT', values },
  { type: 'xstate.done.actor.createRecipient', output: { id: 4 } },
  ...refusals('createRecipient'),
  { type: 'xstate.done.actor.updateRecipient', output: pedro },
  { type: 'xstate.error.actor.updateRecipient', error: failure('NOT_FOUND', { message: 'Not found.' }) },
  ...refusals('updateRecipient'),
];

type Step = { type: string; error?: { code: string } };
const failureToast: Record<string, string> = {
  FAILED_VALIDATION: 'add-shipment-alert-field-validation',
  TOO_MANY_REQUESTS: 'alert-too-many-requests',
  NETWORK_ERROR: 'alert-network-error',
  SERVER_ERROR: 'alert-unexpected-error',
};

// docs/product.md#recipients: filling → adding → added, or (started with a recipient) filling → updating → updated | gone;
// a refusal goes back to filling with the server's answer.
testMachinePaths({
  machine: recipientCreationMachine,
  inputs: { adding: undefined, editing: { recipient: pedro } },
  events,
  checks: {
    filling: ({ snapshot, event, emitted }) => {
      expect(snapshot.hasTag('loading')).toBe(false);
      const code = (event as Step).error?.code ?? '';
      // The server's answer as its toast; the form keeps what was typed.
      expect(toastIds(emitted)).toEqual([failureToast[code]]);
      expect(snapshot.context.draft).toEqual(values);
      expect(snapshot.context.fieldErrors).toEqual(code === 'FAILED_VALIDATION' ? zipErrors : {});
    },
    adding: ({ snapshot, emitted }) => {
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(snapshot.context.recipient).toBeNull();
      expect(snapshot.context.draft).toEqual(values);
      // The last try's field errors are gone while the new one is on its way.
      expect(snapshot.context.fieldErrors).toEqual({});
      expect(emitted).toEqual([]);
      const call = snapshot.children.createRecipient?.getSnapshot() as { input?: unknown } | undefined;
      expect(call?.input).toEqual({ values });
    },
    updating: ({ snapshot, emitted }) => {
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(snapshot.context.fieldErrors).toEqual({});
      expect(emitted).toEqual([]);
      // The recipient the flow started with, and what the form sent now.
      const call = snapshot.children.updateRecipient?.getSnapshot() as { input?: unknown } | undefined;
      expect(call?.input).toEqual({ id: pedro.id, values });
    },
    added: ({ snapshot, event, emitted }) => {
      expect(event.type).toBe('xstate.done.actor.createRecipient');
      expect(snapshot.status).toBe('done');
      expect(toastIds(emitted)).toEqual(['add-shipment-alert-success']);
    },
    updated: ({ snapshot, event, emitted }) => {
      expect(event.type).toBe('xstate.done.actor.updateRecipient');
      expect(snapshot.status).toBe('done');
      expect(toastIds(emitted)).toEqual([recipientCreationMessages.updated.id]);
    },
    gone: ({ snapshot, emitted }) => {
      expect(snapshot.status).toBe('done');
      expect(toastIds(emitted)).toEqual([recipientCreationMessages.gone.id]);
    },
  },
});

describe('recipientCreation: where it starts', () => {
  it('adds with an empty form, or edits with the recipient’s details in it', () => {
    expect(createActor(recipientCreationMachine).getSnapshot().context).toEqual({ recipient: null, draft: null, fieldErrors: {} });
    const editing = createActor(recipientCreationMachine, { input: { recipient: pedro } }).getSnapshot().context;
    expect(editing.recipient).toBe(pedro);
    // Its values as the form sends them: no id, names or places of its own, an absent second line empty.
    expect(editing.draft).toEqual(recipientValuesOf(pedro));
    expect(recipientValuesOf(pedro)).toEqual({
      name: 'Pedro', last_name: 'Mendoza', document_id: 'V-9876543', email: null, phone: '+584149876543', landline_phone: null,
      address: 'Av. Bolívar', address_2: '', country_id: 1, state_id: 2, city_id: 3, zip_code: '2001',
    });
  });
});
