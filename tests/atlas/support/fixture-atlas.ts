// An atlas built from a small fixture set (docs/flows/README.md#the-flow-atlas): one stand-in
// screenshot for every UI state in both languages and widths, and the path results two made-up
// runs kept: `npm test`, in which every path of pin (machine and UI) and of the checkout's UI
// passed, then one checkout UI path run alone, which failed at its second step. Pin keeps the
// first run's results, its time and command; the checkout's other paths too.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { transitionWalks } from '../../support/path-cover.ts';
import { pathsInWords } from '../../support/path-words.ts';
import { recordOf, writeCoverageRecord } from '../../support/statechart-coverage.ts';
import { pinMachine } from '../../../machines/pin.ts';
import { atlasFlows, type AtlasFlow } from '../../../scripts/atlas/flows.ts';
import { buildAtlas, expectedScreens, type BuiltAtlas } from '../../../scripts/atlas/build.ts';
import { pathAnchors } from '../../../scripts/atlas/paths-list.ts';
import { recordRun } from '../../../scripts/atlas/results-store.ts';
import { runOfReport, type Level } from '../../../scripts/atlas/run-results.ts';
import { screenFile } from '../../../scripts/atlas/screens.ts';
import { pathCommand } from '../../../scripts/one-path.ts';

const SCREEN = new URL('../fixtures/screen.jpg', import.meta.url);
export const FAILURE = 'Error: expect(locator).toBeVisible() failed: the methods never showed';
const AT = '2026-11-27T18:00:00.000Z';
const LATER = '2026-11-28T09:30:00.000Z';

type KeptRun = { at: string; command: string };
export type FixtureRuns = {
  /** The folders of the kept results (and the runs' reports) and of the coverage records. */
  reports: string;
  coverage: string;
  /** The checkout UI path the second run failed; `anchor` is its fragment on the checkout's page. */
  failedPath: { flow: string; name: string; step: string; anchor: string };
  /** The run that ran every path, and the one that ran the failed path alone. */
  runs: { full: KeptRun; partial: KeptRun };
};
export type FixtureAtlas = BuiltAtlas & FixtureRuns & { dir: string; screens: string };

/** The two runs' reports, and the results they leave kept, under `dir` (`flows` as before any run). */
export function writeFixtureRuns(dir: string, flows: AtlasFlow[]): FixtureRuns {
  const reports = join(dir, 'reports');
  const coverage = join(dir, 'coverage');
  // The UI paths of pin and the checkout as the tests name them: the checkout's first failed at its second step, run alone.
  const uiPaths = (id: string) => flows.find((flow) => flow.id === id)!.ui!.paths;
  const checkout = uiPaths('checkout');
  const [failed] = checkout;
  const step = `${failed!.steps[1]!.event} → ${failed!.steps[1]!.state}`;
  const result = (title: string, at: string, ok: boolean) => ({
    title,
    tests: [
      {
        projectName: 'paths',
        results: [{ status: ok ? 'passed' : 'failed', startTime: at, errors: [], ...(ok ? {} : { error: { message: FAILURE }, steps: [{ title: step, error: { message: FAILURE } }] }) }],
      },
    ],
  });
  const spec = (flow: string, file: string, specs: ReturnType<typeof result>[]) => ({
    title: file,
    specs: [],
    suites: [{ title: `${flow} (UI model, ${uiPaths(flow).length} paths)`, specs }],
  });
  const playwright = {
    stats: { startTime: AT },
    suites: [
      spec('checkout', 'paths/checkout.spec.ts', checkout.map((p) => result(p.name, AT, true))),
      spec('pin', 'paths/pin.spec.ts', uiPaths('pin').map((p) => result(p.name, AT, true))),
    ],
  };
  const alone = { stats: { startTime: LATER }, suites: [spec('checkout', 'paths/checkout.spec.ts', [result(failed!.name, LATER, false)])] };
  // The pin machine's paths, as its path tests would record and report them.
  const pinInput = { email: 'nueva@casillero.test', purpose: 'signup', validMinutes: 10, pinLength: 6, waitSeconds: null };
  const pinPaths = pathsInWords('pin', transitionWalks(pinMachine, { input: pinInput }));
  writeCoverageRecord(
    'model',
    'pin',
    recordOf(pinMachine, { flow: 'pin', paths: pinPaths.length, steps: 0, states: [], transitions: [], walks: pinPaths }),
    coverage,
  );
  const vitest = {
    startTime: Date.parse(AT),
    testResults: [
      {
        name: '/repo/tests/machines/pin.test.ts',
        startTime: Date.parse(AT),
        assertionResults: pinPaths.map((p) => ({ ancestorTitles: ['pin: its paths'], title: p.name, status: 'passed' })),
      },
    ],
  };

  // Each run's report, kept as the reporters keep it (scripts/reporters/).
  mkdirSync(reports, { recursive: true });
  const full = { at: AT, command: 'npm test' };
  const partial = { at: LATER, command: pathCommand(failed!.name) };
  const keep = (level: Level, file: string, report: object, command: string) => {
    writeFileSync(join(reports, file), JSON.stringify(report));
    recordRun(level, runOfReport(level, JSON.stringify(report))!, { command, report: `.test-reports/${file}` }, reports);
  };
  keep('model', 'vitest.json', vitest, full.command);
  keep('ui', 'playwright.json', playwright, full.command);
  keep('ui', 'one-path-playwright.json', alone, partial.command);

  const anchor = pathAnchors('u-path', checkout)[0]!;
  return { reports, coverage, failedPath: { flow: 'checkout', name: failed!.name, step, anchor }, runs: { full, partial } };
}

/** Writes the fixture screens (all but `without`) and runs under `dir`, then the atlas in `dir/atlas`. */
export async function buildFixtureAtlas(dir: string, without: string[] = []): Promise<FixtureAtlas> {
  const screens = join(dir, 'screens');
  const flows = await atlasFlows(join(dir, 'no-coverage'));
  for (const { shot } of expectedScreens(flows)) {
    const file = screenFile(shot);
    if (without.includes(file)) continue;
    mkdirSync(dirname(join(screens, file)), { recursive: true });
    copyFileSync(SCREEN, join(screens, file));
  }
  const runs = writeFixtureRuns(dir, flows);
  const atlas = await buildAtlas({ out: join(dir, 'atlas'), screens, reports: runs.reports, coverage: runs.coverage });
  return { ...atlas, ...runs, dir, screens };
}
