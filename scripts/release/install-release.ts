// Moves a release built aside into dist/ so that a server reading dist/ never sees a page whose
// code is missing, nor no page at all (docs/operations.md#releases): the new hashed assets first,
// then the other files, the pages last (index.html the very last), each file replaced by one
// rename; then the files of no release kept are removed. The previous release's hashed assets
// stay, so a browser holding its page still loads its lazy code during a rollout; the ones before
// it go, so dist/ holds at most two releases' code.
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { INSTALL_LOCK } from './install-lock.ts';
import { SERVICE_WORKER_PATH } from '../../src/api/contract/offline-data.ts';

/** Which hashed assets dist/ holds and why, beside them (hidden: the server never sends it). */
const RELEASE_RECORD = '.release.json';
/** Where a build writes before it installs (hidden, and inside dist/ so git and lint ignore it). */
export const STAGE_PREFIX = '.build-';

type ReleaseRecord = {
  /** The hashed assets the release built (paths under dist/). */
  assets: string[];
  /** The previous release's, kept for pages already open. */
  kept: string[];
};

export type Installed = { placed: number; kept: number; removed: number };

/** Called after each change to dist/ (the test's slow writer). */
export type AfterChange = (change: string) => Promise<void> | void;

const ASSETS = 'assets/';
const COPY = /\.(?:br|gz)$/;
const isPage = (file: string) => file.replace(COPY, '').endsWith('.html');
/** The build's own files in dist/, never part of a release. */
const isBookkeeping = (file: string) => file.startsWith(RELEASE_RECORD) || file === INSTALL_LOCK || file.startsWith(STAGE_PREFIX);

/** Every file under `dir`, as `/`-separated paths relative to it; none when it does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

async function readRecord(dir: string): Promise<ReleaseRecord | null> {
  try {
    return JSON.parse(await readFile(join(dir, RELEASE_RECORD), 'utf8')) as ReleaseRecord;
  } catch {
    return null;
  }
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && new Set([...a, ...b]).size === a.length;

/**
 * The service worker names the release's files, index.html among them, with their revisions: it
 * moves after them all, or a phone installing it meanwhile would keep the previous page as the new.
 */
const SERVICE_WORKER = SERVICE_WORKER_PATH.slice(1);

/**
 * The order files move in: assets, then the rest, then the pages (each before its compressed
 * copies, which the server only sends when they are not older than their page), index.html, then
 * the service worker last.
 */
function placingOrder(files: string[]): string[] {
  const assets = files.filter((file) => file.startsWith(ASSETS));
  const rest = files.filter((file) => !file.startsWith(ASSETS) && !isPage(file) && file !== SERVICE_WORKER);
  const pageOf = (file: string) => file.replace(COPY, '');
  const pages = files
    .filter(isPage)
    .sort((a, b) => {
      const [pa, pb] = [pageOf(a), pageOf(b)];
      if (pa !== pb) return pa === 'index.html' ? 1 : pb === 'index.html' ? -1 : pa < pb ? -1 : 1;
      return Number(COPY.test(a)) - Number(COPY.test(b));
    });
  return [...assets, ...rest, ...pages, ...files.filter((file) => file === SERVICE_WORKER)];
}

/** Empty folders left under `dist` after removals, deepest first (dist/ and dist/assets stay). */
async function removeEmptyFolders(dist: string, removedFiles: string[]): Promise<void> {
  const folders = new Set<string>();
  for (const file of removedFiles) {
    for (let folder = dirname(file); folder !== '.' && folder !== 'assets'; folder = dirname(folder)) folders.add(folder);
  }
  for (const folder of [...folders].sort((a, b) => b.length - a.length)) {
    await rmdir(join(dist, folder)).catch(() => {});
  }
}

/**
 * Moves the release in `stage` (on dist/'s file system) into `dist`: one the build just made, or a
 * dist/ copied whole from the machine that built it, whose record says which of its assets are its
 * own and which the previous release's. The caller holds dist/'s lock (install-lock.ts).
 */
export async function installRelease(stage: string, dist: string, afterChange: AfterChange = () => {}): Promise<Installed> {
  const release = (await filesUnder(stage)).filter((file) => !isBookkeeping(file));
  if (!release.includes('index.html')) throw new Error(`${stage} holds no index.html: not a release`);
  const copied = await readRecord(stage);
  const before = (await filesUnder(dist)).filter((file) => !isBookkeeping(file));
  // A dist/ from before releases were recorded holds one build: all its assets are the previous release's.
  const previous = (await readRecord(dist)) ?? { assets: before.filter((file) => file.startsWith(ASSETS)), kept: [] };
  const present = new Set(before);

  let placed = 0;
  for (const file of placingOrder(release)) {
    const from = join(stage, file);
    const to = join(dist, file);
    // A hashed asset of that name holds the same bytes: left as it is (its date, its ETag).
    if (file.startsWith(ASSETS) && present.has(file) && (await stat(to)).size === (await stat(from)).size) continue;
    await mkdir(dirname(to), { recursive: true });
    await rename(from, to);
    placed += 1;
    await afterChange(`placed ${file}`);
  }

  const assets = copied?.assets ?? release.filter((file) => file.startsWith(ASSETS));
  const built = new Set(assets);
  const inRelease = new Set(release);
  // Built again without a change, the release before is still the one browsers may hold.
  const kept = (copied?.kept ?? (sameSet(assets, previous.assets) ? previous.kept : previous.assets)).filter(
    (file) => !built.has(file) && (present.has(file) || inRelease.has(file)),
  );
  const record: ReleaseRecord = { assets, kept };
  const recordPath = join(dist, RELEASE_RECORD);
  await writeFile(`${recordPath}.tmp`, `${JSON.stringify(record, null, 1)}\n`);
  await rename(`${recordPath}.tmp`, recordPath);

  const wanted = new Set([...release, ...kept]);
  const stale = before.filter((file) => !wanted.has(file));
  for (const file of stale) {
    await rm(join(dist, file), { force: true });
    await afterChange(`removed ${file}`);
  }
  await removeEmptyFolders(dist, stale);
  return { placed, kept: kept.length, removed: stale.length };
}
