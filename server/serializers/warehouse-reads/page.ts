// A page of one of the warehouse's lists (docs/product.md#the-warehouse-api): the rows after the
// cursor's, oldest first, read in one query.
import type { Context } from 'hono';
import type { z } from 'zod';
import type { CursorPage, WarehousePageQuery } from '../../../src/api/contract/warehouse-reads.ts';
import { afterIdOf, cursorOf } from '../../foundation/cursor.ts';
import type { AppEnv } from '../../foundation/env.ts';
import { readQuery } from '../../foundation/validate.ts';

/** What a page's query is given: its filters, the id its rows come after, and how many to read. */
export type PageRead<Q> = { query: Q; after: number; take: number };

/**
 * The page the request asks for: `load` reads, by ascending id, up to `take` rows after `after`;
 * one more than the page is read, so whether another follows is known without a count.
 */
export async function cursorPage<Q extends WarehousePageQuery, R extends { id: number }, T>(
  c: Context<AppEnv>,
  schema: z.ZodType<Q>,
  load: (read: PageRead<Q>) => Promise<R[]>,
  serialize: (row: R) => T,
): Promise<CursorPage<T>> {
  const query = readQuery(c, schema);
  const after = afterIdOf(c, query.cursor);
  const rows = await load({ query, after, take: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { data: page.map(serialize), meta: { next_cursor: rows.length > query.limit && last ? cursorOf(last.id) : null } };
}
