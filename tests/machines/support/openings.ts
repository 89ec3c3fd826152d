// The ways into a machine that end at once: a start in a final state is a path of no step, which
// the walk (path-walk.ts) does not take. Such a start is run here, and what it took is added to the
// walk's coverage.
import { createActor, type AnyStateMachine, type AnyTransitionDefinition, type InputFrom, type InspectionEvent } from 'xstate';
import { allStateIds, allTransitions, coverageOf, transitionKey } from '../../support/statechart-coverage.ts';
import type { WalkResult } from './path-walk.ts';

export type Opening<M extends AnyStateMachine> = { snapshot: ReturnType<ReturnType<typeof createActor<M>>['getSnapshot']>; transitions: Set<string>; states: Set<string> };

/** The machine started with `input` and stopped: where it is, and the states and transitions it took. */
export function open<M extends AnyStateMachine>(machine: M, input: InputFrom<M>): Opening<M> {
  const transitions = new Set<string>();
  const states = new Set<string>();
  const actor = createActor(machine, {
    input,
    inspect: (inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.microstep') return;
      for (const t of (inspection as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
        transitions.add(transitionKey(t));
        states.add(t.source.id);
        t.target?.forEach((node) => states.add(node.id));
      }
    },
  } as never);
  actor.start();
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { snapshot, transitions, states };
}

/** The walk's coverage with what the openings took. */
export function withOpenings<M extends AnyStateMachine>(machine: M, result: WalkResult, openings: Opening<M>[]): WalkResult {
  const states = [...result.record.states, ...openings.flatMap((o) => [...o.states])];
  const transitions = [...result.record.transitions, ...openings.flatMap((o) => [...o.transitions])];
  return {
    ...result,
    states: coverageOf(allStateIds(machine), states),
    transitions: coverageOf(allTransitions(machine).map(transitionKey), transitions),
    record: { ...result.record, states: [...new Set(states)], transitions: [...new Set(transitions)] },
  };
}
