// npm run test:paths: the model-level path tests (Vitest, tests/machines), the UI-level ones
// (Playwright project "paths" against the reference server), then the coverage table.
// --all: every Vitest test and every Playwright project instead (what `npm test` runs), so the
// path tests share one Vitest run and one reference server with the rest.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { COVERAGE_DIR } from '../tests/support/statechart-coverage.ts';
import { printCoverageTable } from './path-coverage.ts';

const all = process.argv.includes('--all');
const run = (command: string, ...rest: string[]) => {
  console.log(`\n> ${command} ${rest.join(' ')}`);
  return spawnSync(command, rest, { stdio: 'inherit' }).status === 0;
};

rmSync(COVERAGE_DIR, { recursive: true, force: true });
const vitest = all ? run('npx', 'vitest', 'run') : run('npx', 'vitest', 'run', 'tests/machines');
// Stop at the first failing level, as npm test's && chain would.
const built = vitest && run('npm', 'run', 'build');
const playwright = built && (all ? run('npx', 'playwright', 'test') : run('npx', 'playwright', 'test', '--project=paths'));
const covered = printCoverageTable();
process.exit(vitest && playwright && covered ? 0 : 1);
