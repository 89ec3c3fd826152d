import type { Context } from 'hono';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { PageQuerySchema, type Page, type PageMeta, type PageQuery } from '../../src/api/contract/envelope.ts';
import type { AppEnv } from './env.ts';
import { readQuery } from './validate.ts';

export function pageMeta(total: number, { page, page_size }: PageQuery): PageMeta {
  return {
    total,
    last_page: Math.max(1, Math.ceil(total / page_size)),
    current_page: page,
    page_size,
  };
}

/** The row offset of a page, or null when the page lies past the last row (no query needed). */
export function pageOffset(total: number, { page, page_size }: PageQuery): number | null {
  const offset = (page - 1) * page_size;
  return offset < total ? offset : null;
}

/** A page of a list of `total` rows; `load` (limit, offset) runs only when the page holds rows. */
export async function loadPage<T>(
  total: number,
  query: PageQuery,
  load: (limit: number, offset: number) => Promise<T[]>,
): Promise<Page<T>> {
  const offset = pageOffset(total, query);
  return { data: offset === null ? [] : await load(query.page_size, offset), meta: pageMeta(total, query) };
}

/** The first (and only) page of an empty list. */
export const emptyPage = (query: PageQuery): Page<never> => ({ data: [], meta: pageMeta(0, query) });

export type RowsQuery<S extends PgSelect> = {
  /** The table counted. */
  table: PgTable;
  /** Which of its rows the list holds. */
  where: SQL;
  /** The list's query without filter, order or paging (a dynamic one: `.$dynamic()`). */
  select: () => S;
  orderBy: (PgColumn | SQL)[];
};

/** The page the request's `page` and `page_size` ask for of the rows `where` picks, serialized. */
export async function pageOfRows<S extends PgSelect, T>(
  c: Context<AppEnv>,
  { table, where, select, orderBy }: RowsQuery<S>,
  serialize: (rows: S['_']['result']) => T[],
): Promise<Page<T>> {
  const query = readQuery(c, PageQuerySchema);
  const total = await c.get('deps').db.$count(table, where);
  return loadPage(total, query, async (limit, offset) =>
    serialize(await select().where(where).orderBy(...orderBy).limit(limit).offset(offset)),
  );
}
