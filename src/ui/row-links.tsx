import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import type { RowDetail } from './list-columns.ts';
import { useListState } from './list-return.ts';

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
