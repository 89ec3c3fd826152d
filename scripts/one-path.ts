// `npm run test:paths -- --path "<name>"`: one path test, by the exact name the atlas shows, at its
// level: a machine's path in Vitest (tests/machines), a UI path in Playwright (project "paths").
// The name is matched as text against the tests each runner lists, never as a pattern, so its
// arrows, brackets and parentheses mean themselves; a name no test has fails, and so does a run
// that did not run exactly that one test (docs/flows/README.md#path-tests-for-qa).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPORTS_DIR } from './atlas/results-store.ts';
import { runOfReport } from './atlas/run-results.ts';
import { RUN_COMMAND_ENV } from './reporters/run-command.ts';

export type Level = 'model' | 'ui';
/** A test as its runner lists it: its file and its titles, from the outermost describe to its own. */
export type Listed = { level: Level; file: string; titles: string[] };

/** The flow a path belongs to: its name starts with the flow's id (`signUp: start → …`). */
const flowOf = (name: string): string | null => /^([A-Za-z]+):/.exec(name)?.[1] ?? null;

/** `signUp` → `sign-up`: the file name a flow's tests have. */
const kebab = (id: string) => id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `text` as a regular expression that matches it alone, character for character. */
export const literalPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The tests whose own title is `name`, exactly. */
export const matching = (name: string, listed: Listed[]): Listed[] => listed.filter((test) => test.titles.at(-1) === name);

/** The test files that can hold `flow`'s paths at each level; every one when the flow has none of its own. */
export function candidateFiles(flow: string | null): Record<Level, string[]> {
  const own = (paths: string[]) => paths.filter((path) => existsSync(path));
  const name = flow ? kebab(flow) : '';
  const model = flow ? own([`tests/machines/${name}.test.ts`, `tests/machines/lifecycles/${name}.test.ts`]) : [];
  const ui = flow ? own([`e2e/paths/${name}.spec.ts`]) : [];
  return { model: model.length ? model : ['tests/machines'], ui: ui.length ? ui : [] };
}

/** Vitest's list of `files` (`vitest list --json`): names are `describe > test`. */
export function parseVitestList(json: string): Listed[] {
  const entries = JSON.parse(json) as { name: string; file: string }[];
  return entries.map(({ name, file }) => ({ level: 'model', file, titles: name.split(' > ') }));
}

/** Playwright's `--list` of the paths project: `[paths] › file:line:col › describe › test`. */
export function parsePlaywrightList(text: string): Listed[] {
  return text.split('\n').flatMap((line) => {
    const match = /^\s*\[paths\] › ([^ ]+):\d+:\d+ › (.+)$/.exec(line);
    return match ? [{ level: 'ui' as const, file: match[1]!, titles: match[2]!.split(' › ') }] : [];
  });
}

const npx = (args: string[], options: { capture?: boolean; env?: NodeJS.ProcessEnv } = {}) =>
  spawnSync('npx', args, { encoding: 'utf8', stdio: options.capture ? ['ignore', 'pipe', 'inherit'] : 'inherit', env: { ...process.env, ...options.env }, maxBuffer: 64 * 1024 * 1024 });

function listed(name: string): Listed[] {
  const files = candidateFiles(flowOf(name));
  const model = npx(['vitest', 'list', ...files.model, '--json'], { capture: true });
  const found = model.status === 0 ? parseVitestList(model.stdout) : [];
  if (matching(name, found).length > 0 || files.ui.length === 0) return found;
  const ui = npx(['playwright', 'test', '--project=paths', '--list', ...files.ui], { capture: true });
  return [...found, ...(ui.status === 0 ? parsePlaywrightList(ui.stdout) : [])];
}

/** The reporters that keep a run's path results for the atlas: the command line names its reporters, so it names them too. */
const VITEST_RESULTS = './scripts/reporters/vitest-path-results.ts';
const PLAYWRIGHT_RESULTS = './scripts/reporters/playwright-path-results.ts';

/** How many path tests a run's JSON report says ran (passed or failed), and how many failed. */
function ranOf(report: string, level: Level): { ran: number; failed: number } {
  const results = [...(runOfReport(level, report)?.flows.values() ?? [])].flatMap((paths) => [...paths.values()]).filter((result) => result.status !== 'skipped');
  return { ran: results.length, failed: results.filter((result) => result.status === 'failed').length };
}

/** Runs the one test named `name`: 0 when it ran alone and passed. */
export function runOnePath(name: string): number {
  const hits = matching(name, listed(name));
  if (hits.length !== 1) {
    console.error(hits.length === 0 ? `No path test is named:\n  ${name}` : `${hits.length} path tests are named:\n  ${name}\n(in ${hits.map((hit) => hit.file).join(', ')})`);
    return 1;
  }
  const [hit] = hits as [Listed];
  // Its report stays beside the others: the atlas names it as where the path's result came from.
  const report = join(REPORTS_DIR, `one-path-${hit.level === 'model' ? 'vitest' : 'playwright'}.json`);
  rmSync(report, { force: true });
  // Its result is kept with the command that ran it (scripts/reporters/run-command.ts).
  const env = { [RUN_COMMAND_ENV]: pathCommand(name) };
  const pattern = `^${literalPattern(hit.titles.join(' '))}$`;
  const run =
    hit.level === 'model'
      ? npx(['vitest', 'run', hit.file, '-t', pattern, '--reporter=default', '--reporter=json', `--reporter=${VITEST_RESULTS}`, `--outputFile.json=${report}`], { env })
      : spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status === 0
        ? npx(['playwright', 'test', '--project=paths', '-g', `${literalPattern(hit.titles.join(' '))}$`, `--reporter=list,json,${PLAYWRIGHT_RESULTS}`], { env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report } })
        : { status: 1 };
  if (!existsSync(report)) return run.status || 1;
  const { ran, failed } = ranOf(readFileSync(report, 'utf8'), hit.level);
  console.log(`\n${hit.level === 'model' ? 'Vitest' : 'Playwright'}: ${ran} path test run (${failed} failed): ${name}`);
  return ran === 1 && failed === 0 && run.status === 0 ? 0 : 1;
}

/** The command that runs the path named `name`, for a shell (the atlas shows it beside each path). */
export const pathCommand = (name: string) => `npm run test:paths -- --path '${name.replaceAll("'", "'\\''")}'`;
