import type { Page, PageMeta, PageQuery } from '../../src/api/contract/envelope.ts';

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
