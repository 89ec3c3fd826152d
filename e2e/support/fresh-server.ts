// Starts the real server (server/main.ts) on a FRESH data folder: the folder in DATA_DIR is
// removed first, so every Playwright run begins from the seed. Used by playwright.config.ts.
import { cpSync, rmSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { COPY_RELEASE_ENV } from './servers.ts';

const root = process.cwd();
const dataDir = resolve(root, process.env.DATA_DIR ?? '.data-e2e');
const inside = relative(root, dataDir);

// Refuse to wipe anything but a folder inside the project (such as .data-e2e).
if (!inside || inside.startsWith('..') || inside.split(sep)[0] === 'node_modules' || resolve(dataDir) === root) {
  console.error(`fresh-server: refusing to remove DATA_DIR=${dataDir}: it must be a folder inside ${root}.`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;

// A release of its own, which a spec changes as a new release would (the service worker's specs).
if (process.env[COPY_RELEASE_ENV] && process.env.RELEASE_DIR) {
  const release = resolve(root, process.env.RELEASE_DIR);
  if (relative(root, release).startsWith('..')) throw new Error(`fresh-server: RELEASE_DIR=${release} is outside ${root}`);
  rmSync(release, { recursive: true, force: true });
  cpSync(resolve(root, 'dist'), release, { recursive: true });
}

const entry = resolve(root, process.env.SERVER_ENTRY ?? 'server/main.ts');
await import(pathToFileURL(entry).href);
