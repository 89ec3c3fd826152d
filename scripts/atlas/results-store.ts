// The path tests' last results, kept across runs (docs/flows/README.md#the-flow-atlas): one file,
// .test-reports/path-results.json (git-ignored, local), by level and flow. Each run merges into
// it only the flows whose path tests it ran, so a partial run (one file, a `-t` filter, one path)
// never wipes the others: each path keeps its last result, with the run it came from.
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Level, PathResult, RunResults } from './run-results.ts';

export const REPORTS_DIR = '.test-reports';
export const STORE_FILE = 'path-results.json';

/** Where a result came from: when its run began, the command as a reader would type it again, the report that run wrote. */
export type Run = { at: string; command: string; report: string | null };
export type StoredResult = PathResult & { status: 'passed' | 'failed'; run: Run };
/** A flow's results at one level: the last run that ran any of its paths, and each path's own last result. */
type FlowResults = Run & { paths: Record<string, StoredResult> };
export type ResultsStore = Record<Level, Record<string, FlowResults>>;

const emptyStore = (): ResultsStore => ({ model: {}, ui: {} });

const isText = (value: unknown): value is string => typeof value === 'string';
const isResult = (value: unknown): value is StoredResult => {
  const result = value as Partial<StoredResult> | null;
  return (result?.status === 'passed' || result?.status === 'failed') && isText(result.at) && isText(result.run?.at) && isText(result.run?.command);
};

/** What of a parsed file is a store: the flows and paths that have the shape, nothing else. */
function storeOf(value: unknown): ResultsStore {
  const store = emptyStore();
  for (const level of ['model', 'ui'] as const) {
    const flows = (value as Partial<Record<Level, unknown>> | null)?.[level];
    if (!flows || typeof flows !== 'object') continue;
    for (const [flow, entry] of Object.entries(flows as Record<string, Partial<FlowResults> | null>)) {
      if (!entry || !isText(entry.at) || !isText(entry.command) || !entry.paths || typeof entry.paths !== 'object') continue;
      const paths = Object.fromEntries(Object.entries(entry.paths).filter(([, result]) => isResult(result)));
      store[level][flow] = { at: entry.at, command: entry.command, report: isText(entry.report) ? entry.report : null, paths };
    }
  }
  return store;
}

/** The store in `dir`; a file cut short, or not a store, reads as no run at all. */
export function readStore(dir = REPORTS_DIR): ResultsStore {
  try {
    return storeOf(JSON.parse(readFileSync(join(dir, STORE_FILE), 'utf8')));
  } catch {
    return emptyStore();
  }
}

/** The store with `results` merged in: only the flows the run ran (a path passed or failed), and in them only those paths. */
function mergeRun(store: ResultsStore, level: Level, results: RunResults, source: Omit<Run, 'at'>): ResultsStore {
  const run: Run = { at: results.at, ...source };
  const flows = { ...store[level] };
  for (const [flow, paths] of results.flows) {
    const ran = [...paths].filter((entry): entry is [string, PathResult & { status: 'passed' | 'failed' }] => entry[1].status !== 'skipped');
    if (ran.length === 0) continue;
    flows[flow] = { ...run, paths: { ...flows[flow]?.paths, ...Object.fromEntries(ran.map(([name, result]) => [name, { ...result, run }])) } };
  }
  return { ...store, [level]: flows };
}

const LOCK_STALE_MS = 30_000;
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

const ageOf = (file: string) => {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

/** Runs `change` alone: another run's merge (Vitest's and Playwright's at once) waits, up to 5 s. */
function locked<T>(dir: string, change: () => T): T {
  const lock = join(dir, `${STORE_FILE}.lock`);
  for (let tries = 0; ; tries++) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock left by a run killed midway is taken over.
      if (ageOf(lock) > LOCK_STALE_MS || tries >= 100) rmSync(lock, { recursive: true, force: true });
      else sleep(50);
    }
  }
  try {
    return change();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Merges one run into the store in `dir`, written whole to a file of its own then renamed: a reader never sees it half written. */
export function recordRun(level: Level, results: RunResults, source: Omit<Run, 'at'>, dir = REPORTS_DIR): ResultsStore {
  mkdirSync(dir, { recursive: true });
  return locked(dir, () => {
    const store = mergeRun(readStore(dir), level, results, source);
    const temporary = join(dir, `${STORE_FILE}.${process.pid}.${Date.now()}.tmp`);
    writeFileSync(temporary, JSON.stringify(store));
    renameSync(temporary, join(dir, STORE_FILE));
    return store;
  });
}
