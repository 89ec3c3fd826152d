// A machine's path tests: its transition cover (tests/support/path-cover.ts), each path its own
// Vitest test named by the path in words, replayed in a live actor (fake actors that never settle;
// their answers are sent as done/error events) with every step asserted; then one test that all
// the paths together took every state and transition, which leaves its record for the table
// `npm run test:paths` prints.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getStateNodes, type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type SnapshotFrom } from 'xstate';
import { pathCover, type CoverPath } from '../../support/path-cover.ts';
import { pathsInWords, pathsPage, snapshotWords } from '../../support/path-words.ts';
import { allStateIds, allTransitions, coverageOf, percent, recordOf, transitionKey, writeCoverageRecord } from '../../support/statechart-coverage.ts';
import { microstepInspector } from '../../support/taken-transitions.ts';

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

/** Checked after every step whose state matches the key (a state path such as 'signedIn.withClient'). */
export type StepChecks<M extends AnyStateMachine> = Record<string, StepCheck<M>>;

/** One set of starts and events the machine is walked from; its paths are named by the start's label. */
export type PathWalk<M extends AnyStateMachine> = {
  /** Each input starts its own paths; named (a record), its label says which start a path's name is from. */
  inputs?: unknown[] | Record<string, unknown>;
  events: readonly AnyEventObject[] | ((snapshot: SnapshotFrom<M>) => readonly AnyEventObject[]);
  checks: StepChecks<M>;
  /** false: each transition once, whatever the context (a walk added for a few transitions stays small). */
  byContext?: boolean;
};

export type MachinePaths<M extends AnyStateMachine> = PathWalk<M> & {
  machine: M;
  /** Names of actions to record, so checks can see they ran. */
  recordActions?: string[];
  /** More walks of the same machine (other starts or events): the coverage counts them all. */
  moreWalks?: PathWalk<M>[];
};

const neverSettles = fromPromise(() => new Promise<never>(() => {}));

/** The machine with every actor replaced by one that never settles: the walk sends the answers. */
const withFakeActors = <M extends AnyStateMachine>(machine: M, actions: Record<string, unknown>): M =>
  machine.provide({
    actions: actions as never,
    actors: Object.fromEntries(Object.keys(machine.implementations.actors).map((key) => [key, neverSettles])) as never,
  }) as M;

const startsOf = (inputs: PathWalk<AnyStateMachine>['inputs']): { label?: string; input: unknown }[] =>
  inputs === undefined
    ? [{ input: undefined }]
    : Array.isArray(inputs)
      ? inputs.map((input) => ({ input }))
      : Object.entries(inputs).map(([label, input]) => ({ label, input }));

type PlannedPath<M extends AnyStateMachine> = CoverPath & { startLabel?: string; checks: StepChecks<M> };

/** Declares the machine's path tests and its coverage test (in a describe of its own). */
export function testMachinePaths<M extends AnyStateMachine>(options: MachinePaths<M>): void {
  const { machine } = options;
  // The flow's name in the tests' names and in the table.
  const flow = machine.id;

  // What the recorded actions did and what the machine emitted, during the step being replayed.
  const calls: string[] = [];
  const emitted: EventObject[] = [];
  const recorded = Object.fromEntries((options.recordActions ?? []).map((name) => [name, () => void calls.push(name)]));
  const live = withFakeActors(machine, recorded);
  // The paths come from the machine's own actions: a recorded one stands in for what it did (an
  // assign among them), so the replay is only held to land in the same states.
  const planning = withFakeActors(machine, {});

  const planned: PlannedPath<M>[] = [options, ...(options.moreWalks ?? [])].flatMap((walk) =>
    startsOf(walk.inputs).flatMap(({ label, input }) =>
      pathCover(planning, { input, events: walk.events as never, byContext: walk.byContext }).map((path) => ({ ...path, startLabel: label, checks: walk.checks })),
    ),
  );
  const walks = pathsInWords(flow, planned);
  const names = walks.map((walk) => walk.name);

  // What the replays took, over all the paths.
  const visited = new Set<string>();
  const taken = new Set<string>();
  let steps = 0;
  const visit = (snapshot: AnyMachineSnapshot) => getStateNodes(machine.root, snapshot.value).forEach((node) => visited.add(node.id));

  const replay = ({ input, steps: planSteps, checks }: PlannedPath<M>) => {
    calls.length = 0;
    emitted.length = 0;
    const actor: AnyActorRef = createActor(live, {
      input: input as never,
      inspect: microstepInspector((transitions, snapshot) => {
        for (const t of transitions) {
          taken.add(transitionKey(t));
          // A state left at once (by `always`) is in no snapshot: only a transition's ends show it.
          visited.add(t.source.id);
          t.target?.forEach((node) => visited.add(node.id));
        }
        visit(snapshot);
      }),
    });
    actor.on('*', (event: EventObject) => void emitted.push(event));
    actor.start();
    visit(actor.getSnapshot());
    const path: WalkStep<M>[] = [];
    for (const step of planSteps) {
      emitted.length = 0;
      calls.length = 0;
      actor.send(step.event);
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      steps++;
      visit(snapshot);
      // The replay must land where the generator said it would.
      expect(snapshotWords(snapshot), `after ${step.event.type}`).toBe(snapshotWords(step.state));
      path.push({ event: step.event, snapshot: snapshot as SnapshotFrom<M> });
      const matching = Object.entries(checks).filter(([state]) => snapshot.matches(state as never));
      expect(matching.length, `a check for ${snapshotWords(snapshot)}`).toBeGreaterThan(0);
      for (const [, check] of matching) {
        check({ snapshot: snapshot as SnapshotFrom<M>, event: step.event, emitted: [...emitted], calls: [...calls], path: [...path] });
      }
    }
    actor.stop();
  };

  describe(`${flow}: its paths`, () => {
    planned.forEach((path, index) => it(names[index]!, () => replay(path)));

    // docs/flows/<flow>.paths.md lists them for review: a machine change that changes its paths
    // fails here until `npm run flows` writes the file again, so the change shows in the diff.
    it(`${flow}: docs/flows/${flow}.paths.md lists these paths (npm run flows writes it)`, () => {
      const page = pathsPage(flow, walks);
      const file = `docs/flows/${flow}.paths.md`;
      if (process.env.FLOWS_WRITE === '1') writeFileSync(file, page);
      expect(existsSync(file) ? readFileSync(file, 'utf8') : '', `${file} is out of step with the machine's paths: run npm run flows`).toBe(page);
    });

    it(`${flow}: the paths take every state and transition`, () => {
      const record = recordOf(machine, { flow, paths: planned.length, steps, states: visited, transitions: taken, walks });
      writeCoverageRecord('model', flow, record);
      const states = coverageOf(allStateIds(machine), visited);
      const transitions = coverageOf(allTransitions(machine).map(transitionKey), taken);
      console.info(
        `${flow}: ${planned.length} paths, ${steps} steps; states ${states.covered}/${states.total} (${percent(states)}%), ` +
          `transitions ${transitions.covered}/${transitions.total} (${percent(transitions)}%)`,
      );
      expect(states.missing.map((id) => record.names[id]), 'states no path took').toEqual([]);
      expect(transitions.missing.map((key) => record.names[key]), 'transitions no path took').toEqual([]);
    });
  });
}
