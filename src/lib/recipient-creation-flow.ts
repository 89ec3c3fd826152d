import { fromPromise } from 'xstate';
import { recipientCreationMachine, type AddedRecipient, type RecipientValues } from '../../machines/recipient-creation.ts';
import type { RecipientsApi } from '../api/recipients.ts';

/**
 * The recipientCreation machine with the real call, for the two places that add a recipient:
 * the profile's add page, and the sign-up wizard (which invokes it as a child).
 */
export function provideRecipientCreation(api: RecipientsApi) {
  return recipientCreationMachine.provide({
    actors: {
      // The form sends values already checked against the contract; only the fixed type is added.
      createRecipient: fromPromise<AddedRecipient, { values: RecipientValues }>(({ input }) =>
        api.create({ ...input.values, type: 'PERSON' }),
      ),
    },
  });
}
