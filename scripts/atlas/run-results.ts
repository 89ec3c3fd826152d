// One test run's path results, by flow, from its JSON report: Vitest's (the machines' path tests,
// tests/machines) or Playwright's (the UI path tests, project "paths"). A path is found by its
// test's name, which is its steps in words (tests/support/path-words.ts); its flow by the describe
// its tests are in, which names the machine (tests/machines/support/path-walk.ts,
// e2e/paths/support/ui-model.ts).
import { stripVTControlCharacters } from 'node:util';

export type Level = 'model' | 'ui';

export type PathResult = {
  status: 'passed' | 'failed' | 'skipped';
  /** When its test began (ISO 8601). */
  at: string;
  /** The step that failed, as its title (`EVENT → state`, or `starts in state`). */
  failedStep?: string;
  error?: string;
};

/** A run's results: when it began, and each flow's path results by test name. */
export type RunResults = { at: string; flows: Map<string, Map<string, PathResult>> };

const plain = (text: string) => stripVTControlCharacters(text).trim();
const MAX_ERROR = 2_000;
const brief = (text: string) => (text.length > MAX_ERROR ? `${text.slice(0, MAX_ERROR)}…` : text);

/** The flow of a machine's path test, from its describe: `pin: its paths`. */
const modelFlowOf = (describe: string | undefined): string | null => /^(\w+): its paths$/.exec(describe ?? '')?.[1] ?? null;
/** The flow of a UI path test, from its describe: `checkout (UI model, 9 paths)`. */
const uiFlowOf = (describe: string | undefined): string | null => /^(\w+) \(UI model\b/.exec(describe ?? '')?.[1] ?? null;

/** What of Vitest's JSON report is read (its `json` reporter). */
export type VitestReport = {
  startTime: number;
  testResults: {
    name: string;
    startTime?: number;
    assertionResults: { ancestorTitles?: string[]; title: string; status: string; failureMessages?: string[] }[];
  }[];
};

/** What of Playwright's JSON report is read (its `json` reporter, or the same built from a run's live results). */
type UiTestResult = {
  status: string;
  startTime: string;
  steps?: { title: string; error?: unknown }[];
  error?: { message?: string };
  errors: { message?: string }[];
};
export type UiSuite = { title: string; specs: { title: string; tests: { projectName: string; results: UiTestResult[] }[] }[]; suites?: UiSuite[] };
export type UiReport = { stats: { startTime: string }; suites: UiSuite[] };

const add = (flows: RunResults['flows'], flow: string, name: string, result: PathResult) => {
  if (!flows.has(flow)) flows.set(flow, new Map());
  flows.get(flow)!.set(name, result);
};

/** The machines' path tests (tests/machines). */
function modelRun(report: VitestReport): RunResults {
  const flows: RunResults['flows'] = new Map();
  for (const file of report.testResults.filter((f) => /[\\/]tests[\\/]machines[\\/]/.test(f.name))) {
    const at = new Date(file.startTime ?? report.startTime).toISOString();
    for (const test of file.assertionResults) {
      const flow = modelFlowOf(test.ancestorTitles?.[0]);
      if (!flow) continue;
      const status = test.status === 'passed' ? 'passed' : test.status === 'failed' ? 'failed' : 'skipped';
      const error = test.failureMessages?.length ? brief(plain(test.failureMessages.join('\n'))) : undefined;
      add(flows, flow, test.title, { status, at, ...(error ? { error } : {}) });
    }
  }
  return { at: new Date(report.startTime).toISOString(), flows };
}

const failedStepOf = (steps: UiTestResult['steps']) => steps?.find((step) => step.error && (step.title.startsWith('starts in ') || step.title.includes(' → ')));

/** The UI models' path tests (Playwright project "paths"). */
export function uiRun(report: UiReport): RunResults {
  const flows: RunResults['flows'] = new Map();
  const visit = (suite: UiSuite) => {
    const flow = uiFlowOf(suite.title);
    for (const spec of flow ? suite.specs : []) {
      const test = spec.tests.find((t) => t.projectName === 'paths');
      const last = test?.results.at(-1);
      // A run stopped midway leaves its test interrupted: not run, as one never started.
      if (!last || last.status === 'interrupted') continue;
      // A retried test that passed the second time is flaky: it passed.
      const status = last.status === 'passed' ? 'passed' : last.status === 'skipped' ? 'skipped' : 'failed';
      const failed = status === 'failed' ? failedStepOf(last.steps) : undefined;
      const message = last.error?.message ?? last.errors[0]?.message;
      add(flows, flow!, spec.title, {
        status,
        at: last.startTime,
        ...(failed ? { failedStep: failed.title } : {}),
        ...(status === 'failed' && message ? { error: brief(plain(message)) } : {}),
      });
    }
    suite.suites?.forEach(visit);
  };
  report.suites.forEach(visit);
  return { at: report.stats.startTime, flows };
}

/** A run's results from its report's text; a report cut short (a run stopped midway) is no run. */
export function runOfReport(level: Level, text: string): RunResults | null {
  try {
    return level === 'model' ? modelRun(JSON.parse(text) as VitestReport) : uiRun(JSON.parse(text) as UiReport);
  } catch {
    return null;
  }
}

/** Whether a run ran any path (passed or failed): one that ran none has nothing to keep. */
export const ranAny = (results: RunResults): boolean =>
  [...results.flows.values()].some((paths) => [...paths.values()].some((result) => result.status !== 'skipped'));
