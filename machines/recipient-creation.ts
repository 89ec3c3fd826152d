import { assign, emit, fromPromise, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { NotifyEvent } from './notify.ts';
import { errorParams, fieldErrorsOf, hasCode, notifyFailure } from './failures.ts';
import type { Recipient, RecipientCreate } from '../src/api/contract/recipients.ts';
import type { PageMeta } from './page.ts';

/** What the recipient form parsed: the contract's new recipient; the app's actor adds the fixed type (PERSON). */
export type RecipientValues = Omit<RecipientCreate, 'type'>;
export type AddedRecipient = Recipient;

export type RecipientCreationContext = {
  /** The values last sent, kept so a form shown again loses nothing. */
  draft: RecipientValues | null;
  fieldErrors: Record<string, string[]>;
};

export type RecipientCreationEvent = { type: 'SUBMIT'; values: RecipientValues };

/** The toasts of adding a recipient, the same in sign-up and in the profile (docs/product.md#error-catalogue). */
export const recipientCreationMessages = {
  added: msg({ id: 'add-shipment-alert-success', message: 'Recipient added.' }),
  invalid: msg({
    id: 'add-shipment-alert-field-validation',
    message: 'The recipient could not be saved: please check the marked fields.',
  }),
};

/**
 * Adding a recipient (docs/product.md#recipients): the recipient form, then POST api/recipients. The profile's
 * add page runs it, and the sign-up wizard invokes it as a child for its add-recipient page. The
 * form keeps what was typed whatever the server answers.
 */
/** The page the flow leaves for (until then it shows on the page that hosts it): the recipients. */
export type RecipientCreationPageName = 'recipients';

export const recipientCreationMachine = setup({
  types: {
    context: {} as RecipientCreationContext,
    meta: {} as PageMeta<RecipientCreationPageName>,
    events: {} as RecipientCreationEvent,
    emitted: {} as NotifyEvent,
  },
  actors: {
    createRecipient: fromPromise<AddedRecipient, { values: RecipientValues }>(async () => {
      throw new Error('createRecipient is provided by the app');
    }),
  },
  actions: {
    assignDraft: assign((_, params: { values: RecipientValues }) => ({ draft: params.values, fieldErrors: {} })),
    assignFieldErrors: assign((_, params: { error: unknown }) => ({ fieldErrors: fieldErrorsOf(params.error) })),
    notifyAdded: emit({ type: 'notify', kind: 'success', message: recipientCreationMessages.added } as const),
    notifyInvalid: emit({ type: 'notify', kind: 'error', message: recipientCreationMessages.invalid } as const),
    notifyFailure: emit((_, params: { error: unknown }) => notifyFailure(params.error)),
  },
  guards: {
    isFailedValidation: hasCode('FAILED_VALIDATION'),
  },
}).createMachine({
  id: 'recipientCreation',
  description: 'Adding a recipient: the form, then saving it. Sign-up and the profile’s recipients share it.',
  context: { draft: null, fieldErrors: {} },
  initial: 'editing',
  states: {
    editing: {
      description: 'The recipient form, with what was typed and the server’s field errors of the last try.',
      on: {
        SUBMIT: { target: 'saving', actions: { type: 'assignDraft', params: ({ event }) => ({ values: event.values }) } },
      },
    },
    saving: {
      description: 'POST api/recipients.',
      tags: ['loading'],
      invoke: {
        id: 'createRecipient',
        src: 'createRecipient',
        input: ({ event }) => ({ values: event.values }),
        onDone: { target: 'added', actions: 'notifyAdded' },
        onError: [
          {
            description: 'FAILED_VALIDATION: the server’s messages under the fields, and the add-shipment-alert-field-validation toast.',
            guard: { type: 'isFailedValidation', params: errorParams },
            target: 'editing',
            actions: [{ type: 'assignFieldErrors', params: errorParams }, 'notifyInvalid'],
          },
          {
            description: 'Any other failure: its usual toast (too many tries, no network, anything else); the form stays to try again.',
            target: 'editing',
            actions: { type: 'notifyFailure', params: errorParams },
          },
        ],
      },
    },
    added: {
      meta: { page: 'recipients' },
      description: 'The recipient is saved: sign-up shows its list again, the profile goes back to its recipients.',
      type: 'final',
    },
  },
});
