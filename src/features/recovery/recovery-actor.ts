import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { recoveryMachine } from '../../../machines/recovery.ts';

export type RecoveryActor = ActorRefFrom<typeof recoveryMachine>;

/** The recovery flow's actor, created by RecoveryFlow for its pages. */
export const RecoveryActorContext = createContext<RecoveryActor | null>(null);

export function useRecovery(): RecoveryActor {
  const actor = useContext(RecoveryActorContext);
  if (!actor) throw new Error('useRecovery needs RecoveryFlow');
  return actor;
}

/** Recovery's forms get no field errors from the server (its answers are toasts). */
export const NO_FIELD_ERRORS: Record<string, string[]> = {};
