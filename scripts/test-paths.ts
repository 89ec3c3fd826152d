// npm run test:paths: the model-level path tests (Vitest, tests/machines), the UI-level ones
// (Playwright project "paths" against the reference server), then the coverage table.
// Options: --no-build (reuse dist/, as `npm test` does right after its own build).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { COVERAGE_DIR } from '../tests/support/statechart-coverage.ts';
import { printCoverageTable } from './path-coverage.ts';

const args = new Set(process.argv.slice(2));
const run = (command: string, ...rest: string[]) => {
  console.log(`\n> ${command} ${rest.join(' ')}`);
  return spawnSync(command, rest, { stdio: 'inherit' }).status === 0;
};

rmSync(COVERAGE_DIR, { recursive: true, force: true });
const model = run('npx', 'vitest', 'run', 'tests/machines');
const built = args.has('--no-build') || run('npm', 'run', 'build');
const ui = built && run('npx', 'playwright', 'test', '--project=paths');
const covered = printCoverageTable();
process.exit(model && ui && covered ? 0 : 1);
