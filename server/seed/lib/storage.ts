import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileStore } from '../../storage/store.ts';

/** A random-looking but stable file name for a seeded upload. */
export function storageName(label: string, ext: string): string {
  return `${createHash('sha256').update(`casillero-seed/${label}`).digest('hex').slice(0, 32)}.${ext}`;
}

export const slug = (s: string) =>
  s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

// A bucket is a network away: a few requests at a time rather than one per file at once.
const PUTS_AT_ONCE = 8;

/** Seeded uploads go where the customers' own do, through the same store. */
export async function writeSeedFiles(store: FileStore, files: readonly { storage_name: string; mime_type: string; data: Uint8Array }[]): Promise<void> {
  const waiting = [...files];
  const putNext = async (): Promise<void> => {
    for (let file = waiting.shift(); file; file = waiting.shift()) {
      const body = Readable.from([Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength)]);
      await store.put(file.storage_name, body, { contentType: file.mime_type });
    }
  };
  await Promise.all(Array.from({ length: PUTS_AT_ONCE }, putNext));
}
