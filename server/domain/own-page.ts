// A paged list of the caller's own records: the page query read, an empty page until the
// customer has a client (a new account owns nothing yet).
import type { Context } from 'hono';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { PageQuerySchema, type Page, type PageQuery } from '../../src/api/contract/envelope.ts';
import type { AppEnv } from '../http/env.ts';
import { pageMeta, pageWithTotals, type PageLoad } from '../http/paging.ts';
import { readQuery } from '../http/validate.ts';
import type { OwnedTable } from './own-record.ts';

/**
 * The page the request asks for of the caller's records and its list's totals; `load` gets the
 * caller's client id and the query (read with `schema`: a page query, or one with a list's
 * filters). An empty first page means an empty list: no count is asked for then.
 */
export async function ownPage<R, T, Q extends PageQuery = PageQuery>(
  c: Context<AppEnv>,
  none: T,
  load: (clientId: number, query: Q) => PageLoad<R, T>,
  schema: z.ZodType<Q> = PageQuerySchema as z.ZodType<Q>,
): Promise<{ query: Q; rows: R[]; totals: T }> {
  const query = readQuery(c, schema);
  const { clientId } = c.get('user');
  if (clientId === null) return { query, rows: [], totals: none };
  const { rows, totalsOf, count } = load(clientId, query);
  return { query, ...(await pageWithTotals(query, { rows, totalsOf, count: () => (query.page === 1 ? Promise.resolve(none) : count()) })) };
}

/** A table of customer records that keep when they were made. */
export type DatedTable = OwnedTable & { created_at: PgColumn };

/** A page of a client's records, prepared with the placeholders `clientId`, `limit` and `offset`. */
export type PreparedPage<R> = { execute(values: { clientId: number; limit: number; offset: number }): Promise<R[]> };

/**
 * The page query of a client's records of `table`, newest first, to prepare: `select` is the
 * list's query without filter, order or paging (a dynamic one: `.$dynamic()`) with a `total`
 * column (`totalOver()`); `filter` keeps some of the client's records only.
 */
export const newestFirstPage = <S extends PgSelect>(table: DatedTable, select: S, filter?: SQL) =>
  select
    .where(and(eq(table.client_id, sql.placeholder('clientId')), filter))
    .orderBy(desc(table.created_at), desc(table.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));

/** The page the request asks for of the caller's records, `page` its prepared query; `serialize` turns its rows into the contract's shape. */
export async function ownNewestFirst<R extends { total: number }, T>(
  c: Context<AppEnv>,
  table: DatedTable,
  page: PreparedPage<R>,
  serialize: (rows: R[]) => T[],
): Promise<Page<T>> {
  const { db } = c.get('deps');
  const { query, rows, totals } = await ownPage(c, 0, (clientId) => ({
    rows: (limit, offset) => page.execute({ clientId, limit, offset }),
    totalsOf: (row) => row.total,
    count: async () => db.$count(table, eq(table.client_id, clientId)),
  }));
  return { data: serialize(rows), meta: pageMeta(totals, query) };
}
