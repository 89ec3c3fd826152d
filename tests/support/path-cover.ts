// The one generator of the path tests: the machines' (tests/machines, Vitest) and the UI models'
// (e2e/paths, Playwright). A transition cover built on @xstate/graph's public getShortestPaths.
import { getShortestPaths, getStateNodes, serializeSnapshot } from '@xstate/graph';
import { initialTransition, type AnyMachineSnapshot, type AnyStateMachine, type AnyTransitionDefinition, type EventObject } from 'xstate';
import { ignoredOutcomesOf, transitionKey } from './statechart-coverage.ts';
import { takenBy } from './taken-transitions.ts';

/**
 * One step of a path: the event sent, the snapshot it leads to, and the transitions it takes;
 * `ignored`: none, as every guard its state names the event with fails (a path's last step).
 */
export type PathStep = { event: EventObject; state: AnyMachineSnapshot; transitions: AnyTransitionDefinition[]; ignored?: boolean };
/** A path from one start (the machine's input): where it starts, then its steps. */
export type CoverPath = { input: unknown; start: AnyMachineSnapshot; steps: PathStep[] };
/** The events to try: a list, or the ones worth trying in a snapshot. */
export type PathEvents = readonly EventObject[] | ((snapshot: AnyMachineSnapshot) => readonly EventObject[]);

/** The event types a machine's states react to, in the order it declares them (which path wins a tie). */
export const ownEventTypesOf = (machine: AnyStateMachine): string[] =>
  [...new Set([machine.root, ...getStateNodes(machine.root)].flatMap((node) => node.ownEvents))].filter(
    (type) => type !== '' && type !== '*' && !type.startsWith('xstate.'),
  );

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  value === 0 ||
  value === false ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0);

/** Which of a context's fields hold something: what a step's outcome may depend on besides the event. */
const contextShape = (context: Record<string, unknown> | undefined) =>
  Object.entries(context ?? {})
    .filter(([, value]) => !isEmpty(value))
    .map(([key]) => key)
    .join(',');

type Candidate = { prefix: readonly { event: EventObject; state: unknown }[]; last: PathStep; length: number };

/**
 * The paths a machine is tested by, from one input: @xstate/graph's shortest path to every
 * reachable snapshot, each extended by every event its end accepts; of those, for every transition
 * definition, every event (payload included) that takes it and every set of filled context fields
 * it is taken from, the shortest path whose last step takes it; then the paths another path starts
 * with are dropped (its run takes them anyway). So every transition is taken by every event variant
 * that can take it (each error code's toast is checked), and from an empty and a filled draft,
 * summary, session… when both can happen: far fewer paths than every simple path, or one per
 * reachable snapshot. A start that accepts no event (it ends at once) is a path of no step.
 * `byContext: false` takes each transition once, whatever the context (a path that costs a browser
 * run is worth it only for a transition not yet taken).
 *
 * `ignored` (the machines' own tests, docs/flows/README.md#path-tests-for-qa): besides, for each
 * event a state names only with guards and no fallback, the shortest path to a snapshot where one
 * of the events tried is refused by every guard, then that event, ignored: the machine stays.
 */
export function pathCover(
  machine: AnyStateMachine,
  options: { input?: unknown; events?: PathEvents; byContext?: boolean; ignored?: boolean } = {},
): CoverPath[] {
  const { input, byContext = true } = options;
  const events = options.events ?? ownEventTypesOf(machine).map((type) => ({ type }));
  const tried = (snapshot: AnyMachineSnapshot) => (typeof events === 'function' ? events(snapshot) : events);
  // Only the events a snapshot accepts: an answer nothing waits for would stop the machine with an
  // error, and the graph (which tells snapshots apart by state and context) would mix the two up.
  const accepted = (snapshot: AnyMachineSnapshot) => tried(snapshot).filter((event) => snapshot.can(event));
  const taken = new Map<string, ReturnType<typeof takenBy>>();
  const take = (snapshot: AnyMachineSnapshot, event: EventObject) => {
    const key = `${serializeSnapshot(snapshot)}\n${JSON.stringify(event)}`;
    const known = taken.get(key) ?? takenBy(machine, snapshot, event);
    taken.set(key, known);
    return known;
  };

  const best = new Map<string, Candidate>();
  // One path for each event a state may ignore: the shortest, the first event tried on a tie.
  const ignoredBest = new Map<string, Candidate>();
  for (const path of getShortestPaths(machine, { events: accepted as never, input: input as never })) {
    const end = path.state as AnyMachineSnapshot;
    if (options.ignored) {
      for (const event of tried(end).filter((e) => !end.can(e))) {
        const keys = ignoredOutcomesOf(machine, end, event).filter((key) => (ignoredBest.get(key)?.length ?? Infinity) > path.steps.length);
        if (keys.length === 0) continue;
        const { next } = take(end, event);
        const candidate: Candidate = { prefix: path.steps, last: { event, state: next, transitions: [], ignored: true }, length: path.steps.length };
        for (const key of keys) ignoredBest.set(key, candidate);
      }
    }
    const shape = byContext ? contextShape(end.context) : '';
    for (const event of accepted(end)) {
      const { transitions, next } = take(end, event);
      const candidate: Candidate = { prefix: path.steps, last: { event, state: next, transitions }, length: path.steps.length };
      for (const key of transitions.map(transitionKey)) {
        const id = `${key} ${JSON.stringify(event)} ${shape}`;
        const known = best.get(id);
        if (!known || known.length > candidate.length) best.set(id, candidate);
      }
    }
  }

  // The graph's steps begin with the start itself; each later one is the event and where it led.
  const stepsOf = ({ prefix, last }: Candidate): PathStep[] => [
    ...prefix.slice(1).map(({ event, state }, i) => ({
      event,
      state: state as AnyMachineSnapshot,
      transitions: take(prefix[i]!.state as AnyMachineSnapshot, event).transitions,
    })),
    last,
  ];
  const signature = (steps: PathStep[]) => steps.map((s) => `${JSON.stringify(s.event)}\n`).join('');
  const longestFirst = [...new Set(best.values())].sort((a, b) => b.length - a.length).map(stepsOf);
  const kept: PathStep[][] = [];
  const keptSignatures: string[] = [];
  for (const steps of longestFirst) {
    const own = signature(steps);
    if (keptSignatures.some((longer) => longer.startsWith(own))) continue;
    kept.push(steps);
    keptSignatures.push(own);
  }

  // An ignored path ends in a step no other path has: it is kept beside them, and drops none.
  const ignoredPaths = [...new Set(ignoredBest.values())].sort((a, b) => b.length - a.length).map(stepsOf);

  const [start] = initialTransition(machine, input as never) as unknown as [AnyMachineSnapshot];
  if (kept.length === 0 && ignoredPaths.length === 0) return [{ input, start, steps: [] }];
  return [...kept, ...ignoredPaths].map((steps) => ({ input, start, steps }));
}

/**
 * Walks that take every transition of `machine` at least once, for tests where each path costs
 * a browser run (a fresh account, a page load): from where a walk stands, on to the nearest
 * transition not yet taken (@xstate/graph's shortest paths from that snapshot), until none is
 * reachable, the flow has ended, or the walk has `maxSteps` steps; then a new walk from the
 * start. About half the runs of `pathCover(…, { byContext: false })`, which starts every
 * transition's path from the beginning. Each transition once, whatever the context.
 */
export function transitionWalks(machine: AnyStateMachine, options: { input?: unknown; maxSteps?: number } = {}): CoverPath[] {
  const { input, maxSteps = 16 } = options;
  const events = ownEventTypesOf(machine).map((type) => ({ type }));
  const accepted = (snapshot: AnyMachineSnapshot) => events.filter((event) => snapshot.can(event));
  const taken = new Set<string>();
  const isNew = (step: PathStep) => step.transitions.some((t) => !taken.has(transitionKey(t)));
  const [start] = initialTransition(machine, input as never) as unknown as [AnyMachineSnapshot];

  /** The shortest way from `from` to a step that takes a transition not yet taken, or null. */
  const nearest = (from: AnyMachineSnapshot): PathStep[] | null => {
    let best: PathStep[] | null = null;
    for (const path of getShortestPaths(machine, { events: accepted as never, input: input as never, fromState: from as never })) {
      if (best && path.steps.length >= best.length) continue;
      const end = path.state as AnyMachineSnapshot;
      for (const event of accepted(end)) {
        const { transitions, next } = takenBy(machine, end, event);
        const last: PathStep = { event, state: next, transitions };
        if (!isNew(last)) continue;
        // The graph's steps begin with the start itself; each later one is the event and where it led.
        const prefix = path.steps.slice(1).map(({ event: e, state }, i) => ({
          event: e,
          state: state as AnyMachineSnapshot,
          transitions: takenBy(machine, path.steps[i]!.state as AnyMachineSnapshot, e).transitions,
        }));
        best = [...prefix, last];
        break;
      }
    }
    return best;
  };

  const walks: CoverPath[] = [];
  for (;;) {
    const steps: PathStep[] = [];
    let at = start;
    for (let next = nearest(at); next && at.status === 'active'; next = nearest(at)) {
      if (steps.length > 0 && steps.length + next.length > maxSteps) break;
      steps.push(...next);
      next.forEach((step) => step.transitions.forEach((t) => taken.add(transitionKey(t))));
      at = next[next.length - 1]!.state;
    }
    // No transition left that the start can reach: every walk is made.
    if (steps.length === 0) break;
    walks.push({ input, start, steps });
  }
  return walks.length > 0 ? walks : [{ input, start, steps: [] }];
}
