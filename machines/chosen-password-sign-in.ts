// Sign-up and password recovery both end their password step by signing in with the password the
// customer has just chosen (docs/product.md#4-flows): the actor and what it is given, written once.
import { fromPromise } from 'xstate';
import type { SessionUser } from './session.ts';

type Credentials = { email: string; password: string };

/** What a sign-in answers: the session's token and its customer. */
export type SignedIn = { token: string; user: SessionUser };

/** api/auth/token with the e-mail and the password; the app provides it. */
export const signInActor = fromPromise<SignedIn, Credentials>(async () => {
  throw new Error('signIn is provided by the app');
});

/** The invoke's actor and input: the flow's e-mail and the password it keeps until then. */
export const signInWithChosenPassword = {
  src: 'signIn',
  input: ({ context }: { context: Credentials }) => ({ email: context.email, password: context.password }),
} as const;
