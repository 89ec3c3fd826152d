// An atlas built from a small fixture set (docs/flows/README.md#the-flow-atlas): one stand-in
// screenshot for every UI state in both languages and widths, and the reports of a made-up last
// run in which one UI path of the checkout failed at its second step.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { transitionWalks } from '../../support/path-cover.ts';
import { pathsInWords } from '../../support/path-words.ts';
import { recordOf, writeCoverageRecord } from '../../support/statechart-coverage.ts';
import { pinMachine } from '../../../machines/pin.ts';
import { atlasFlows } from '../../../scripts/atlas/flows.ts';
import { buildAtlas, expectedScreens, type BuiltAtlas } from '../../../scripts/atlas/build.ts';
import { screenFile } from '../../../scripts/atlas/screens.ts';

const SCREEN = new URL('../fixtures/screen.jpg', import.meta.url);
export const FAILURE = 'Error: expect(locator).toBeVisible() failed: the methods never showed';
const AT = '2026-11-27T18:00:00.000Z';

export type FixtureAtlas = BuiltAtlas & { dir: string; screens: string; failedPath: { flow: string; name: string; step: string } };

/** Writes the fixture screens (all but `without`) and reports under `dir`, then the atlas in `dir/atlas`. */
export async function buildFixtureAtlas(dir: string, without: string[] = []): Promise<FixtureAtlas> {
  const screens = join(dir, 'screens');
  const reports = join(dir, 'reports');
  const coverage = join(dir, 'coverage');
  const flows = await atlasFlows(join(dir, 'no-coverage'));
  for (const { shot } of expectedScreens(flows)) {
    const file = screenFile(shot);
    if (without.includes(file)) continue;
    mkdirSync(dirname(join(screens, file)), { recursive: true });
    copyFileSync(SCREEN, join(screens, file));
  }

  // The UI paths of the checkout as the tests name them: the first failed at its second step.
  const checkout = flows.find((flow) => flow.id === 'checkout')!.ui!;
  const [failed, ...passed] = checkout.paths;
  const step = `${failed!.steps[1]!.event} → ${failed!.steps[1]!.state}`;
  const result = (title: string, ok: boolean) => ({
    title,
    tests: [
      {
        projectName: 'paths',
        results: [{ status: ok ? 'passed' : 'failed', startTime: AT, errors: [], ...(ok ? {} : { error: { message: FAILURE }, steps: [{ title: step, error: { message: FAILURE } }] }) }],
      },
    ],
  });
  const playwright = {
    stats: { startTime: AT },
    suites: [{ title: 'checkout.spec.ts', specs: [], suites: [{ title: 'checkout (UI model)', specs: [result(failed!.name, false), ...passed.map((p) => result(p.name, true))] }] }],
  };
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
    testResults: [{ name: '/repo/tests/machines/pin.test.ts', startTime: Date.parse(AT), assertionResults: pinPaths.map((p) => ({ title: p.name, status: 'passed' })) }],
  };
  mkdirSync(reports, { recursive: true });
  writeFileSync(join(reports, 'playwright.json'), JSON.stringify(playwright));
  writeFileSync(join(reports, 'vitest.json'), JSON.stringify(vitest));

  const atlas = await buildAtlas({ out: join(dir, 'atlas'), screens, reports, coverage });
  return { ...atlas, dir, screens, failedPath: { flow: 'checkout', name: failed!.name, step } };
}
