// The last results of the path tests, from the reports the last test run wrote: Vitest's and
// Playwright's JSON reporters (vite.config.ts, playwright.config.ts). A path is found by its
// test's name, which is its steps in words (tests/support/path-words.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { JSONReport, JSONReportSuite, JSONReportTestStep } from '@playwright/test/reporter';

export const REPORTS_DIR = '.test-reports';

export type PathResult = {
  status: 'passed' | 'failed' | 'skipped';
  /** When the run began (ISO 8601). */
  at: string;
  /** The step that failed, as its title (`EVENT → state`, or `starts in state`). */
  failedStep?: string;
  error?: string;
};

/** The results of one level's run, by test name. */
export type LevelResults = { at: string; byName: Map<string, PathResult> };
export type TestReports = { model: LevelResults | null; ui: LevelResults | null };

const plain = (text: string) => stripVTControlCharacters(text).trim();
const MAX_ERROR = 2_000;
const brief = (text: string) => (text.length > MAX_ERROR ? `${text.slice(0, MAX_ERROR)}…` : text);

type VitestReport = {
  startTime: number;
  testResults: { name: string; startTime?: number; assertionResults: { title: string; status: string; failureMessages?: string[] }[] }[];
};

function readJson<T>(file: string): T | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null; // a report cut short (a run stopped midway) reads as no run
  }
}

/** The machines' path tests (tests/machines), from Vitest's report. */
function modelResults(report: VitestReport | null): LevelResults | null {
  if (!report) return null;
  const byName = new Map<string, PathResult>();
  for (const file of report.testResults.filter((f) => /[\\/]tests[\\/]machines[\\/]/.test(f.name))) {
    const at = new Date(file.startTime ?? report.startTime).toISOString();
    for (const test of file.assertionResults) {
      const status = test.status === 'passed' ? 'passed' : test.status === 'failed' ? 'failed' : 'skipped';
      const error = test.failureMessages?.length ? brief(plain(test.failureMessages.join('\n'))) : undefined;
      byName.set(test.title, { status, at, ...(error ? { error } : {}) });
    }
  }
  return byName.size > 0 ? { at: new Date(report.startTime).toISOString(), byName } : null;
}

const failedStepOf = (steps: JSONReportTestStep[] | undefined): JSONReportTestStep | undefined =>
  steps?.find((step) => step.error && (step.title.startsWith('starts in ') || step.title.includes(' → ')));

/** The UI models' path tests (Playwright project "paths"), from Playwright's report. */
function uiResults(report: JSONReport | null): LevelResults | null {
  if (!report) return null;
  const byName = new Map<string, PathResult>();
  const visit = (suite: JSONReportSuite) => {
    for (const spec of suite.specs) {
      const test = spec.tests.find((t) => t.projectName === 'paths');
      const last = test?.results.at(-1);
      if (!test || !last) continue;
      // A retried test that passed the second time is flaky: it passed, and says so in its error.
      const status = last.status === 'passed' ? 'passed' : last.status === 'skipped' ? 'skipped' : 'failed';
      const failed = status === 'failed' ? failedStepOf(last.steps) : undefined;
      const message = last.error?.message ?? last.errors[0]?.message;
      byName.set(spec.title, {
        status,
        at: last.startTime,
        ...(failed ? { failedStep: failed.title } : {}),
        ...(status === 'failed' && message ? { error: brief(plain(message)) } : {}),
      });
    }
    suite.suites?.forEach(visit);
  };
  report.suites.forEach(visit);
  return byName.size > 0 ? { at: report.stats.startTime, byName } : null;
}

/** One run's results, from its report's text: a level's own run (scripts/one-path.ts) reads them as the atlas does. */
export const resultsOfReport = (level: 'model' | 'ui', text: string): LevelResults | null =>
  level === 'model' ? modelResults(JSON.parse(text) as VitestReport) : uiResults(JSON.parse(text) as JSONReport);

export function readReports(dir = REPORTS_DIR): TestReports {
  return {
    model: modelResults(readJson<VitestReport>(join(dir, 'vitest.json'))),
    ui: uiResults(readJson<JSONReport>(join(dir, 'playwright.json'))),
  };
}

/** A flow's paths at one level, summed up: how many passed and failed, and when they ran. */
export type Tally = { passed: number; failed: number; notRun: number; at: string | null };

export function tallyOf(names: string[], results: LevelResults | null): Tally {
  const found = names.map((name) => results?.byName.get(name));
  const ran = found.filter((r): r is PathResult => !!r);
  return {
    passed: ran.filter((r) => r.status === 'passed').length,
    failed: ran.filter((r) => r.status === 'failed').length,
    notRun: found.length - ran.length + ran.filter((r) => r.status === 'skipped').length,
    at: ran.map((r) => r.at).sort().at(-1) ?? null,
  };
}
