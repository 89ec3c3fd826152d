// A next release, made from the one a deployment test's servers run (a copy of the real build): its
// entry script changed, so named anew, and every file that named it naming the new one, as the next
// commit's build would be. Copied beside the release as an operator copies one, for
// `npm run release:install` (docs/operations.md#releases).
import { cpSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type NextRelease = { folder: string; oldEntry: string; newEntry: string };

/** The module script index.html loads: `/assets/index-<hash>.js`. */
export const entryOf = (html: string) => /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? null;

export function makeNextRelease(releaseDir: string): NextRelease {
  const folder = `${releaseDir}.next`;
  cpSync(releaseDir, folder, { recursive: true });
  // A build's own copy has no record of the release before it: the install writes that.
  rmSync(join(folder, '.release.json'), { force: true });
  const oldEntry = entryOf(readFileSync(join(folder, 'index.html'), 'utf8'));
  if (!oldEntry) throw new Error(`no module script in ${releaseDir}/index.html`);
  const newEntry = oldEntry.replace(/-[\w-]+\.js$/, '-NextRelease.js');
  const [oldName, newName] = [oldEntry.split('/').at(-1)!, newEntry.split('/').at(-1)!];
  renameSync(join(folder, oldEntry), join(folder, newEntry));
  writeFileSync(join(folder, newEntry), `${readFileSync(join(folder, newEntry), 'utf8')}\n// the next release\n`);
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(html|js|json)$/.test(file) || file === newEntry.slice(1)) continue;
    const text = readFileSync(join(folder, file), 'utf8');
    if (!text.includes(oldName)) continue;
    writeFileSync(join(folder, file), text.replaceAll(oldName, newName));
    // Its compressed copies would still name the old entry: the server compresses it itself.
    for (const copy of ['.br', '.gz']) rmSync(join(folder, `${file}${copy}`), { force: true });
  }
  for (const copy of ['.br', '.gz']) rmSync(join(folder, `${oldEntry}${copy}`), { force: true });
  return { folder, oldEntry, newEntry };
}
