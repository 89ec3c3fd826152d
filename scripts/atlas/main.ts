// npm run atlas: the flow atlas (docs/flows/README.md). Builds the portal, takes every UI model
// state's screenshots against a fresh reference server (Playwright project "atlas"), then writes
// the site and prints its index. `--no-screens` writes the site alone (diagrams, paths, the last
// run's results), as CI does after the tests; `--screens-from <dir>` writes it with the screenshots
// an earlier pass left there.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadWithVite } from './vite-load.ts';
import { SCREENS_DIR } from './screens.ts';

const withScreens = !process.argv.includes('--no-screens');
const from = process.argv.indexOf('--screens-from');
const screensFrom = from > 0 ? process.argv[from + 1] : undefined;
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
  console.log(`\n> ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env }).status === 0;
};

const started = Date.now();
if (withScreens && !screensFrom) {
  rmSync(SCREENS_DIR, { recursive: true, force: true });
  const passed =
    run('npm', ['run', 'build']) &&
    run('npx', ['playwright', 'test', '--project=atlas'], { ...process.env, ATLAS_SCREENS: resolve(SCREENS_DIR) });
  // A pass that failed leaves states without screenshots: listed below.
  if (!passed) console.error('\nThe screenshot pass failed.');
}
const { module, close } = await loadWithVite<typeof import('./build.ts')>('/scripts/atlas/build.ts');
const atlas = await module.buildAtlas({ screens: withScreens ? (screensFrom ?? SCREENS_DIR) : null });
await close();
console.log(`\n${atlas.pages} pages, ${atlas.screenshots} screenshots, in ${Math.round((Date.now() - started) / 1000)} s.`);
if (atlas.problems.length > 0) {
  console.error(`\nNo atlas: states without their screenshots:\n  ${atlas.problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`The atlas: ${atlas.index}`);
