import { fromPromise, type ActorRefFrom } from 'xstate';
import { recipientRemovalMachine } from '../../../machines/recipient-removal.ts';
import type { RecipientsApi } from '../../api/recipients.ts';

/** The recipientRemoval machine with the real call; `onRemoved` drops the recipient from the list. */
export function provideRecipientRemoval(api: RecipientsApi, onRemoved: (id: number) => void) {
  return recipientRemovalMachine.provide({
    actors: { removeRecipient: fromPromise<unknown, { id: number }>(({ input }) => api.remove(input.id)) },
    actions: { announceRemoved: (_, params) => onRemoved(params.id) },
  });
}

export type RecipientRemovalActor = ActorRefFrom<typeof recipientRemovalMachine>;
