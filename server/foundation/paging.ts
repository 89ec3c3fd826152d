// A page and the size of its list in one query: the size is a window column (`count(*) over ()`),
// which PostgreSQL computes over every row the filter keeps, before the page is cut.
import { sql } from 'drizzle-orm';
import type { PageMeta, PageQuery } from '../../src/api/contract/envelope.ts';

export function pageMeta(total: number, { page, page_size }: PageQuery): PageMeta {
  return {
    total,
    last_page: Math.max(1, Math.ceil(total / page_size)),
    current_page: page,
    page_size,
  };
}

/** The list's row count, a column of each row of its page. */
export const totalOver = () => sql<number>`(count(*) over ())::int`;

/** Row ids are int4: no list holds more rows, so a page further on is empty without asking. */
export const MAX_ROWS = 2_147_483_647;

export type PageLoad<R, T> = {
  /** The page's rows, each with the list's totals (window columns). */
  rows: (limit: number, offset: number) => Promise<R[]>;
  totalsOf: (row: R) => T;
  /** The totals apart, when the page has no row to carry them (an empty list, a page past the end). */
  count: () => Promise<T>;
};

/** The rows of the page `query` asks for and the list's totals: one query, two for an empty page. */
export async function pageWithTotals<R, T>(query: PageQuery, { rows, totalsOf, count }: PageLoad<R, T>): Promise<{ rows: R[]; totals: T }> {
  const offset = (query.page - 1) * query.page_size;
  const page = offset < MAX_ROWS ? await rows(query.page_size, offset) : [];
  const first = page[0];
  return { rows: page, totals: first === undefined ? await count() : totalsOf(first) };
}
