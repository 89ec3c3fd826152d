// Walks every simple path of a machine with @xstate/graph, replays each path in a live actor
// (fake actors that never settle; their answers are sent as done/error events), asserts every
// step, and measures which states and transitions the replays really took.
import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import {
  createActor,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import { expect } from 'vitest';
import {
  allStateIds,
  allTransitions,
  coverageOf,
  percent,
  transitionKey,
  recordOf,
  writeCoverageRecord,
  type Coverage,
  type CoverageRecord,
} from '../../support/statechart-coverage.ts';

export type WalkResult = {
  paths: number;
  steps: number;
  states: Coverage;
  transitions: Coverage;
  /** What the replays took and what there was, for the coverage table. */
  record: CoverageRecord;
};

export type StepCheck<M extends AnyStateMachine> = (step: {
  snapshot: SnapshotFrom<M>;
  event: EventObject;
  emitted: EventObject[];
  calls: string[];
}) => void;

export type WalkOptions<M extends AnyStateMachine> = {
  machine: M;
  /** Each input starts its own set of paths (a machine may start differently). */
  inputs?: unknown[];
  events: EventObject[] | ((snapshot: SnapshotFrom<M>) => EventObject[]);
  /** Checked after every step whose state matches the key (a state path such as 'signedIn.withClient'). */
  checks: Record<string, StepCheck<M>>;
  /** Names of actions to record, so checks can see they ran. */
  recordActions?: string[];
  /**
   * `simple` (default) walks every simple path; `shortest` walks one shortest path to each reachable
   * snapshot, for machines (parallel regions) whose simple paths are too many to walk. Either way
   * every event possible at a path's end is replayed as one more step, so every transition is taken.
   */
  strategy?: 'simple' | 'shortest';
};

const stateIds = (snapshot: unknown) =>
  ((snapshot as { _nodes: { id: string; type: string }[] })._nodes ?? []).map((n) => n.id);

export function walkMachine<M extends AnyStateMachine>(options: WalkOptions<M>): WalkResult {
  const { machine, events, checks } = options;
  const takenTransitions = new Set<string>();
  const visitedStates = new Set<string>();
  let stepCount = 0;

  const candidates = (snapshot: SnapshotFrom<M>) =>
    typeof events === 'function' ? events(snapshot) : events;

  // A simple path never revisits a state, so back edges (a retry, an error that returns to a form)
  // are walked as one more step from the end of each simple path.
  const replay = (input: unknown, steps: { event: EventObject; state?: { value: unknown } }[], closing: boolean) => {
    const calls: string[] = [];
    const recorded = Object.fromEntries(
      (options.recordActions ?? []).map((name) => [name, () => void calls.push(name)]),
    );
    const emitted: EventObject[] = [];
    const live = machine.provide({
      actions: recorded as never,
      actors: Object.fromEntries(
        Object.keys(machine.implementations.actors).map((key) => [key, neverSettles]),
      ) as never,
    });
    const actor: AnyActorRef = createActor(live, {
      input: input as never,
      inspect: (inspection) => {
        if (inspection.type !== '@xstate.microstep') return;
        for (const t of (inspection as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
          takenTransitions.add(transitionKey(t));
          // Transient states (left at once by `always`) only show up as a transition's ends.
          visitedStates.add(t.source.id);
          t.target?.forEach((n) => visitedStates.add(n.id));
        }
      },
    });
    actor.on('*', (event: EventObject) => void emitted.push(event));
    actor.start();
    stateIds(actor.getSnapshot()).forEach((id) => visitedStates.add(id));
    const closingEvents: EventObject[] = [];
    for (const step of steps) {
      emitted.length = 0;
      calls.length = 0;
      actor.send(step.event);
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      stepCount++;
      // The replay must land where the graph said it would.
      if (step.state) expect(snapshot.value, `after ${step.event.type}`).toEqual(step.state.value);
      stateIds(snapshot).forEach((id) => visitedStates.add(id));
      let checked = false;
      for (const [state, check] of Object.entries(checks)) {
        if (snapshot.matches(state as never)) {
          check({ snapshot: snapshot as SnapshotFrom<M>, event: step.event, emitted: [...emitted], calls: [...calls] });
          checked = true;
        }
      }
      expect(checked, `no check for state ${JSON.stringify(snapshot.value)}`).toBe(true);
    }
    if (!closing) {
      const end = actor.getSnapshot() as AnyMachineSnapshot;
      closingEvents.push(...candidates(end as SnapshotFrom<M>).filter((event) => end.can(event)));
    }
    actor.stop();
    return closingEvents;
  };

  let walks = 0;
  for (const input of options.inputs ?? [undefined]) {
    const find = options.strategy === 'shortest' ? getShortestPaths : getSimplePaths;
    for (const path of find(machine, { events: events as never, input: input as never })) {
      const steps = path.steps.slice(1) as { event: EventObject; state: { value: unknown } }[];
      const closing = replay(input, steps, false);
      walks++;
      for (const event of closing) {
        replay(input, [...steps, { event }], true);
        walks++;
      }
    }
  }

  return {
    paths: walks,
    steps: stepCount,
    states: coverageOf(allStateIds(machine), visitedStates),
    transitions: coverageOf(allTransitions(machine).map(transitionKey), takenTransitions),
    record: recordOf(machine, { flow: machine.id, paths: walks, steps: stepCount, states: visitedStates, transitions: takenTransitions }),
  };
}

import { fromPromise } from 'xstate';
const neverSettles = fromPromise(() => new Promise<never>(() => {}));

/** The walk's one-line summary; also leaves its record for `npm run test:paths`'s table. */
export function reportCoverage(name: string, result: WalkResult): string {
  writeCoverageRecord('model', name, { ...result.record, flow: name });
  return `${name}: ${result.paths} paths, ${result.steps} steps; states ${result.states.covered}/${result.states.total} (${percent(
    result.states,
  )}%), transitions ${result.transitions.covered}/${result.transitions.total} (${percent(result.transitions)}%)`;
}
