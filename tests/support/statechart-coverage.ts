// What "covered" means for a statechart, shared by the model-level paths (Vitest), the UI-level
// paths (Playwright) and the table `npm run test:paths` prints: a state is a state node, a
// transition is one transition definition (a guarded branch counts on its own). Each is known by
// a key (its id, or transitionKey) and shown by its words (path-words.ts).
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { getStateNodes } from '@xstate/graph';
import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate';
import { stateNodeWords, transitionWords, type PathInWords } from './path-words.ts';

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

export function coverageOf(all: string[], seen: Iterable<string>): Coverage {
  const taken = new Set(seen);
  const missing = all.filter((k) => !taken.has(k));
  return { covered: all.length - missing.length, total: all.length, missing };
}

export const percent = (c: Coverage) => (c.total === 0 ? 100 : Math.floor((c.covered / c.total) * 1000) / 10);

// --- the records each run leaves for the table ------------------------------------------------

export type CoverageLevel = 'model' | 'ui';
/** What one run (a machine's paths, or one UI path) saw, and what there was to see: state ids and transition keys. */
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

/** A record of what a run of `machine` saw. */
export const recordOf = (
  machine: AnyStateMachine,
  run: { flow: string; paths: number; steps: number; states: Iterable<string>; transitions: Iterable<string>; walks?: PathInWords[] },
): CoverageRecord => ({
  ...run,
  states: [...run.states],
  transitions: [...run.transitions],
  allStates: allStateIds(machine),
  allTransitions: allTransitions(machine).map(transitionKey),
  names: namesOf(machine),
});

/** The words of every state and transition of a machine, by key. */
export const namesOf = (machine: AnyStateMachine): Record<string, string> =>
  Object.fromEntries([
    ...getStateNodes(machine.root).map((node) => [node.id, stateNodeWords(node)]),
    ...allTransitions(machine).map((t) => [transitionKey(t), transitionWords(t)]),
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
