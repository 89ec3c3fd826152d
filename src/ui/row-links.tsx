import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import type { Column, RowDetail } from './list-columns.ts';
import { useListState } from './list-return.ts';

/** A column's content for a row; the title column (the tracking number) links to the row's detail. */
export function RowCell<T>({ row, column, detail }: { row: T; column: Column<T>; detail?: RowDetail<T> }) {
  const state = useListState();
  if (!detail || column.card !== 'title') return column.cell(row);
  return (
    <Link to={detail.href(row)} state={state}>
      {column.cell(row)}
    </Link>
  );
}

/** A row's actions: its own (if any), then "See", named for the row. */
export function RowLinks<T>({ row, detail }: { row: T; detail: RowDetail<T> }) {
  const state = useListState();
  return (
    <span className="row-actions">
      {detail.action?.(row)}
      <Link to={detail.href(row)} state={state} aria-label={detail.label(row)}>
        <Trans>See</Trans>
      </Link>
    </span>
  );
}
