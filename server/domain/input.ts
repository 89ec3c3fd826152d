// Request bodies beyond the contract's shapes: text the database can store, and rules checked in
// the database (a place that exists), reported as FAILED_VALIDATION with per-field errors.
import type { Context } from 'hono';
import type { z } from 'zod';
import type { FieldErrors } from '../../src/api/contract/envelope.ts';
import type { AppEnv } from '../foundation/env.ts';
import { ApiError } from '../foundation/errors.ts';
import { readJson } from '../foundation/validate.ts';

/** FAILED_VALIDATION with every field error at once, or nothing. */
export function refuseErrors(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new ApiError('FAILED_VALIDATION', errors);
}

// PostgreSQL text cannot hold a NUL character (it would fail in the database, a 500). This would
// belong in readJson once every route stores text.
function nulFields(value: unknown, path: string, found: string[]): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path || 'body');
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) nulFields(item, path ? `${path}.${key}` : key, found);
  }
  return found;
}

/** readJson, then FAILED_VALIDATION on every string field holding a NUL character. */
export async function readStoredJson<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  const body = await readJson(c, schema);
  const text = c.get('t').validation.format;
  refuseErrors(Object.fromEntries(nulFields(body, '', []).map((field) => [field, [text]])));
  return body;
}
