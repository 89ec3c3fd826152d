import { assign, emit, fromPromise, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { NotifyEvent } from './notify.ts';
import { errorParams, hasCode, notifyFailure } from './failures.ts';

/** The recipient a delete button names: its id for the call, its name for the confirmation. */
export type RemovableRecipient = { id: number; display_name: string };

export type RecipientRemovalContext = {
  /** The recipient the confirmation asks about; null while it is closed. */
  recipient: RemovableRecipient | null;
  /** The recipients deleted (or found gone) since the list loaded: the list leaves them out. */
  removedIds: number[];
};

export type RecipientRemovalEvent =
  | { type: 'ASK'; recipient: RemovableRecipient }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM' };

/** The id of the recipient asked about: the call's input, and what the list drops. */
const recipientIdOf = ({ context }: { context: RecipientRemovalContext }) => ({ id: context.recipient?.id ?? 0 });

export const recipientRemovalMessages = {
  deleted: msg`Recipient deleted.`,
  alreadyDeleted: msg`This recipient had already been deleted.`,
  notDeleted: msg`The recipient could not be deleted. Please try again.`,
};

/**
 * Deleting a recipient from the profile's list: a confirmation, then DELETE api/recipients/{id}.
 * Deleted (or already gone on the server) it leaves the list; any other failure says so with an
 * error toast (docs/product.md#failed-loads) and the list stays as it was. The dialog closes either way.
 */
export const recipientRemovalMachine = setup({
  types: {
    context: {} as RecipientRemovalContext,
    events: {} as RecipientRemovalEvent,
    emitted: {} as NotifyEvent,
  },
  actors: {
    removeRecipient: fromPromise<unknown, { id: number }>(async () => {
      throw new Error('removeRecipient is provided by the app');
    }),
  },
  actions: {
    assignRecipient: assign((_, params: { recipient: RemovableRecipient }) => ({ recipient: params.recipient })),
    forgetRecipient: assign({ recipient: null }),
    markRemoved: assign(({ context }, params: { id: number }) => ({
      removedIds: context.removedIds.includes(params.id) ? context.removedIds : [...context.removedIds, params.id],
    })),
    notifyDeleted: emit({ type: 'notify', kind: 'success', message: recipientRemovalMessages.deleted } as const),
    notifyAlreadyDeleted: emit({ type: 'notify', kind: 'info', message: recipientRemovalMessages.alreadyDeleted } as const),
    notifyNotDeleted: emit({ type: 'notify', kind: 'error', message: recipientRemovalMessages.notDeleted } as const),
    notifyFailure: emit((_, params: { error: unknown }) => notifyFailure(params.error)),
  },
  guards: {
    isNotFound: hasCode('NOT_FOUND'),
    isTooManyRequests: hasCode('TOO_MANY_REQUESTS'),
    isNetworkError: hasCode('NETWORK_ERROR'),
  },
}).createMachine({
  id: 'recipientRemoval',
  description: 'Deleting a recipient from the profile’s list, after a confirmation.',
  context: { recipient: null, removedIds: [] },
  initial: 'idle',
  states: {
    idle: {
      description: 'The list; no confirmation open.',
      on: {
        ASK: {
          target: 'confirming',
          actions: { type: 'assignRecipient', params: ({ event }) => ({ recipient: event.recipient }) },
        },
      },
    },
    confirming: {
      description: '"Delete this recipient?": Cancel, or Delete.',
      tags: ['open'],
      on: {
        CANCEL: { target: 'idle', actions: 'forgetRecipient' },
        CONFIRM: 'deleting',
      },
    },
    deleting: {
      description: 'DELETE api/recipients/{id}; the dialog stays open, busy, and cannot be cancelled.',
      tags: ['open', 'loading'],
      invoke: {
        id: 'removeRecipient',
        src: 'removeRecipient',
        input: recipientIdOf,
        onDone: {
          target: 'idle',
          actions: [
            { type: 'markRemoved', params: recipientIdOf },
            'notifyDeleted',
            'forgetRecipient',
          ],
        },
        onError: [
          {
            description: 'NOT_FOUND: it was deleted already (in another tab, say): it leaves the list too.',
            guard: { type: 'isNotFound', params: errorParams },
            target: 'idle',
            actions: [
              { type: 'markRemoved', params: recipientIdOf },
              'notifyAlreadyDeleted',
              'forgetRecipient',
            ],
          },
          {
            description: 'TOO_MANY_REQUESTS: wait a few minutes; the recipient stays.',
            guard: { type: 'isTooManyRequests', params: errorParams },
            target: 'idle',
            actions: [{ type: 'notifyFailure', params: errorParams }, 'forgetRecipient'],
          },
          {
            description: 'NETWORK_ERROR: the server cannot be reached; the recipient stays.',
            guard: { type: 'isNetworkError', params: errorParams },
            target: 'idle',
            actions: [{ type: 'notifyFailure', params: errorParams }, 'forgetRecipient'],
          },
          {
            description: 'Any other failure: the recipient stays, and the toast says so.',
            target: 'idle',
            actions: ['notifyNotDeleted', 'forgetRecipient'],
          },
        ],
      },
    },
  },
});
