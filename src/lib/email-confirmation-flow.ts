import { fromPromise } from 'xstate';
import { emailConfirmationMachine } from '../../machines/email-confirmation.ts';
import { pinMachine, type PinPurpose } from '../../machines/pin.ts';
import type { Http } from '../api/http.ts';
import { pinApi } from '../api/pin.ts';

/** The pin machine with the real calls: the code entry of the e-mail confirmation. */
function providePin(http: Http) {
  const api = pinApi(http);
  return pinMachine.provide({
    actors: {
      grantPin: fromPromise<unknown, { email: string; purpose: PinPurpose; pin: string }>(async ({ input }) =>
        api.grant(input.email, input.purpose, input.pin),
      ),
      requestPin: fromPromise<Awaited<ReturnType<typeof api.request>>, { email: string; purpose: PinPurpose }>(async ({ input }) =>
        api.request(input.email, input.purpose),
      ),
    },
    actions: {
      // A failed resend is only logged (docs/product.md#codes).
      logResendFailure: (_, params) => console.warn('[pin] the code could not be sent again', params.error),
    },
  });
}

/**
 * The e-mail and code steps with the real calls, for the flows that invoke them (sign-up and
 * recovery): the check whether the e-mail has a granted code (the server sends one when it has
 * not), and the code entry.
 */
export function provideEmailConfirmation(http: Http) {
  const api = pinApi(http);
  return emailConfirmationMachine.provide({
    actors: {
      checkPin: fromPromise<unknown, { email: string; purpose: PinPurpose }>(async ({ input }) => api.check(input.email, input.purpose)),
      pin: providePin(http),
    },
  });
}
