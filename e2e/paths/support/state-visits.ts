// The browser runs of the flow atlas's screenshot pass (e2e/paths/support/atlas-visits.ts): every
// atomic state of a UI model, each reached by its shortest path, so its screenshots show it as a
// customer most directly gets there (docs/flows/README.md). Pure: no browser here.
import { getShortestPaths } from '@xstate/graph';
import { initialTransition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { ownEventTypesOf, type CoverPath, type PathStep } from '../../../tests/support/path-cover.ts';
import { stateLeavesOf } from '../../../tests/support/path-words.ts';
import { takenBy } from '../../../tests/support/taken-transitions.ts';

/** A state a run shows: its dotted path, and after how many of the run's steps (0: at the start). */
type StateCapture = { at: number; state: string };

/** One browser run: a path from the start, and the states it captures along it. */
export type StateVisit = CoverPath & { captures: StateCapture[] };

type GraphPath = { state: unknown; steps: readonly { state: unknown; event: EventObject }[] };

/** Where a run stands after `at` of its steps. */
export const snapshotAt = (run: CoverPath, at: number): AnyMachineSnapshot => (at === 0 ? run.start : run.steps[at - 1]!.state);

/**
 * The runs that show every atomic state of `model` by its shortest path (context ignored: the
 * shortest of any snapshot in that state); a path that another run starts with is dropped, as that
 * run passes there anyway. Each state is captured once: by the first run, in order, that stands in
 * it after as few steps as its shortest path has.
 */
export function stateVisits(model: AnyStateMachine): StateVisit[] {
  const events = ownEventTypesOf(model).map((type) => ({ type }));
  const accepted = (snapshot: AnyMachineSnapshot) => events.filter((event) => snapshot.can(event));
  const [start] = initialTransition(model) as unknown as [AnyMachineSnapshot];

  const shortest = new Map<string, GraphPath>();
  for (const path of getShortestPaths(model, { events: accepted as never }) as GraphPath[]) {
    for (const state of stateLeavesOf(path.state as AnyMachineSnapshot)) {
      const known = shortest.get(state);
      if (!known || known.steps.length > path.steps.length) shortest.set(state, path);
    }
  }

  // The graph's steps begin with the start itself; each later one is the event and where it led.
  const stepsOf = (path: GraphPath): PathStep[] =>
    path.steps.slice(1).map(({ event, state }, i) => ({
      event,
      state: state as AnyMachineSnapshot,
      transitions: takenBy(model, path.steps[i]!.state as AnyMachineSnapshot, event).transitions,
    }));
  const signature = (path: GraphPath) => path.steps.slice(1).map((step) => `${JSON.stringify(step.event)}\n`).join('');
  const longestFirst = [...new Set(shortest.values())].sort((a, b) => b.steps.length - a.steps.length);
  const kept: GraphPath[] = [];
  for (const path of longestFirst) {
    const own = signature(path);
    if (!kept.some((longer) => signature(longer).startsWith(own))) kept.push(path);
  }

  const depth = new Map([...shortest].map(([state, path]) => [state, path.steps.length - 1]));
  const captured = new Set<string>();
  const visits: StateVisit[] = [];
  for (const path of kept) {
    const run: CoverPath = { input: undefined, start, steps: stepsOf(path) };
    const captures: StateCapture[] = [];
    for (let at = 0; at <= run.steps.length; at++) {
      for (const state of stateLeavesOf(snapshotAt(run, at))) {
        if (captured.has(state) || depth.get(state) !== at) continue;
        captured.add(state);
        captures.push({ at, state });
      }
    }
    // A run whose end an earlier run showed (another snapshot of that state, as near) stops at its
    // last capture, or is not run at all.
    const last = captures.at(-1);
    if (last) visits.push({ ...run, steps: run.steps.slice(0, last.at), captures });
  }
  return visits;
}
