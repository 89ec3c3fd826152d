// Walks a machine's transition cover with @xstate/graph, replays each path in a live actor (fake
// actors that never settle; their answers are sent as done/error events), asserts every step, and
// measures which states and transitions the replays really took.
import { getShortestPaths } from '@xstate/graph';
import {
  createActor,
  fromPromise,
  transition,
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

/** One step of a replay: the event sent and the snapshot it led to. */
export type WalkStep<M extends AnyStateMachine> = { event: EventObject; snapshot: SnapshotFrom<M> };

export type StepCheck<M extends AnyStateMachine> = (step: {
  snapshot: SnapshotFrom<M>;
  event: EventObject;
  emitted: EventObject[];
  calls: string[];
  /** The steps of this replay so far, this one last: what led here, for checks that depend on it. */
  path: WalkStep<M>[];
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
};

type PlannedStep = { event: EventObject; state: AnyMachineSnapshot };

const stateIds = (snapshot: unknown) =>
  ((snapshot as { _nodes: { id: string; type: string }[] })._nodes ?? []).map((n) => n.id);

const neverSettles = fromPromise(() => new Promise<never>(() => {}));

/** The machine with every actor replaced by one that never settles: the walk sends the answers. */
const withFakeActors = <M extends AnyStateMachine>(machine: M, actions: Record<string, unknown> = {}): M =>
  machine.provide({
    actions: actions as never,
    actors: Object.fromEntries(Object.keys(machine.implementations.actors).map((key) => [key, neverSettles])) as never,
  }) as M;

/** Collects the transition definitions an actor takes, eventless ones and done events included. */
const transitionInspector = (taken: Set<string>, visited?: Set<string>) => (inspection: { type: string }) => {
  if (inspection.type !== '@xstate.microstep') return;
  for (const t of (inspection as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
    taken.add(transitionKey(t));
    // Transient states (left at once by `always`) only show up as a transition's ends.
    visited?.add(t.source.id);
    t.target?.forEach((n) => visited?.add(n.id));
  }
};

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  value === 0 ||
  value === false ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0);

/** Which of a context's fields hold something: what a step's outcome may depend on besides the event. */
const contextShape = (context: Record<string, unknown>) =>
  Object.entries(context ?? {})
    .filter(([, value]) => !isEmpty(value))
    .map(([key]) => key)
    .join(',');

/** The transition definitions one event takes from `snapshot`: the live actor, restored there, is asked. */
function transitionsOf(live: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): Set<string> {
  const taken = new Set<string>();
  const actor = createActor(live, {
    snapshot: live.getPersistedSnapshot(snapshot),
    inspect: transitionInspector(taken),
  });
  actor.start();
  actor.send(event);
  actor.stop();
  return taken;
}

/**
 * The paths a machine is walked by, from one input (a transition cover, as the UI paths have in
 * e2e/paths/support/transition-cover.ts): @xstate/graph's shortest path to every reachable snapshot,
 * each extended by every event its end accepts; of those, for every transition definition, every
 * event (payload included) that takes it and every set of filled context fields it is taken from,
 * the shortest path whose last step takes it; then the paths another path starts with are dropped
 * (its replay takes them anyway). So every transition is taken by every event variant that can take
 * it (each error code's toast is checked), and from an empty and a filled draft, summary, session…
 * when both can happen: far fewer paths than every simple path, or one per reachable snapshot.
 */
function transitionCover<M extends AnyStateMachine>(
  machine: M,
  input: unknown,
  events: WalkOptions<M>['events'],
): PlannedStep[][] {
  const live = withFakeActors(machine);
  // Only the events a snapshot accepts: an answer nothing waits for would stop the machine with an
  // error, and the graph (which tells snapshots apart by state and context) would mix the two up.
  const accepted = (snapshot: AnyMachineSnapshot) =>
    (typeof events === 'function' ? events(snapshot as SnapshotFrom<M>) : events).filter((event) => snapshot.can(event));
  const best = new Map<string, PlannedStep[]>();
  for (const path of getShortestPaths(live, { events: accepted as never, input: input as never })) {
    const prefix = path.steps.slice(1).map(({ event, state }) => ({ event, state: state as AnyMachineSnapshot }));
    const end = path.state as AnyMachineSnapshot;
    const shape = contextShape(end.context);
    for (const event of accepted(end)) {
      const [next] = transition(live, end as never, event as never);
      const steps = [...prefix, { event, state: next as AnyMachineSnapshot }];
      for (const key of transitionsOf(live, end, event)) {
        const id = `${key} ${JSON.stringify(event)} ${shape}`;
        const known = best.get(id);
        if (!known || known.length > steps.length) best.set(id, steps);
      }
    }
  }
  const signature = (steps: PlannedStep[]) => steps.map((s) => `${JSON.stringify(s.event)}\n`).join('');
  const longestFirst = [...new Set(best.values())].sort((a, b) => b.length - a.length);
  const kept: PlannedStep[][] = [];
  const keptSignatures: string[] = [];
  for (const steps of longestFirst) {
    const own = signature(steps);
    if (keptSignatures.some((longer) => longer.startsWith(own))) continue;
    kept.push(steps);
    keptSignatures.push(own);
  }
  return kept;
}

export function walkMachine<M extends AnyStateMachine>(options: WalkOptions<M>): WalkResult {
  const { machine, checks } = options;
  const takenTransitions = new Set<string>();
  const visitedStates = new Set<string>();
  let stepCount = 0;

  // What the recorded actions did and what the machine emitted, during the step being replayed.
  const calls: string[] = [];
  const emitted: EventObject[] = [];
  const recorded = Object.fromEntries((options.recordActions ?? []).map((name) => [name, () => void calls.push(name)]));
  const live = withFakeActors(machine, recorded);

  const replay = (input: unknown, steps: PlannedStep[]) => {
    calls.length = 0;
    emitted.length = 0;
    const actor: AnyActorRef = createActor(live, {
      input: input as never,
      inspect: transitionInspector(takenTransitions, visitedStates),
    });
    actor.on('*', (event: EventObject) => void emitted.push(event));
    actor.start();
    stateIds(actor.getSnapshot()).forEach((id) => visitedStates.add(id));
    const path: WalkStep<M>[] = [];
    for (const step of steps) {
      emitted.length = 0;
      calls.length = 0;
      actor.send(step.event);
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      stepCount++;
      // The replay must land where the graph said it would.
      expect(snapshot.value, `after ${step.event.type}`).toEqual(step.state.value);
      stateIds(snapshot).forEach((id) => visitedStates.add(id));
      path.push({ event: step.event, snapshot: snapshot as SnapshotFrom<M> });
      let checked = false;
      for (const [state, check] of Object.entries(checks)) {
        if (snapshot.matches(state as never)) {
          check({ snapshot: snapshot as SnapshotFrom<M>, event: step.event, emitted: [...emitted], calls: [...calls], path: [...path] });
          checked = true;
        }
      }
      expect(checked, `no check for state ${JSON.stringify(snapshot.value)}`).toBe(true);
    }
    actor.stop();
  };

  let walks = 0;
  for (const input of options.inputs ?? [undefined]) {
    for (const steps of transitionCover(machine, input, options.events)) {
      replay(input, steps);
      walks++;
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

/** The walk's one-line summary; also leaves its record for `npm run test:paths`'s table. */
export function reportCoverage(name: string, result: WalkResult): string {
  writeCoverageRecord('model', name, { ...result.record, flow: name });
  return `${name}: ${result.paths} paths, ${result.steps} steps; states ${result.states.covered}/${result.states.total} (${percent(
    result.states,
  )}%), transitions ${result.transitions.covered}/${result.transitions.total} (${percent(result.transitions)}%)`;
}
