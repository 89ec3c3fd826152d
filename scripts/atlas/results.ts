// The path tests' last results as the atlas reads them: from the results every run has merged
// into .test-reports/path-results.json (scripts/atlas/results-store.ts), each path's last result
// with the run it came from. A flow no run has touched is "not run yet".
import { readStore, REPORTS_DIR, type Run, type StoredResult } from './results-store.ts';

/** One level's results, by test name (a path's name starts with its flow's id, so names are unique across flows). */
export type LevelResults = { byName: Map<string, StoredResult> };
export type TestReports = { model: LevelResults; ui: LevelResults };

export const noResults = (): TestReports => ({ model: { byName: new Map() }, ui: { byName: new Map() } });

export function readReports(dir = REPORTS_DIR): TestReports {
  const store = readStore(dir);
  const level = (flows: typeof store.model): LevelResults => ({
    byName: new Map(Object.values(flows).flatMap((flow) => Object.entries(flow.paths ?? {}))),
  });
  return { model: level(store.model), ui: level(store.ui) };
}

/** A flow's paths at one level, summed up: how many passed and failed, and the runs their results came from, the latest first. */
export type Tally = { passed: number; failed: number; notRun: number; runs: { run: Run; paths: number }[] };

export function tallyOf(names: string[], results: LevelResults | null): Tally {
  const ran = names.map((name) => results?.byName.get(name)).filter((r): r is StoredResult => !!r);
  const runs = new Map<string, { run: Run; paths: number }>();
  for (const { run } of ran) {
    const key = `${run.at} ${run.command}`;
    runs.set(key, { run, paths: (runs.get(key)?.paths ?? 0) + 1 });
  }
  return {
    passed: ran.filter((r) => r.status === 'passed').length,
    failed: ran.filter((r) => r.status === 'failed').length,
    notRun: names.length - ran.length,
    runs: [...runs.values()].sort((a, b) => b.run.at.localeCompare(a.run.at)),
  };
}

/** The latest run of a level, of all the flows' (null before any). */
export const lastRunOf = (results: LevelResults): Run | null =>
  [...results.byName.values()].map((r) => r.run).sort((a, b) => b.at.localeCompare(a.at))[0] ?? null;
