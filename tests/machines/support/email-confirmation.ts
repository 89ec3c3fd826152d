// What sign-up and password recovery, which invoke the emailConfirmation child
// (machines/email-confirmation.ts), send of it and check of it; its own steps are walked in
// email-confirmation.test.ts.
import { expect } from 'vitest';
import type { EmailConfirmationOutput } from '../../../machines/email-confirmation.ts';
import type { PinPurpose } from '../../../machines/pin.ts';

/** The child's end: `email` and its code granted. */
export const confirmationOf = (email: string) => ({
  type: 'xstate.done.actor.emailConfirmation' as const,
  output: { email, pin: '654321' } satisfies EmailConfirmationOutput,
});

type Invoking = { children: { emailConfirmation?: { getSnapshot(): unknown } } };

/**
 * The walk stands a fake in for the child; its input must be what the real one gets: the flow's
 * `purpose`, the e-mail and code given before (`kept`) or none, and the code's rules of the input.
 */
export function expectConfirmationInput(snapshot: Invoking, purpose: PinPurpose, kept: EmailConfirmationOutput | null) {
  const child = snapshot.children.emailConfirmation?.getSnapshot() as { input?: unknown } | undefined;
  expect(child?.input).toEqual({ purpose, email: kept?.email ?? '', pin: kept?.pin ?? '', pinValidMinutes: 10, pinLength: 6 });
}
