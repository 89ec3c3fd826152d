import { fromPromise, type ActorRefFrom } from 'xstate';
import { recipientRemovalMachine } from '../../../machines/recipient-removal.ts';
import type { RecipientsApi } from '../../api/recipients.ts';

/** The recipientRemoval machine with the real call. */
export function provideRecipientRemoval(api: RecipientsApi) {
  return recipientRemovalMachine.provide({
    actors: { removeRecipient: fromPromise<unknown, { id: number }>(({ input }) => api.remove(input.id)) },
  });
}

export type RecipientRemovalActor = ActorRefFrom<typeof recipientRemovalMachine>;
