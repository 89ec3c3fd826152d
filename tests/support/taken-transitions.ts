// Which transition definitions a step took. XState's public API answers only part of it:
// `machine.getTransitionData(snapshot, event)` gives the event's own transitions, but not the
// eventless ones (`always`), the raised events and the done events that follow in the same
// macrostep, and a guarded `always` branch is a transition of its own for the coverage. Only the
// microstep inspection's `_transitions` (a private field) says which ones fired: this module is
// the one place the path tests read it.
import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type AnyTransitionDefinition, type EventObject, type InspectionEvent } from 'xstate';

/** Called with what each microstep of the inspected actor took, and the snapshot it led to. */
export type OnMicrostep = (transitions: AnyTransitionDefinition[], snapshot: AnyMachineSnapshot) => void;

/** An `inspect` option that reports the microsteps of the root actor (not of its children). */
export const microstepInspector =
  (onMicrostep: OnMicrostep) =>
  (inspection: InspectionEvent): void => {
    if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return;
    onMicrostep(inspection._transitions, inspection.snapshot as AnyMachineSnapshot);
  };

/** What one event takes from `snapshot`: the transitions fired and the snapshot it ends in. */
export function takenBy(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): { transitions: AnyTransitionDefinition[]; next: AnyMachineSnapshot } {
  const transitions: AnyTransitionDefinition[] = [];
  // The actor restored at `snapshot` reports only what the event does: it starts with no microstep.
  const actor = createActor(machine, {
    snapshot: machine.getPersistedSnapshot(snapshot),
    inspect: microstepInspector((taken) => void transitions.push(...taken)),
  });
  actor.start();
  actor.send(event);
  const next = actor.getSnapshot() as AnyMachineSnapshot;
  actor.stop();
  return { transitions, next };
}
