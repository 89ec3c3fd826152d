// A machine's path tests: the paths docs/flows/<flow>.paths.md lists (and <flow>.paths.json keeps
// the events of), as `npm run flows` wrote them from the machine's transition cover
// (tests/support/path-cover.ts); each its own Vitest test named by the path in words, replayed in a
// live actor with every step's state and checks asserted (path-replay.ts); one test that the files
// still list the paths the machine and the walks give (else `npm run flows`, and the change shows
// in review); then one that all the paths together took every state, transition and ignored event,
// which leaves its record for the table `npm run test:paths` prints
// (docs/flows/README.md#path-tests-for-qa).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyStateMachine, EventObject, SnapshotFrom } from 'xstate';
import { pathCover, type CoverPath } from '../../support/path-cover.ts';
import { pathsInWords, stateNodeWords } from '../../support/path-words.ts';
import { allIgnoredOutcomes, allStateIds, allTransitions, coverageOf, ignoredKey, percent, recordOf, transitionKey, writeCoverageRecord } from '../../support/statechart-coverage.ts';
import { pathRunner, startsOf, withFakeActors } from './path-replay.ts';
import { readRecordedPaths, recordedPathOf, recordedPathsFiles, wordsOf, type RecordedPath } from './recorded-paths.ts';

/** One step of a replay: the event sent and the snapshot it led to. */
export type WalkStep<M extends AnyStateMachine> = { event: EventObject; snapshot: SnapshotFrom<M> };

export type StepCheck<M extends AnyStateMachine> = (step: {
  snapshot: SnapshotFrom<M>;
  event: EventObject;
  emitted: EventObject[];
  calls: string[];
  /** The steps of this replay so far, this one last: what led here, for checks that depend on it. */
  path: WalkStep<M>[];
  /** The event was ignored (its state names it only with guards, and none held): the state is the one before. */
  ignored: boolean;
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
  /**
   * Guarded events a state names with no fallback, but whose guard always holds there, each with
   * why (`{ 'showingLink STOP': 'a link was just made: it is shared' }`): no path can see them
   * ignored, so the coverage does not ask for it (and fails if a path sees one ignored after all).
   */
  neverIgnored?: Record<string, string>;
};

/** The paths the machine and its walks give today, each with where it is from and its events. */
function plannedPaths<M extends AnyStateMachine>(options: MachinePaths<M>): RecordedPath[] {
  const flow = options.machine.id;
  // The paths come from the machine's own actions: a recorded one stands in for what it did (an
  // assign among them), so the replay is only held to land in the same states.
  const planning = withFakeActors(options.machine, {});
  const planned: (CoverPath & { startLabel?: string; at: { walk: number; input: string | number | null } })[] = [options, ...(options.moreWalks ?? [])].flatMap(
    (walk, index) =>
      startsOf(walk.inputs).flatMap(({ label, key, input }) =>
        pathCover(planning, { input, events: walk.events as never, byContext: walk.byContext, ignored: true }).map((path) => ({
          ...path,
          startLabel: label,
          at: { walk: index, input: key },
        })),
      ),
  );
  return pathsInWords(flow, planned).map((words, index) => {
    const { at, steps } = planned[index]!;
    return recordedPathOf(words, at, steps.map((step): EventObject => step.event));
  });
}

/** Declares the machine's path tests and its coverage test (in a describe of its own). */
export function testMachinePaths<M extends AnyStateMachine>(options: MachinePaths<M>): void {
  const { machine } = options;
  // The flow's name in the tests' names and in the table.
  const flow = machine.id;
  const write = process.env.FLOWS_WRITE === '1';
  const planned = plannedPaths(options);
  // The paths recorded when they were last reviewed; `npm run flows` records the planned ones.
  let recorded: RecordedPath[] = [];
  let unreadable: unknown = null;
  try {
    recorded = write ? planned : readRecordedPaths(flow);
  } catch (error) {
    unreadable = error;
  }
  const runner = pathRunner(options);

  describe(`${flow}: its paths`, () => {
    if (unreadable) it(`${flow}: its recorded paths`, () => expect.fail(String(unreadable)));
    recorded.forEach((path) => it(path.name, () => runner.replay(path)));

    // docs/flows/<flow>.paths.md lists them for review, <flow>.paths.json keeps their events: a
    // change to the machine or its walks that changes its paths fails here until `npm run flows`
    // writes both again, so the change shows in the diff.
    it(`${flow}: docs/flows/${flow}.paths.md and .paths.json list these paths (npm run flows writes them)`, () => {
      for (const [file, text] of Object.entries(recordedPathsFiles(flow, planned))) {
        if (write) writeFileSync(file, text);
        expect(existsSync(file) ? readFileSync(file, 'utf8') : '', `${file} is out of step with the machine's paths: run npm run flows`).toBe(text);
      }
    });

    it(`${flow}: the paths take every state and transition`, () => {
      const { seen } = runner;
      const outcomes = allIgnoredOutcomes(machine).map(({ node, type }) => ({ key: ignoredKey(node, type), named: `${stateNodeWords(node)} ${type}` }));
      const neverIgnored = options.neverIgnored ?? {};
      const record = recordOf(machine, {
        flow,
        paths: recorded.length,
        steps: seen.steps,
        states: seen.states,
        transitions: seen.transitions,
        ignored: { seen: seen.ignored, all: outcomes.filter(({ named }) => !(named in neverIgnored)).map(({ key }) => key) },
        walks: recorded.map(wordsOf),
      });
      writeCoverageRecord('model', flow, record);
      const states = coverageOf(allStateIds(machine), seen.states);
      const transitions = coverageOf(allTransitions(machine).map(transitionKey), seen.transitions);
      const ignored = coverageOf(record.allTransitions.filter((key) => key.endsWith(' ignored')), seen.ignored);
      // Each event said never to be ignored is one the machine names only with guards, and no path saw it ignored.
      expect(
        Object.keys(neverIgnored).filter((named) => !outcomes.some((outcome) => outcome.named === named && !seen.ignored.has(outcome.key))),
        'neverIgnored: not a guarded event of that state with no fallback, or a path saw it ignored',
      ).toEqual([]);
      console.info(
        `${flow}: ${recorded.length} paths, ${seen.steps} steps; states ${states.covered}/${states.total} (${percent(states)}%), ` +
          `transitions ${transitions.covered}/${transitions.total} (${percent(transitions)}%), ignored events ${ignored.covered}/${ignored.total}`,
      );
      expect(states.missing.map((id) => record.names[id]), 'states no path took').toEqual([]);
      expect(transitions.missing.map((key) => record.names[key]), 'transitions no path took').toEqual([]);
      expect(ignored.missing.map((key) => record.names[key]), 'guarded events no path sent where no guard holds').toEqual([]);
    });
  });
}
