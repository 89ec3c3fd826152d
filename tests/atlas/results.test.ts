// The path results kept across runs (docs/flows/README.md#the-flow-atlas): a partial run (one
// file, a `-t` filter, one path) changes only the flows and paths it ran; a flow no run touched
// says "not run yet"; each result keeps when and from which command it came; a kept file or a
// report cut short reads as no run, never as an error.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readReports, tallyOf } from '../../scripts/atlas/results.ts';
import { readStore, recordRun, STORE_FILE } from '../../scripts/atlas/results-store.ts';
import { ranAny, runOfReport, type VitestReport } from '../../scripts/atlas/run-results.ts';
import { tallyText } from '../../scripts/atlas/summary.ts';
import PlaywrightPathResults from '../../scripts/reporters/playwright-path-results.ts';
import { RUN_COMMAND_ENV, runCommand } from '../../scripts/reporters/run-command.ts';

const FIRST = '2026-11-27T18:00:00.000Z';
const LATER = '2026-11-28T09:30:00.000Z';
const PIN = ['pin: start → CHANGE → entering', 'pin: start → SUBMIT → granting', 'pin: start → RESEND → resending'];
const RECOVERY = ['recovery: start → REQUEST → code', 'recovery: start → REQUEST → failed'];

/** Vitest's JSON report of a run of the machines' path tests: each flow's tests in its `<flow>: its paths` describe. */
const vitestReport = (at: string, flows: Record<string, Record<string, string>>): string =>
  JSON.stringify({
    startTime: Date.parse(at),
    testResults: Object.entries(flows).map(([flow, tests]) => ({
      name: `/repo/tests/machines/${flow}.test.ts`,
      startTime: Date.parse(at),
      assertionResults: Object.entries(tests).map(([title, status]) => ({
        ancestorTitles: [`${flow}: its paths`],
        title,
        status,
        failureMessages: status === 'failed' ? ['\u001b[31mAssertionError: expected entering\u001b[39m'] : [],
      })),
    })),
  } satisfies VitestReport);
const all = (names: string[], status = 'passed') => Object.fromEntries(names.map((name) => [name, status]));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'path-results-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const keep = (at: string, flows: Record<string, Record<string, string>>, command: string) =>
  recordRun('model', runOfReport('model', vitestReport(at, flows))!, { command, report: '.test-reports/vitest.json' }, dir);
const words = (names: string[]) => tallyText(tallyOf(names, readReports(dir).model), names.length);

describe('the path results kept across runs', () => {
  it('a partial run changes only the flows it ran: the others keep their result, time and command', () => {
    keep(FIRST, { pin: all(PIN), recovery: all(RECOVERY) }, 'npm test');
    // One file, as `npx vitest run tests/machines/recovery.test.ts` runs it.
    keep(LATER, { recovery: all(RECOVERY, 'failed') }, 'npx vitest run tests/machines/recovery.test.ts');

    const store = readStore(dir);
    expect(store.model.pin).toMatchObject({ at: FIRST, command: 'npm test', report: '.test-reports/vitest.json' });
    expect(store.model.recovery).toMatchObject({ at: LATER, command: 'npx vitest run tests/machines/recovery.test.ts' });
    expect(words(PIN)).toBe('<span class="result passed">all 3 paths passed</span>, 2026-11-27 18:00 UTC, from <code>npm test</code>');
    expect(words(RECOVERY)).toBe(
      '<span class="result failed">2 of 2 paths failed</span>, 2026-11-28 09:30 UTC, from <code>npx vitest run tests/machines/recovery.test.ts</code>',
    );
  });

  it('a run filtered to one path changes that path alone, and says which paths came from which run', () => {
    keep(FIRST, { pin: all(PIN) }, 'npm test');
    // A `-t` filter: Vitest reports the other tests of the file as skipped, which is no result.
    keep(LATER, { pin: { [PIN[0]!]: 'failed', [PIN[1]!]: 'skipped', [PIN[2]!]: 'skipped' } }, "npm run test:paths -- --path 'pin: start → CHANGE → entering'");

    const kept = readReports(dir).model.byName;
    expect(kept.get(PIN[0]!)).toMatchObject({ status: 'failed', error: 'AssertionError: expected entering', run: { at: LATER } });
    expect(kept.get(PIN[1]!)).toMatchObject({ status: 'passed', run: { at: FIRST, command: 'npm test' } });
    expect(words(PIN)).toBe(
      '<span class="result failed">1 of 3 paths failed</span>, 2 passed: ' +
        "1 on 2026-11-28 09:30 UTC, from <code>npm run test:paths -- --path &#39;pin: start → CHANGE → entering&#39;</code>; " +
        '2 on 2026-11-27 18:00 UTC, from <code>npm test</code>',
    );
  });

  it('says "not run yet" for a flow no run has touched, and for a path none ran', () => {
    keep(FIRST, { pin: { [PIN[0]!]: 'passed', [PIN[1]!]: 'skipped' } }, 'npm run flows');
    expect(words(RECOVERY)).toBe('<span class="result not-run">not run yet</span> (2 paths)');
    expect(words(PIN)).toBe('<span class="result passed">1 of 3 paths passed</span>, 2 not run yet, 2026-11-27 18:00 UTC, from <code>npm run flows</code>');
    // Before any run there is no file: every flow is not run yet.
    expect(readReports(join(dir, 'never')).model.byName.size).toBe(0);
    // A run that ran no path (every one filtered out) is nothing to keep (its reporter keeps nothing).
    expect(ranAny(runOfReport('model', vitestReport(LATER, { pin: all(PIN, 'skipped') }))!)).toBe(false);
  });

  it('reads a kept file cut short, or not a store, as no run; and a run merges over it', () => {
    writeFileSync(join(dir, STORE_FILE), '{"model":{"pin":{"at":"2026-11-27T18:00:00.000Z","comm');
    expect(readReports(dir).model.byName.size).toBe(0);
    expect(words(PIN)).toContain('not run yet');
    writeFileSync(join(dir, STORE_FILE), JSON.stringify({ model: { pin: { at: FIRST, command: 'npm test', paths: { [PIN[0]!]: { status: 'passed' } } } }, ui: [] }));
    expect(readReports(dir).model.byName.size).toBe(0);

    keep(LATER, { pin: all(PIN) }, 'npm test');
    expect(words(PIN)).toContain('all 3 paths passed');
  });

  it('reads a report cut short (a run stopped midway) as no run', () => {
    expect(runOfReport('model', vitestReport(FIRST, { pin: all(PIN) }).slice(0, 80))).toBeNull();
    expect(runOfReport('ui', '{"stats":{"startTime":"2026')).toBeNull();
  });

  it('writes the file whole, and takes over a lock a killed run left', () => {
    mkdirSync(join(dir, `${STORE_FILE}.lock`));
    const old = new Date(Date.now() - 60_000);
    utimesSync(join(dir, `${STORE_FILE}.lock`), old, old);
    keep(FIRST, { pin: all(PIN) }, 'npm test');
    expect(readdirSync(dir)).toEqual([STORE_FILE]);
    expect(JSON.parse(readFileSync(join(dir, STORE_FILE), 'utf8'))).toMatchObject({ model: { pin: { command: 'npm test' } }, ui: {} });
  });
});

describe('Playwright’s part', () => {
  const named = process.env[RUN_COMMAND_ENV];
  afterEach(() => {
    if (named === undefined) delete process.env[RUN_COMMAND_ENV];
    else process.env[RUN_COMMAND_ENV] = named;
  });

  /** A test as Playwright's reporter API gives it: in its describe, in its project, with its results. */
  const test = (describe: string, title: string, project: string, status: string, error?: string) => ({
    title,
    parent: { title: describe, project: () => ({ name: project }) },
    results: [
      {
        status,
        startTime: new Date(LATER),
        steps: error ? [{ title: 'fixture: page' }, { title: 'SUBMIT → paymentForm', error: { message: error } }] : [],
        errors: error ? [{ message: error }] : [],
        ...(error ? { error: { message: error } } : {}),
      },
    ],
  });

  it('keeps the UI paths a run ended (project "paths" only), with the command and the JSON report', () => {
    process.env[RUN_COMMAND_ENV] = 'npx playwright test --project=paths e2e/paths/checkout.spec.ts';
    const reporter = new PlaywrightPathResults({ dir });
    const tests = [
      test('checkout (UI model, 2 paths)', 'checkout: start → SUBMIT → paymentForm', 'paths', 'failed', 'Error: the methods never showed'),
      test('checkout (UI model, 2 paths)', 'checkout: start → PAY → paid', 'paths', 'interrupted'),
      test('checkout (atlas, 3 runs)', 'checkout: to paymentForm', 'atlas', 'passed'),
      test('the demo customer signs in', 'signs in', 'setup', 'passed'),
    ];
    const config = { configFile: join(process.cwd(), 'playwright.config.ts'), reporter: [['list'], ['json', { outputFile: '.test-reports/playwright.json' }]] };
    reporter.onBegin(config as never, { allTests: () => tests } as never);
    reporter.onEnd({ startTime: new Date(LATER), status: 'interrupted', duration: 1 } as never);

    const kept = readStore(dir);
    expect(kept.model).toEqual({});
    expect(Object.keys(kept.ui)).toEqual(['checkout']);
    expect(kept.ui.checkout).toMatchObject({ at: LATER, command: 'npx playwright test --project=paths e2e/paths/checkout.spec.ts', report: '.test-reports/playwright.json' });
    // The path stopped midway is no result: only the one that ended.
    expect(Object.keys(kept.ui.checkout!.paths)).toEqual(['checkout: start → SUBMIT → paymentForm']);
    expect(kept.ui.checkout!.paths['checkout: start → SUBMIT → paymentForm']).toMatchObject({ status: 'failed', failedStep: 'SUBMIT → paymentForm', error: 'Error: the methods never showed' });
  });
});

describe('the command a run came from', () => {
  it('is the npm script it runs under, with the words given after --', () => {
    const flows = { npm_lifecycle_event: 'flows', npm_lifecycle_script: 'FLOWS_WRITE=1 vitest run tests/flows tests/machines' };
    expect(runCommand(flows, ['run', 'tests/flows', 'tests/machines'], 'npx vitest')).toBe('npm run flows');
    expect(runCommand(flows, ['run', 'tests/flows', 'tests/machines', '-t', 'pin: start'], 'npx vitest')).toBe("npm run flows -- -t 'pin: start'");
    const test = { npm_lifecycle_event: 'test', npm_lifecycle_script: 'tsx scripts/test-paths.ts --all' };
    expect(runCommand(test, ['--all'], 'npx tsx scripts/test-paths.ts')).toBe('npm test');
  });

  it('is the runner and its arguments when npx started it, unless the script that started it named its own', () => {
    const npx = { npm_lifecycle_event: 'npx', npm_lifecycle_script: 'vitest' };
    expect(runCommand(npx, ['run', 'tests/machines/pin.test.ts'], 'npx vitest')).toBe('npx vitest run tests/machines/pin.test.ts');
    expect(runCommand({}, ['test', '--project=paths', '-g', "it's → paid$"], 'npx playwright')).toBe("npx playwright test --project=paths -g 'it'\\''s → paid$'");
    expect(runCommand({ ...npx, [RUN_COMMAND_ENV]: 'npm test' }, ['run'], 'npx vitest')).toBe('npm test');
  });
});
