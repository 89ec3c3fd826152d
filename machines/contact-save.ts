import { assign, emit, fromPromise, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { Client, ClientUpdate } from '../src/api/contract/client.ts';
import type { NotifyEvent } from './notify.ts';
import { errorParams, fieldErrorsOf, hasCode, notifyServerMessage } from './failures.ts';

/** The contact information as the form parsed it (the contract's client update); the app's actor sends it. */
export type ContactValues = ClientUpdate;
/** The server answers with the saved client. */
export type SavedContact = Client;

export type ContactSaveContext = {
  fieldErrors: Record<string, string[]>;
};

export type ContactSaveEvent = { type: 'SAVE'; values: ContactValues };

const contactSaveMessages = {
  saved: msg({ id: 'profile-alert-change-contact-information-success', message: 'Your contact information was saved.' }),
};

/**
 * My profile's contact information (docs/product.md#my-profile): the form, then PATCH clients/{id}; success gives
 * its toast and the session learns the new data; a failure shows the server's message as a toast.
 * The form is never cleared: what was typed stays.
 */
export const contactSaveMachine = setup({
  types: {
    context: {} as ContactSaveContext,
    events: {} as ContactSaveEvent,
    emitted: {} as NotifyEvent,
  },
  actors: {
    saveContact: fromPromise<SavedContact, { values: ContactValues }>(async () => {
      throw new Error('saveContact is provided by the app');
    }),
  },
  actions: {
    clearFieldErrors: assign({ fieldErrors: {} }),
    assignFieldErrors: assign((_, params: { error: unknown }) => ({ fieldErrors: fieldErrorsOf(params.error) })),
    // Provided by the app: the session (the header's name, the guards) takes the saved client.
    announceContact: (_, _params: { client: SavedContact }) => {},
    notifySaved: emit({ type: 'notify', kind: 'success', message: contactSaveMessages.saved } as const),
    notifyServerMessage: emit((_, params: { error: unknown }) => notifyServerMessage(params.error)),
  },
  guards: {
    isFailedValidation: hasCode('FAILED_VALIDATION'),
  },
}).createMachine({
  id: 'contactSave',
  description: 'Saving the contact information of my profile.',
  context: { fieldErrors: {} },
  initial: 'editing',
  states: {
    editing: {
      description: 'The form, with the saved values or what was typed, and the server’s field errors of the last try.',
      on: { SAVE: { target: 'saving', actions: 'clearFieldErrors' } },
    },
    saving: {
      description: 'PATCH api/clients/{id}.',
      tags: ['loading'],
      invoke: {
        id: 'saveContact',
        src: 'saveContact',
        input: ({ event }) => ({ values: (event as ContactSaveEvent).values }),
        onDone: {
          target: 'editing',
          actions: [{ type: 'announceContact', params: ({ event }) => ({ client: event.output }) }, 'notifySaved'],
        },
        onError: [
          {
            description: 'FAILED_VALIDATION: the server’s message as a toast, and its field errors under the fields.',
            guard: { type: 'isFailedValidation', params: errorParams },
            target: 'editing',
            actions: [{ type: 'assignFieldErrors', params: errorParams }, { type: 'notifyServerMessage', params: errorParams }],
          },
          { target: 'editing', actions: { type: 'notifyServerMessage', params: errorParams } },
        ],
      },
    },
  },
});
