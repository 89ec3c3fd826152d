import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../../fs/private.ts';

/** A random-looking but stable file name for a seeded upload. */
export function storageName(label: string, ext: string): string {
  return `${createHash('sha256').update(`casillero-seed/${label}`).digest('hex').slice(0, 32)}.${ext}`;
}

export const slug = (s: string) =>
  s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Seeded uploads, private like the customers' own (0600 in a 0700 folder). */
export async function writeSeedFiles(dir: string, files: readonly { storage_name: string; data: Uint8Array }[]): Promise<void> {
  ensurePrivateDir(dir);
  await Promise.all(files.map((f) => writeFile(join(dir, f.storage_name), f.data, { mode: PRIVATE_FILE_MODE })));
}
