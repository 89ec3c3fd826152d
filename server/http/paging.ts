import type { PageMeta, PageQuery } from '../../src/api/contract/envelope.ts';

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
