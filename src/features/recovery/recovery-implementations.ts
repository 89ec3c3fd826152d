import { fromPromise } from 'xstate';
import { recoveryMachine } from '../../../machines/recovery.ts';
import { accountsApi, type NewPassword } from '../../api/accounts.ts';
import { authApi } from '../../api/auth.ts';
import type { LoginRequest } from '../../api/contract/auth.ts';
import type { Http } from '../../api/http.ts';
import { provideEmailConfirmation } from '../../lib/email-confirmation-flow.ts';
import type { SessionActor } from '../../lib/session-context.ts';

/** The recovery machine with the real calls, and the session it opens at the end. */
export function provideRecovery(http: Http, session: SessionActor) {
  const auth = authApi(http);
  const accounts = accountsApi(http);
  return recoveryMachine.provide({
    actors: {
      emailConfirmation: provideEmailConfirmation(http),
      resetPassword: fromPromise<unknown, NewPassword>(async ({ input }) => accounts.resetPassword(input)),
      signIn: fromPromise(async ({ input }: { input: LoginRequest }) => auth.login(input)),
    },
    actions: {
      startSession: (_, params) => session.send({ type: 'SESSION_STARTED', token: params.token, user: params.user }),
    },
  });
}
