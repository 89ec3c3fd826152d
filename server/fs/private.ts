// Everything the server keeps under DATA_DIR is private to its user (docs/product.md#security): explicit modes
// rather than a process umask, which Vitest's workers cannot set and PGlite ignores anyway.
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const PRIVATE_FILE_MODE = 0o600;
const PRIVATE_DIR_MODE = 0o700;

/** Creates the folder (and its missing parents) 0700; a folder made by an older version is tightened. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * Folders 0700 and files 0600, all the way down. Only for folders the server owns (uploads, PGlite's):
 * symbolic links are left alone, so nothing outside is touched.
 */
export function tightenTree(path: string): void {
  const info = lstatSync(path, { throwIfNoEntry: false });
  if (!info || info.isSymbolicLink()) return;
  if (info.isDirectory()) {
    if ((info.mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(path, PRIVATE_DIR_MODE);
    for (const name of readdirSync(path)) tightenTree(join(path, name));
  } else if ((info.mode & 0o777) !== PRIVATE_FILE_MODE) {
    chmodSync(path, PRIVATE_FILE_MODE);
  }
}
