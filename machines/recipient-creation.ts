import { assign, emit, fromPromise, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { NotifyEvent } from './notify.ts';
import { errorParams, fieldErrorsOf, hasCode, notifyFailure } from './failures.ts';
import type { Recipient, RecipientCreate } from '../src/api/contract/recipients.ts';
import type { PageMeta } from './page.ts';

/** What the recipient form parsed: the contract's new recipient; the app's actor adds the fixed type (PERSON). */
export type RecipientValues = Omit<RecipientCreate, 'type'>;
export type AddedRecipient = Recipient;

/** Where the flow starts: the recipient to edit, or none to add one (sign-up and consolidation invoke it without input). */
export type RecipientCreationInput = { recipient?: Recipient | null } | void;

export type RecipientCreationContext = {
  /** The recipient being edited; null while adding one. */
  recipient: Recipient | null;
  /** The values last sent (or the edited recipient's), kept so a form shown again loses nothing. */
  draft: RecipientValues | null;
  fieldErrors: Record<string, string[]>;
};

export type RecipientCreationEvent = { type: 'SUBMIT'; values: RecipientValues };

/** The values the form shows for a saved recipient: its fields as the form sends them. */
export const recipientValuesOf = (recipient: Recipient): RecipientValues => ({
  name: recipient.name,
  last_name: recipient.last_name,
  document_id: recipient.document_id,
  email: recipient.email,
  phone: recipient.phone,
  landline_phone: recipient.landline_phone,
  address: recipient.address,
  address_2: recipient.address_2 ?? '',
  country_id: recipient.country_id,
  state_id: recipient.state_id,
  city_id: recipient.city_id,
  zip_code: recipient.zip_code,
});

/** The toasts of adding or editing a recipient, the same in sign-up and in the profile (docs/product.md#error-catalogue). */
export const recipientCreationMessages = {
  added: msg({ id: 'add-shipment-alert-success', message: 'Recipient added.' }),
  updated: msg`Recipient updated.`,
  gone: msg`This recipient had already been deleted.`,
  invalid: msg({
    id: 'add-shipment-alert-field-validation',
    message: 'The recipient could not be saved: please check the marked fields.',
  }),
};

/** The page the flow leaves for (until then it shows on the page that hosts it): the recipients. */
export type RecipientCreationPageName = 'recipients';

/** A refused save, adding or editing: back to the form with what was typed. */
const refused = [
  {
    description: 'FAILED_VALIDATION: the server’s messages under the fields, and the add-shipment-alert-field-validation toast.',
    guard: { type: 'isFailedValidation', params: errorParams },
    target: 'filling',
    actions: [{ type: 'assignFieldErrors', params: errorParams }, 'notifyInvalid'],
  },
  {
    description: 'Any other failure: its usual toast (too many tries, no network, anything else); the form stays to try again.',
    target: 'filling',
    actions: { type: 'notifyFailure', params: errorParams },
  },
] as const;

/**
 * Adding or editing a recipient (docs/product.md#recipients): the recipient form, then POST
 * api/recipients for a new one or PATCH api/recipients/{id} for the one it was started with. The
 * profile's add and edit pages run it, and sign-up and consolidation invoke it as a child for their
 * add-recipient page. The form keeps what was typed whatever the server answers.
 */
export const recipientCreationMachine = setup({
  types: {
    context: {} as RecipientCreationContext,
    input: {} as RecipientCreationInput,
    meta: {} as PageMeta<RecipientCreationPageName>,
    events: {} as RecipientCreationEvent,
    emitted: {} as NotifyEvent,
  },
  actors: {
    createRecipient: fromPromise<AddedRecipient, { values: RecipientValues }>(async () => {
      throw new Error('createRecipient is provided by the app');
    }),
    updateRecipient: fromPromise<Recipient, { id: number; values: RecipientValues }>(async () => {
      throw new Error('updateRecipient is provided by the app');
    }),
  },
  actions: {
    assignDraft: assign((_, params: { values: RecipientValues }) => ({ draft: params.values, fieldErrors: {} })),
    assignFieldErrors: assign((_, params: { error: unknown }) => ({ fieldErrors: fieldErrorsOf(params.error) })),
    notifyAdded: emit({ type: 'notify', kind: 'success', message: recipientCreationMessages.added } as const),
    notifyUpdated: emit({ type: 'notify', kind: 'success', message: recipientCreationMessages.updated } as const),
    notifyGone: emit({ type: 'notify', kind: 'error', message: recipientCreationMessages.gone } as const),
    notifyInvalid: emit({ type: 'notify', kind: 'error', message: recipientCreationMessages.invalid } as const),
    notifyFailure: emit((_, params: { error: unknown }) => notifyFailure(params.error)),
  },
  guards: {
    isEditing: ({ context }) => context.recipient !== null,
    isFailedValidation: hasCode('FAILED_VALIDATION'),
    isNotFound: hasCode('NOT_FOUND'),
  },
}).createMachine({
  id: 'recipientCreation',
  description:
    'Adding a recipient, or editing one: the form, then saving it. Sign-up, consolidation and the profile’s recipients share it.',
  context: ({ input }) => {
    const recipient = input?.recipient ?? null;
    return { recipient, draft: recipient && recipientValuesOf(recipient), fieldErrors: {} };
  },
  initial: 'filling',
  states: {
    filling: {
      description:
        'The recipient form: empty to add one, the recipient’s details to edit it; what was typed and the server’s field errors of the last try.',
      on: {
        SUBMIT: [
          {
            description: 'Editing: the recipient the flow started with is saved again.',
            guard: 'isEditing',
            target: 'updating',
            actions: { type: 'assignDraft', params: ({ event }) => ({ values: event.values }) },
          },
          { target: 'adding', actions: { type: 'assignDraft', params: ({ event }) => ({ values: event.values }) } },
        ],
      },
    },
    adding: {
      description: 'POST api/recipients.',
      tags: ['loading'],
      invoke: {
        id: 'createRecipient',
        src: 'createRecipient',
        input: ({ event }) => ({ values: event.values }),
        onDone: { target: 'added', actions: 'notifyAdded' },
        onError: refused,
      },
    },
    updating: {
      description: 'PATCH api/recipients/{id}: the same rules as adding, and only the customer’s own recipient.',
      tags: ['loading'],
      invoke: {
        id: 'updateRecipient',
        src: 'updateRecipient',
        input: ({ context, event }) => ({ id: context.recipient?.id ?? 0, values: event.values }),
        onDone: { target: 'updated', actions: 'notifyUpdated' },
        onError: [
          {
            description: 'NOT_FOUND: deleted meanwhile (another tab); back to the recipients, which no longer list it.',
            guard: { type: 'isNotFound', params: errorParams },
            target: 'gone',
            actions: 'notifyGone',
          },
          ...refused,
        ],
      },
    },
    added: {
      meta: { page: 'recipients' },
      description: 'The recipient is saved: sign-up shows its list again, the profile goes back to its recipients.',
      type: 'final',
    },
    updated: {
      meta: { page: 'recipients' },
      description: 'The changes are saved: the profile goes back to its recipients, which show them.',
      type: 'final',
    },
    gone: {
      meta: { page: 'recipients' },
      description: 'The recipient edited no longer exists: the profile goes back to its recipients.',
      type: 'final',
    },
  },
});
