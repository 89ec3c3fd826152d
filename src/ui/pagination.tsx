import { Trans, useLingui } from '@lingui/react/macro';

type PaginationProps = {
  current: number;
  last: number;
  total: number;
  onGoTo: (page: number) => void;
  /** While a page loads, the buttons wait. */
  busy?: boolean;
};

/** Which page buttons to show: the first, the last, and two around the current one. */
function visiblePages(current: number, last: number): (number | 'gap')[] {
  const pages = [...new Set([1, current - 1, current, current + 1, last])].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  return pages.flatMap((page, index) => (index > 0 && page - (pages[index - 1] ?? page) > 1 ? ['gap' as const, page] : [page]));
}

/** The pages of a list, with the total count of records (docs/product.md#lists). */
export function Pagination({ current, last, total, onGoTo, busy }: PaginationProps) {
  const { t } = useLingui();
  return (
    <div className="pagination">
      <p className="pagination__total">
        <Trans>Total records: {total}</Trans>
      </p>
      {last > 1 && (
        <nav aria-label={t`Pages`}>
          <ul className="pagination__pages">
            <li>
              <button type="button" className="pagination__button" disabled={current <= 1 || busy} onClick={() => onGoTo(current - 1)}>
                <span aria-hidden="true">‹</span>
                <span className="visually-hidden">{t`Previous page`}</span>
              </button>
            </li>
            {visiblePages(current, last).map((page, index) =>
              page === 'gap' ? (
                <li key={`gap-${index}`} aria-hidden="true" className="pagination__gap">
                  …
                </li>
              ) : (
                <li key={page}>
                  <button
                    type="button"
                    className="pagination__button"
                    aria-current={page === current ? 'page' : undefined}
                    aria-label={t`Page ${page}`}
                    disabled={busy && page !== current}
                    onClick={() => onGoTo(page)}
                  >
                    {page}
                  </button>
                </li>
              ),
            )}
            <li>
              <button type="button" className="pagination__button" disabled={current >= last || busy} onClick={() => onGoTo(current + 1)}>
                <span aria-hidden="true">›</span>
                <span className="visually-hidden">{t`Next page`}</span>
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
