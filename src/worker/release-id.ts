/**
 * A short name for a release, from its precache list (every file with its revision): what the
 * worker keeps for one release is named by it, and dropped with it.
 */
export function releaseId(files: readonly (string | { url: string; revision?: string | null })[]): string {
  // FNV-1a, 32 bits: a name, not a secret.
  let hash = 0x811c9dc5;
  for (const file of files) {
    const text = typeof file === 'string' ? file : `${file.url}#${file.revision ?? ''}`;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
