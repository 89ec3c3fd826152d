import { fromPromise } from 'xstate';
import { pinMachine, type PinPurpose } from '../../machines/pin.ts';
import type { Http } from '../api/http.ts';
import { pinApi } from '../api/pin.ts';

/** The pin machine with the real calls, for the flows that invoke it (sign-up and recovery). */
export function providePin(http: Http) {
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

/** Checks whether the e-mail has a granted code (the server sends one when it has not). */
export const checkPinActor = (http: Http, purpose: PinPurpose) =>
  fromPromise<unknown, { email: string }>(async ({ input }) => pinApi(http).check(input.email, purpose));
