import { createHash } from 'node:crypto';

/** A random-looking but stable file name for a seeded upload. */
export function storageName(label: string, ext: string): string {
  return `${createHash('sha256').update(`casillero-seed/${label}`).digest('hex').slice(0, 32)}.${ext}`;
}

export const slug = (s: string) =>
  s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
