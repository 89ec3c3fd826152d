// npm run test:paths: the model-level path tests (Vitest, tests/machines), the UI-level ones
// (Playwright project "paths" against the reference server), then the coverage table.
// --all (what `npm test` runs): the type check and lint first, then every Vitest test, the build
// and its size guard (scripts/size-guard.ts), then every Playwright project, so the path tests
// share one Vitest run and one reference server with the rest. Each layer's time is printed at the
// end (docs/performance.md#the-test-suites-time).
// --path "<name>": that one path test alone, at its level (scripts/one-path.ts).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { COVERAGE_DIR } from '../tests/support/statechart-coverage.ts';
import { runOnePath } from './one-path.ts';
import { printCoverageTable } from './path-coverage.ts';
import { RUN_COMMAND_ENV, runCommand } from './reporters/run-command.ts';

const pathAt = process.argv.indexOf('--path');
if (pathAt >= 0) {
  const name = process.argv[pathAt + 1];
  if (!name) {
    console.error('--path needs the path test\'s name, as the atlas shows it');
    process.exit(2);
  }
  process.exit(runOnePath(name));
}

const all = process.argv.includes('--all');
// The runners it starts keep their path results as coming from this command (`npm test`), not from the `npx` it starts them with.
process.env[RUN_COMMAND_ENV] = runCommand(process.env, process.argv.slice(2), 'npx tsx scripts/test-paths.ts');
const times: [string, number][] = [];
const run = (layer: string, command: string, ...rest: string[]) => {
  console.log(`\n> ${command} ${rest.join(' ')}`);
  const started = Date.now();
  const ok = spawnSync(command, rest, { stdio: 'inherit' }).status === 0;
  times.push([layer, Date.now() - started]);
  return ok;
};

rmSync(COVERAGE_DIR, { recursive: true, force: true });
// Stop at the first failing layer, as an && chain would; the coverage table is printed all the same.
const checked = all ? run('type check + lint', 'npm', 'run', 'check') : true;
const vitest = checked && (all ? run('Vitest', 'npx', 'vitest', 'run') : run('Vitest', 'npx', 'vitest', 'run', 'tests/machines'));
const built = vitest && run('build', 'npm', 'run', 'build');
// A route past its script budget breaks no behaviour: Playwright runs all the same, and reports.
const sized = !all || (built && run('size guard', 'npx', 'tsx', 'scripts/size-guard.ts'));
const playwright = built && (all ? run('Playwright', 'npx', 'playwright', 'test') : run('Playwright', 'npx', 'playwright', 'test', '--project=paths'));
const covered = printCoverageTable();
console.log(`\nEach layer's time: ${times.map(([layer, ms]) => `${layer} ${Math.round(ms / 1000)} s`).join(', ')}`);
process.exit(checked && vitest && sized && playwright && covered ? 0 : 1);
