// A recorded path (recorded-paths.ts) replayed in a live actor of the machine under test, with
// fake actors that never settle (their answers are sent as done/error events): each step's event
// is the walk's own event object, and the step must reach the state the record says, then pass
// the walk's checks. What the replays took is kept for the coverage test.
import { expect } from 'vitest';
import { createActor, fromPromise, getStateNodes, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type AnyTransitionDefinition, type EventObject, type SnapshotFrom } from 'xstate';
import { snapshotWords } from '../../support/path-words.ts';
import { ignoredOutcomesOf, transitionKey } from '../../support/statechart-coverage.ts';
import { microstepInspector } from '../../support/taken-transitions.ts';
import type { MachinePaths, PathWalk, WalkStep } from './path-walk.ts';
import type { RecordedPath, RecordedStep } from './recorded-paths.ts';

const neverSettles = fromPromise(() => new Promise<never>(() => {}));

/** The machine with every actor replaced by one that never settles: the walk sends the answers. */
export const withFakeActors = <M extends AnyStateMachine>(machine: M, actions: Record<string, unknown>): M =>
  machine.provide({
    actions: actions as never,
    actors: Object.fromEntries(Object.keys(machine.implementations.actors).map((key) => [key, neverSettles])) as never,
  }) as M;

/** A walk's starts: each input, by its label (named inputs) or index, or the one start of no input. */
export const startsOf = (inputs: PathWalk<AnyStateMachine>['inputs']): { label?: string; key: string | number | null; input: unknown }[] =>
  inputs === undefined
    ? [{ key: null, input: undefined }]
    : Array.isArray(inputs)
      ? inputs.map((input, index) => ({ key: index, input }))
      : Object.entries(inputs).map(([label, input]) => ({ label, key: label, input }));

/** What the replays took: state ids, transition keys, ignored events' keys, and the steps sent. */
type Seen = { states: Set<string>; transitions: Set<string>; ignored: Set<string>; steps: number };

export type PathRunner = {
  /** Replays one path; throws at the first step that reaches another state than recorded, or fails a check. */
  replay: (path: RecordedPath) => void;
  seen: Seen;
};

/** Replays recorded paths against `options.machine` (the machine under test, or a mutant of it) with the walks' events and checks. */
export function pathRunner<M extends AnyStateMachine>(options: MachinePaths<M>): PathRunner {
  const { machine } = options;
  const walks: PathWalk<M>[] = [options, ...(options.moreWalks ?? [])];
  // What the recorded actions did and what the machine emitted, during the step being replayed.
  const calls: string[] = [];
  const emitted: EventObject[] = [];
  const recorded = Object.fromEntries((options.recordActions ?? []).map((name) => [name, () => void calls.push(name)]));
  const live = withFakeActors(machine, recorded);
  const seen: Seen = { states: new Set(), transitions: new Set(), ignored: new Set(), steps: 0 };
  const visit = (snapshot: AnyMachineSnapshot) => getStateNodes(machine.root, snapshot.value).forEach((node) => seen.states.add(node.id));

  const inputOf = (path: RecordedPath, walk: PathWalk<M>) => {
    const start = startsOf(walk.inputs).find(({ key }) => key === path.input);
    if (!start) throw new Error(`${path.name}: its start ${JSON.stringify(path.input)} is no longer among the walk's inputs (npm run flows writes the paths again)`);
    return start.input;
  };

  /** The walk's own event object for a recorded one (checks may compare events by identity). */
  const eventOf = (walk: PathWalk<M>, snapshot: SnapshotFrom<M>, step: RecordedStep, label: string): EventObject => {
    const tried = typeof walk.events === 'function' ? walk.events(snapshot) : walk.events;
    const sent = JSON.stringify(step.event);
    const event = tried.find((candidate) => JSON.stringify(candidate) === sent);
    if (!event) throw new Error(`${label}: ${step.as} is not among the events the walk tries in ${snapshotWords(snapshot)} (npm run flows writes the paths again)`);
    return event;
  };

  const replay = (path: RecordedPath) => {
    const walk = walks[path.walk];
    if (!walk) throw new Error(`${path.name}: the test has no walk ${path.walk} (npm run flows writes the paths again)`);
    // The transitions the step being sent takes.
    const stepTransitions: AnyTransitionDefinition[] = [];
    calls.length = 0;
    emitted.length = 0;
    const actor: AnyActorRef = createActor(live, {
      input: inputOf(path, walk) as never,
      inspect: microstepInspector((transitions, snapshot) => {
        stepTransitions.push(...transitions);
        for (const t of transitions) {
          seen.transitions.add(transitionKey(t));
          // A state left at once (by `always`) is in no snapshot: only a transition's ends show it.
          seen.states.add(t.source.id);
          t.target?.forEach((node) => seen.states.add(node.id));
        }
        visit(snapshot);
      }),
    });
    actor.on('*', (event: EventObject) => void emitted.push(event));
    actor.start();
    try {
      const first = actor.getSnapshot() as AnyMachineSnapshot;
      visit(first);
      expect(snapshotWords(first), `start → expected ${path.start}, got ${snapshotWords(first)}`).toBe(path.start);
      const done: WalkStep<M>[] = [];
      path.steps.forEach((step, index) => {
        const label = `step ${index + 1}`;
        const before = actor.getSnapshot() as AnyMachineSnapshot;
        const event = eventOf(walk, before as SnapshotFrom<M>, step, label);
        emitted.length = 0;
        calls.length = 0;
        stepTransitions.length = 0;
        actor.send(event);
        const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
        seen.steps++;
        visit(snapshot);
        // The step must land where the record says: a transition sent elsewhere fails here, naming its step.
        const got = snapshotWords(snapshot);
        expect(got, `${label}, ${step.as} → expected ${step.state}, got ${got}`).toBe(step.state);
        if (step.ignored) {
          // Every guard failed: no transition, no action, the same state and status.
          expect(stepTransitions.map(transitionKey), `${label}, ${step.as}: a transition took it`).toEqual([]);
          expect(snapshot.status, `${label}, ${step.as}: the machine's status`).toBe(before.status);
          ignoredOutcomesOf(live, before, event).forEach((key) => seen.ignored.add(key));
        }
        done.push({ event, snapshot: snapshot as SnapshotFrom<M> });
        const matching = Object.entries(walk.checks).filter(([state]) => snapshot.matches(state as never));
        expect(matching.length, `a check for ${got}`).toBeGreaterThan(0);
        for (const [, check] of matching) {
          check({ snapshot: snapshot as SnapshotFrom<M>, event, emitted: [...emitted], calls: [...calls], path: [...done], ignored: step.ignored === true });
        }
      });
    } finally {
      // Stopped when a step fails too: no delay of it fires later.
      actor.stop();
    }
  };

  return { replay, seen };
}
