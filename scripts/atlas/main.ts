// npm run atlas: the flow atlas (docs/flows/README.md). Builds the portal, takes every UI model
// state's screenshots against a fresh reference server (Playwright project "atlas"), then writes
// the site and prints its index. `--no-screens` writes the site alone (diagrams, paths, the last
// run's results), as CI does after the tests; `--screens-from <dir>` writes it with the screenshots
// an earlier pass left there.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { causeOf } from './pass-cause.ts';
import { loadWithVite } from './vite-load.ts';
import { SCREENS_DIR } from './screens.ts';

const withScreens = !process.argv.includes('--no-screens');
const from = process.argv.indexOf('--screens-from');
const screensFrom = from > 0 ? process.argv[from + 1] : undefined;
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
  console.log(`\n> ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env }).status === 0;
};

/** Runs a command with its output shown as it comes, and kept: a failure's cause is told again at the end. */
const runKept = (command: string, args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<{ status: number | null; output: string }>((done) => {
    console.log(`\n> ${command} ${args.join(' ')}`);
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString();
      to.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (status) => done({ status, output }));
  });

const started = Date.now();
/** Why the screenshot pass failed, told before anything it left missing. */
let failure: string | null = null;
if (withScreens && !screensFrom) {
  rmSync(SCREENS_DIR, { recursive: true, force: true });
  if (!run('npm', ['run', 'build'])) failure = 'The build failed (its output is above).';
  else {
    const pass = await runKept('npx', ['playwright', 'test', '--project=atlas'], { ...process.env, ATLAS_SCREENS: resolve(SCREENS_DIR) });
    const cause = causeOf(pass.output);
    if (pass.status !== 0) failure = `The screenshot pass failed (exit ${pass.status}).${cause ? ` Its cause: ${cause}` : ' Its cause is in Playwright\'s output above.'}`;
  }
}
const { module, close } = await loadWithVite<typeof import('./build.ts')>('/scripts/atlas/build.ts');
const atlas = await module.buildAtlas({ screens: withScreens ? (screensFrom ?? SCREENS_DIR) : null });
await close();
console.log(`\n${atlas.pages} pages, ${atlas.screenshots} screenshots, in ${Math.round((Date.now() - started) / 1000)} s.`);
if (failure) console.error(`\n${failure}`);
if (atlas.problems.length > 0) {
  // After a failed pass every state misses its screenshots: its cause above is what to mend.
  const shown = failure ? atlas.problems.slice(0, 3) : atlas.problems;
  const more = atlas.problems.length - shown.length;
  console.error(`\nNo atlas: ${atlas.problems.length} screenshots missing:\n  ${shown.join('\n  ')}${more ? `\n  … and ${more} more` : ''}`);
  process.exit(1);
}
if (failure) process.exit(1);
console.log(`The atlas: ${atlas.index}`);
