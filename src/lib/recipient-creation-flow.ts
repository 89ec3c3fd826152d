import { fromPromise } from 'xstate';
import { recipientCreationMachine, type AddedRecipient, type RecipientValues } from '../../machines/recipient-creation.ts';
import type { Recipient } from '../api/contract/recipients.ts';
import type { RecipientsApi } from '../api/recipients.ts';

/**
 * The recipientCreation machine with the real calls, for the places that add or edit a recipient:
 * the profile's add and edit pages, and the sign-up wizard and consolidation (which invoke it as a child).
 */
export function provideRecipientCreation(api: RecipientsApi) {
  return recipientCreationMachine.provide({
    actors: {
      // The form sends values already checked against the contract; only the fixed type is added.
      createRecipient: fromPromise<AddedRecipient, { values: RecipientValues }>(({ input }) =>
        api.create({ ...input.values, type: 'PERSON' }),
      ),
      updateRecipient: fromPromise<Recipient, { id: number; values: RecipientValues }>(({ input }) =>
        api.update(input.id, { ...input.values, type: 'PERSON' }),
      ),
    },
  });
}
