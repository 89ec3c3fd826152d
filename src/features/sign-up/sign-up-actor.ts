import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { signUpMachine } from '../../../machines/sign-up.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';

export type SignUpActor = ActorRefFrom<typeof signUpMachine>;

/** The sign-up flow's actor, created by SignUpFlow for every page of the wizard. */
export const SignUpActorContext = createContext<SignUpActor | null>(null);

export function useSignUp(): SignUpActor {
  const actor = useContext(SignUpActorContext);
  if (!actor) throw new Error('useSignUp needs SignUpFlow');
  return actor;
}

/** What a step's form shows of the flow: the server's field errors, and whether it is saving. */
export function useSignUpForm() {
  const actor = useSignUp();
  const fieldErrors = useActorSelector(actor, (s) => s.context.fieldErrors);
  const submitting = useActorSelector(actor, (s) => s.hasTag('loading'));
  return { actor, fieldErrors, submitting };
}
