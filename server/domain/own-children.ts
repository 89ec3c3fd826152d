// A paged list under one of the caller's records (an invoice's lines, a shipment's pieces): the
// page, its total and the record's ownership in one query.
import type { Context } from 'hono';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PageQuerySchema, type Page } from '../../src/api/contract/envelope.ts';
import type { Db } from '../db/open.ts';
import { outerColumn, qualified } from '../db/subquery-columns.ts';
import type { AppEnv } from '../foundation/env.ts';
import { ApiError } from '../foundation/errors.ts';
import { pageMeta, pageWithTotals } from '../foundation/paging.ts';
import { readQuery } from '../foundation/validate.ts';
import { ownFilter, ownRecord, type OwnedTable } from './own-record.ts';

export type Children = { table: PgTable; parentId: PgColumn };

/** How many children the parent `own` picks has; NOT_FOUND when it picks none (not the caller's). */
async function countChildren(db: Db, parent: OwnedTable, own: SQL, { table, parentId }: Children): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`(select count(*) from ${table} where ${qualified(parentId)} = ${outerColumn(parent, parent.id)})::int` })
    .from(parent)
    .where(own);
  if (!row) throw new ApiError('NOT_FOUND');
  return row.n;
}

/**
 * The page the request asks for of the children of the path's `:id` record of `parent`: `rows`
 * joins the parent, keeps what `own` picks (the record, if it is the caller's) and carries a
 * `total` column (`totalOver()`). A page with no row asks apart (an empty list, a page past the
 * end, or a record that is not the caller's: NOT_FOUND, as for a missing id).
 */
export async function ownChildPage<R extends { total: number }, T>(
  c: Context<AppEnv>,
  parent: OwnedTable,
  children: Children,
  rows: (own: SQL, limit: number, offset: number) => PromiseLike<R[]>,
  serialize: (rows: R[]) => T[],
): Promise<Page<T>> {
  const own = ownFilter(c, parent);
  // A record that is not the caller's is NOT_FOUND before its query string is checked, as a missing one.
  if (!PageQuerySchema.safeParse(c.req.query()).success) await ownRecord(c, parent);
  const query = readQuery(c, PageQuerySchema);
  const { db } = c.get('deps');
  const page = await pageWithTotals(query, {
    rows: async (limit, offset) => rows(own, limit, offset),
    totalsOf: (row) => row.total,
    count: () => countChildren(db, parent, own, children),
  });
  return { data: serialize(page.rows), meta: pageMeta(page.totals, query) };
}
