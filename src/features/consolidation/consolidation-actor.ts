import { createContext, useContext } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ConsolidationStep, consolidationMachine } from '../../../machines/consolidation.ts';

export type ConsolidationActor = ActorRefFrom<typeof consolidationMachine>;
export type ConsolidationSnapshot = SnapshotFrom<typeof consolidationMachine>;

/** The consolidation's actor, created by ConsolidationFlow for its step views. */
export const ConsolidationActorContext = createContext<ConsolidationActor | null>(null);

export function useConsolidation(): ConsolidationActor {
  const actor = useContext(ConsolidationActorContext);
  if (!actor) throw new Error('useConsolidation needs ConsolidationFlow');
  return actor;
}

/** The step the flow is on (null while it loads or failed to). */
export function stepOf(snapshot: ConsolidationSnapshot): ConsolidationStep | null {
  if (snapshot.matches('packages')) return 'packages';
  if (snapshot.matches('recipient')) return 'recipient';
  if (snapshot.matches('service')) return 'service';
  if (snapshot.matches('options')) return 'options';
  if (snapshot.matches('review')) return 'review';
  return null;
}
