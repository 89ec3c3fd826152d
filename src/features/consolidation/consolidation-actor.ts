import { createContext, useContext } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ConsolidationStep, consolidationMachine } from '../../../machines/consolidation.ts';
import { pageOf } from '../../../machines/page.ts';

export type ConsolidationActor = ActorRefFrom<typeof consolidationMachine>;
export type ConsolidationSnapshot = SnapshotFrom<typeof consolidationMachine>;

/** The consolidation's actor, created by ConsolidationFlow for its step views. */
export const ConsolidationActorContext = createContext<ConsolidationActor | null>(null);

export function useConsolidation(): ConsolidationActor {
  const actor = useContext(ConsolidationActorContext);
  if (!actor) throw new Error('useConsolidation needs ConsolidationFlow');
  return actor;
}

/** The step the flow is on (null while it loads, failed to, or leaves for the shipment's page). */
export function stepOf(snapshot: ConsolidationSnapshot): ConsolidationStep | null {
  const page = pageOf(snapshot);
  return page === 'shipment' ? null : page;
}
