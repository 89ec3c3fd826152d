import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorState } from './error-state.tsx';
import { Pagination } from './pagination.tsx';
import { Spinner } from './spinner.tsx';
import type { PagedList } from './use-paged-list.ts';

export type Column<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Shown only from 768 px up (spec §2's reduced column sets). */
  wideOnly?: boolean;
  numeric?: boolean;
};

/** The last column of a list: a "See" link to the row's detail, named for the row (`label`). */
export function detailLinkColumn<T>(href: (row: T) => string, label: (row: T) => string): Column<T> {
  return {
    key: 'action',
    header: (
      <span className="visually-hidden">
        <Trans>Actions</Trans>
      </span>
    ),
    cell: (row) => (
      <Link to={href(row)} aria-label={label(row)}>
        <Trans>See</Trans>
      </Link>
    ),
  };
}

type DataTableProps<T> = {
  /** The table's accessible name. */
  caption: string;
  columns: readonly Column<T>[];
  list: PagedList<T>;
  rowKey: (row: T) => string | number;
  /** Shown when the list has nothing (a new customer). */
  empty: ReactNode;
};

/** A paged list as a table: a spinner first, the error with a retry, the empty state, the pages. */
export function DataTable<T>({ caption, columns, list, rowKey, empty }: DataTableProps<T>) {
  const { t } = useLingui();
  if (list.status === 'failed') return <ErrorState error={list.error} onRetry={list.retry} />;
  if (!list.page) return <Spinner size="sm" label={t`Loading…`} />;
  if (list.status === 'empty') return <div className="empty-state">{empty}</div>;
  const { data, meta } = list.page;
  const cellClass = (column: Column<T>) =>
    ['data-table__cell', column.wideOnly ? 'data-table__cell--wide' : '', column.numeric ? 'data-table__cell--numeric' : '']
      .filter(Boolean)
      .join(' ');
  return (
    <div className="data-table" aria-busy={list.status === 'loading'}>
      {/* Reachable with the keyboard, so a table wider than a narrow screen can be scrolled. */}
      <div className="data-table__scroll" role="group" aria-label={caption} tabIndex={0}>
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={cellClass(column)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
