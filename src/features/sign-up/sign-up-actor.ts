import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { signUpMachine } from '../../../machines/sign-up.ts';

export type SignUpActor = ActorRefFrom<typeof signUpMachine>;

/** The sign-up flow's actor, created by SignUpFlow for every page of the wizard. */
export const SignUpActorContext = createContext<SignUpActor | null>(null);

export function useSignUp(): SignUpActor {
  const actor = useContext(SignUpActorContext);
  if (!actor) throw new Error('useSignUp needs SignUpFlow');
  return actor;
}
