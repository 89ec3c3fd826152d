// npm run build: the portal's release (docs/operations.md#releases). Vite and the prerender write
// into dist/.build-<pid>/release, which no server reads; the release then moves into dist/ a file at
// a time, its pages last (release/install-release.ts), so a server running from dist/, or starting
// meanwhile, keeps serving whole pages whose code is there. The source maps go to dist-maps/.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { SOURCE_MAPS_DIR } from '../build/source-maps-apart.ts';
import { processRunning, whileLocked } from './release/install-lock.ts';
import { installRelease, STAGE_PREFIX } from './release/install-release.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const stage = join(dist, `${STAGE_PREFIX}${process.pid}`);
const release = join(stage, 'release');
const started = Date.now();

// What a build that stopped midway left (its process is gone); another build under way keeps its own.
mkdirSync(dist, { recursive: true });
for (const name of readdirSync(dist)) {
  const pid = Number(name.slice(STAGE_PREFIX.length));
  if (name.startsWith(STAGE_PREFIX) && !processRunning(pid)) rmSync(join(dist, name), { recursive: true, force: true });
}

const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const run = (command: string, ...args: string[]) => {
  const { status, error } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (error || status !== 0) {
    rmSync(stage, { recursive: true, force: true });
    console.error(`build: ${relative(root, command)} ${args.join(' ')} failed${error ? ` (${error.message})` : ''}; dist/ is as it was`);
    process.exit(status || 1);
  }
};

run(bin('vite'), 'build', '--outDir', relative(root, release));
run(bin('tsx'), 'scripts/prerender.ts', relative(root, release));

// Beside dist/, as build/source-maps-apart.ts means them: the release's folder is the stage's.
const maps = join(stage, SOURCE_MAPS_DIR);
if (existsSync(maps)) {
  const mapsDir = join(root, SOURCE_MAPS_DIR);
  rmSync(mapsDir, { recursive: true, force: true });
  renameSync(maps, mapsDir);
  // A map names its sources from where Vite wrote it (inside the stage, two folders deeper than
  // dist/): named again from dist-maps/, so the size guard and the bench find them.
  for (const file of readdirSync(mapsDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.map'))) {
    const map = JSON.parse(readFileSync(join(mapsDir, file), 'utf8')) as { sources?: string[]; sourceRoot?: string };
    const from = dirname(join(release, file));
    const to = dirname(join(mapsDir, file));
    map.sources = (map.sources ?? []).map((source) => relative(to, resolve(from, map.sourceRoot ?? '', source)));
    delete map.sourceRoot;
    writeFileSync(join(mapsDir, file), JSON.stringify(map));
  }
}

const moving = Date.now();
const { placed, kept, removed } = await whileLocked(dist, () => installRelease(release, dist)).finally(() => rmSync(stage, { recursive: true, force: true }));
console.log(
  `release in dist/: ${placed} files placed (in ${Date.now() - moving} ms), ${kept} of the previous release's assets kept, ${removed} files removed; built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
