// What "covered" means for a statechart, shared by the model-level paths (Vitest), the UI-level
// paths (Playwright) and the table `npm run test:paths` prints: a state is a state node, a
// transition is one transition definition (a guarded branch counts on its own), and at the model
// level a guarded event a state names with no fallback counts once more, as ignored (no guard
// holds: nothing happens). Each is known by a key (its id, transitionKey, ignoredKey) and shown
// by its words (path-words.ts).
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { getStateNodes } from '@xstate/graph';
import { getStateNodes as activeStateNodes, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, type EventObject } from 'xstate';
import { ignoredWords, stateNodeWords, transitionWords, type PathInWords } from './path-words.ts';

export type Coverage = { covered: number; total: number; missing: string[] };

const guardName = (t: AnyTransitionDefinition) =>
  t.guard ? ` [${typeof t.guard === 'string' ? t.guard : ((t.guard as { type?: string }).type ?? 'guard')}]` : '';

export const transitionKey = (t: AnyTransitionDefinition) =>
  `${t.source.id} --${t.eventType || '(always)'}${guardName(t)}--> ${t.target?.map((n) => n.id).join(',') ?? '(self)'}#${
    t.source.transitions.get(t.eventType)?.indexOf(t) ?? t.source.always?.indexOf(t) ?? 0
  }`;

/** Every transition definition of a machine, the root's own `on` included. */
export function allTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return [machine.root, ...getStateNodes(machine.root)].flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
}

export const allStateIds = (machine: AnyStateMachine) => getStateNodes(machine.root).map((n) => n.id);

// --- a guarded event no guard holds for: ignored --------------------------------------------

/** The key of `type` ignored where `node` is the deepest state naming it: `<state id> <event> ignored`. */
export const ignoredKey = (node: AnyStateNode, type: string) => `${node.id} ${type} ignored`;

// An actor's error nothing takes stops the machine with that error: never ignored.
const mayBeIgnored = (type: string) => type !== '' && !type.includes('*') && !type.startsWith('xstate.error.actor.');
const guardedOnly = (node: AnyStateNode, type: string) => node.transitions.get(type)?.every((t) => t.guard) ?? false;
const ancestorsOf = (node: AnyStateNode): AnyStateNode[] => (node.parent ? [node.parent, ...ancestorsOf(node.parent)] : []);

/**
 * Every event a state names only with guards, with no unguarded fallback in a state around it:
 * when no guard holds, it is ignored. Each (state, event) is one more thing for the paths to take.
 */
export function allIgnoredOutcomes(machine: AnyStateMachine): { node: AnyStateNode; type: string }[] {
  return [machine.root, ...getStateNodes(machine.root)].flatMap((node) =>
    [...node.transitions.keys()]
      .filter((type) => mayBeIgnored(type) && guardedOnly(node, type))
      .filter((type) => !ancestorsOf(node).some((above) => above.transitions.get(type)?.some((t) => !t.guard)))
      .map((type) => ({ node, type })),
  );
}

/**
 * What `event` sent in `snapshot` is ignored as: for each active region, the deepest state that
 * names the event (as xstate looks for its transitions), when it names it only with guards and
 * none holds. None when a transition takes it, or no state names it (an event nobody waits for).
 */
export function ignoredOutcomesOf(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): string[] {
  if (snapshot.status !== 'active' || !mayBeIgnored(event.type) || machine.getTransitionData(snapshot, event).length > 0) return [];
  const leaves = activeStateNodes(machine.root, snapshot.value).filter((node) => node.type === 'atomic');
  const keys = leaves.flatMap((leaf) => {
    const naming = [leaf, ...ancestorsOf(leaf)].find((node) => node.transitions.has(event.type));
    return naming && guardedOnly(naming, event.type) ? [ignoredKey(naming, event.type)] : [];
  });
  return [...new Set(keys)];
}

export function coverageOf(all: string[], seen: Iterable<string>): Coverage {
  const taken = new Set(seen);
  const missing = all.filter((k) => !taken.has(k));
  return { covered: all.length - missing.length, total: all.length, missing };
}

export const percent = (c: Coverage) => (c.total === 0 ? 100 : Math.floor((c.covered / c.total) * 1000) / 10);

// --- the records each run leaves for the table ------------------------------------------------

export type CoverageLevel = 'model' | 'ui';
/**
 * What one run (a machine's paths, or one UI path) saw, and what there was to see: state ids and
 * transition keys; at the model level the ignored events' keys are among the transitions.
 */
export type CoverageRecord = {
  flow: string;
  paths: number;
  steps: number;
  states: string[];
  transitions: string[];
  allStates: string[];
  allTransitions: string[];
  /** Every state's and transition's words, by key. */
  names: Record<string, string>;
  /** The paths that ran, in words (the flow atlas lists them: scripts/atlas/). */
  walks?: PathInWords[];
};

/**
 * A record of what a run of `machine` saw. With `ignored` (the model level), the ignored events it
 * saw count among the transitions taken, and all the events it had to see ignored among all there are.
 */
export const recordOf = (
  machine: AnyStateMachine,
  {
    ignored,
    ...run
  }: {
    flow: string;
    paths: number;
    steps: number;
    states: Iterable<string>;
    transitions: Iterable<string>;
    walks?: PathInWords[];
    ignored?: { seen: Iterable<string>; all: string[] };
  },
): CoverageRecord => ({
  ...run,
  states: [...run.states],
  transitions: [...run.transitions, ...(ignored?.seen ?? [])],
  allStates: allStateIds(machine),
  allTransitions: [...allTransitions(machine).map(transitionKey), ...(ignored?.all ?? [])],
  names: namesOf(machine),
});

/** The words of every state and transition of a machine, by key. */
const namesOf = (machine: AnyStateMachine): Record<string, string> =>
  Object.fromEntries([
    ...getStateNodes(machine.root).map((node) => [node.id, stateNodeWords(node)]),
    ...allTransitions(machine).map((t) => [transitionKey(t), transitionWords(t)]),
    ...allIgnoredOutcomes(machine).map(({ node, type }) => [ignoredKey(node, type), ignoredWords(node, type)]),
  ]);

export const COVERAGE_DIR = '.path-coverage';

export function writeCoverageRecord(level: CoverageLevel, name: string, record: CoverageRecord, into = COVERAGE_DIR): void {
  const dir = join(into, level, record.flow);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name.replace(/[^\w.-]+/g, '_')}.json`), JSON.stringify(record));
}

/** Every record of a level, merged per flow. */
export function readCoverageRecords(level: CoverageLevel, dir = COVERAGE_DIR): Map<string, CoverageRecord> {
  const merged = new Map<string, CoverageRecord>();
  const root = join(dir, level);
  if (!existsSync(root)) return merged;
  for (const flow of readdirSync(root)) {
    for (const file of readdirSync(join(root, flow))) {
      const record = JSON.parse(readFileSync(join(root, flow, file), 'utf8')) as CoverageRecord;
      const into = merged.get(flow);
      merged.set(flow, {
        ...record,
        paths: (into?.paths ?? 0) + record.paths,
        steps: (into?.steps ?? 0) + record.steps,
        states: [...new Set([...(into?.states ?? []), ...record.states])],
        transitions: [...new Set([...(into?.transitions ?? []), ...record.transitions])],
        walks: [...(into?.walks ?? []), ...(record.walks ?? [])],
      });
    }
  }
  return merged;
}
