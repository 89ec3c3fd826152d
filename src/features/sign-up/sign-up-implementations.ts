import { fromPromise } from 'xstate';
import { signUpMachine, type PersonalData, type SavedClient } from '../../../machines/sign-up.ts';
import type { SignedIn } from '../../../machines/chosen-password-sign-in.ts';
import { accountsApi, type NewPassword } from '../../api/accounts.ts';
import { authApi } from '../../api/auth.ts';
import { clientsApi } from '../../api/clients.ts';
import type { ClientCreate, ClientUpdate } from '../../api/contract/client.ts';
import type { Http } from '../../api/http.ts';
import { recipientsApi } from '../../api/recipients.ts';
import { provideEmailConfirmation } from '../../lib/email-confirmation-flow.ts';
import { provideRecipientCreation } from '../../lib/recipient-creation-flow.ts';
import type { SessionActor } from '../../lib/session-context.ts';

/** The forms send values already checked against the contract; only the fixed fields are added. */
const asClient = (email: string, values: PersonalData): ClientCreate => ({ ...values, email, type: 'PERSON' });
function asClientUpdate(values: PersonalData): ClientUpdate {
  const { name, last_name, document_id, phone, landline_phone, address, country_id, state_id, city_id, zip_code } = values;
  return { name, last_name, document_id, phone, landline_phone, address, country_id, state_id, city_id, zip_code, type: 'PERSON' };
}

/** The sign-up machine with the real calls, and the session it hands the new account to. */
export function provideSignUp(http: Http, session: SessionActor) {
  const auth = authApi(http);
  const accounts = accountsApi(http);
  const clients = clientsApi(http);
  const recipients = recipientsApi(http);
  return signUpMachine.provide({
    actors: {
      emailConfirmation: provideEmailConfirmation(http),
      registerUser: fromPromise<unknown, NewPassword>(async ({ input }) => accounts.register(input)),
      signIn: fromPromise(async ({ input }: { input: { email: string; password: string } }): Promise<SignedIn> =>
        auth.login(input),
      ),
      createClient: fromPromise<SavedClient, { email: string; values: PersonalData }>(async ({ input }) =>
        clients.create(asClient(input.email, input.values)),
      ),
      updateClient: fromPromise<SavedClient, { id: number; values: PersonalData }>(async ({ input }) =>
        clients.update(input.id, asClientUpdate(input.values)),
      ),
      recipientCreation: provideRecipientCreation(recipients),
    },
    actions: {
      startSession: (_, params) => session.send({ type: 'SESSION_STARTED', token: params.token, user: params.user }),
      announceClient: (_, params) => session.send({ type: 'CLIENT_SAVED', client: params.client }),
    },
  });
}
