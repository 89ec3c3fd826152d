import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DataCards } from './data-cards.tsx';
import { ErrorState } from './error-state.tsx';
import type { Column, RowDetail } from './list-columns.ts';
import { Pagination } from './pagination.tsx';
import { RowCell, RowLinks } from './row-links.tsx';
import { useRowOpener } from './row-opener.ts';
import { Spinner } from './spinner.tsx';
import { useMediaQuery } from './use-media-query.ts';
import type { PagedList } from './loadable.ts';

/**
 * Under this width a list is cards, never a table to scroll sideways: 672 px of normal text, and
 * the 1,280 px desktop with text at 200 % (docs/product.md#phones-and-small-screens, #large-text).
 */
const PHONE_QUERY = '(max-width: 41.9988em)';

type DataTableProps<T> = {
  /** The table's accessible name. */
  caption: string;
  columns: readonly Column<T>[];
  list: PagedList<T>;
  rowKey: (row: T) => string | number;
  /** Shown when the list has nothing (a new customer). */
  empty: ReactNode;
  /** Where a row leads: its title column links there, and the last column says "See". */
  detail?: RowDetail<T>;
};

const cellClass = <T,>(column: Column<T>) =>
  [
    'data-table__cell',
    column.wideOnly && 'data-table__cell--wide',
    column.numeric && 'data-table__cell--numeric',
    (column.nowrap || column.numeric) && 'data-table__cell--nowrap',
  ]
    .filter(Boolean)
    .join(' ');

/** A paged list: a spinner first, the error with a retry, the empty state, then a table (cards on a phone) and its pages. */
export function DataTable<T>({ caption, columns, list, rowKey, empty, detail }: DataTableProps<T>) {
  const { t } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const open = useRowOpener();
  const tableColumns = columns.filter((column) => !column.cardOnly);
  if (list.status === 'failed') return <ErrorState error={list.error} onRetry={list.retry} />;
  if (!list.page) return <Spinner size="sm" label={t`Loading…`} />;
  if (list.status === 'empty') return <div className="empty-state">{empty}</div>;
  const { data, meta } = list.page;
  return (
    <div className="data-table" aria-busy={list.status === 'loading'}>
      {phone ? (
        <DataCards caption={caption} columns={columns} rows={data} rowKey={rowKey} detail={detail} />
      ) : (
        /* Reachable with the keyboard, so a table wider than its box can still be scrolled. */
        <div className="data-table__scroll" role="group" aria-label={caption} tabIndex={0}>
          <table>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {tableColumns.map((column) => (
                  <th key={column.key} scope="col" className={cellClass(column)}>
                    {column.header}
                  </th>
                ))}
                {detail && (
                  <th scope="col" className="data-table__cell">
                    <span className="visually-hidden">
                      <Trans>Actions</Trans>
                    </span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={rowKey(row)} className={detail && 'data-table__row--opens'} onClick={detail && open(detail.href(row))}>
                  {tableColumns.map((column) => (
                    <td key={column.key} className={cellClass(column)}>
                      <RowCell row={row} column={column} detail={detail} />
                    </td>
                  ))}
                  {detail && (
                    <td className="data-table__cell data-table__cell--nowrap">
                      <RowLinks row={row} detail={detail} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        current={meta.current_page}
        last={meta.last_page}
        total={meta.total}
        onGoTo={list.goTo}
        busy={list.status === 'loading'}
      />
    </div>
  );
}
