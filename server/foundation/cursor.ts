// A list's place for the warehouse's reads (docs/product.md#the-warehouse-api): the last row's id,
// base64url. Ids only grow, so a page after an id never repeats a row nor skips one that was there.
import type { Context } from 'hono';
import type { AppEnv } from './env.ts';
import { ApiError } from './errors.ts';
import { fitsInt4 } from './validate.ts';

export const cursorOf = (id: number): string => Buffer.from(String(id), 'latin1').toString('base64url');

/**
 * The id `cursor` names, 0 without one. Only a text cursorOf wrote is a cursor: Node's decoder
 * skips what is not base64url, so the id is encoded again and must give the very same text.
 */
export function afterIdOf(c: Context<AppEnv>, cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const text = Buffer.from(cursor, 'base64url').toString('latin1');
  const id = /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : NaN;
  if (!fitsInt4(id) || cursorOf(id) !== cursor) throw new ApiError('FAILED_VALIDATION', { cursor: [c.get('t').validation.invalidValue] });
  return id;
}
