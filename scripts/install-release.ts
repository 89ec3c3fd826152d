// npm run --silent release:install -- <folder>: a release built once elsewhere, its dist/ copied
// whole into <folder> beside this server's dist/, moved into dist/ as `npm run build` moves its own
// (docs/operations.md#releases): under a running server, its code first, its pages last, the
// previous release's code kept. <folder> is emptied and removed. With RELEASE_DIR set, the release
// moves there, where the server reads it.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { releaseDirOf } from '../server/config.ts';
import { whileLocked } from './release/install-lock.ts';
import { installRelease } from './release/install-release.ts';

const [folder] = process.argv.slice(2);
if (!folder) {
  console.error('usage: npm run release:install -- <folder holding a copy of the built dist/>');
  process.exit(2);
}
const dist = releaseDirOf();
const from = resolve(folder);
const started = Date.now();
try {
  const { placed, kept, removed } = await whileLocked(dist, () => installRelease(from, dist));
  rmSync(from, { recursive: true, force: true });
  console.log(`release in ${dist}: ${placed} files placed, ${kept} of the previous release's assets kept, ${removed} files removed, in ${Date.now() - started} ms`);
} catch (error) {
  const { code, message } = error as NodeJS.ErrnoException;
  // Each file moves by a rename, which cannot cross file systems.
  console.error(code === 'EXDEV' ? `release:install: ${from} is not on ${dist}'s file system: copy it beside it` : `release:install: ${message}`);
  process.exit(1);
}
