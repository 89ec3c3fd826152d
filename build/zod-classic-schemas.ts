// zod's classic schemas module, which the browser build rewrites (zod-without-json-schema.ts,
// zod-without-english.ts): found and checked the same way for both.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** zod's v4 folder as installed. */
export const ZOD_V4_DIR = join(dirname(createRequire(import.meta.url).resolve('zod/v4/core')), '..');
/** The module itself (the tests read it). */
export const ZOD_CLASSIC_SCHEMAS = join(ZOD_V4_DIR, 'classic', 'schemas.js');
const CLASSIC_SCHEMAS_ID = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;

/**
 * Whether `id` is the classic schemas module, for `plugin` to rewrite `lines` of it. The build
 * fails when one of them is gone: zod changed, and the plugin must follow.
 */
export function isClassicSchemas(id: string, code: string, lines: readonly string[], plugin: string): boolean {
  if (!CLASSIC_SCHEMAS_ID.test(id)) return false;
  const missing = lines.filter((line) => !code.includes(line));
  if (missing.length > 0) throw new Error(`${plugin}: ${id} no longer has ${missing.join(' and ')}; update the plugin`);
  return true;
}
