import { cardColumns, type Column, type RowDetail } from './list-columns.ts';
import { RowCell, RowLinks } from './row-links.tsx';
import { useRowOpener } from './row-opener.ts';
import '../styles/data-cards.css';

type DataCardsProps<T> = {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  detail?: RowDetail<T>;
};

/** A list on a phone (docs/product.md#phones-and-small-screens): a card per row, with its title, status, key figures and actions. */
export function DataCards<T>({ caption, columns, rows, rowKey, detail }: DataCardsProps<T>) {
  const open = useRowOpener();
  const [title] = cardColumns(columns, 'title');
  const statuses = cardColumns(columns, 'status');
  const fields = cardColumns(columns, 'field');
  return (
    <ul className="data-cards" aria-label={caption}>
      {rows.map((row) => (
        <li key={rowKey(row)} className={detail ? 'data-card data-card--opens' : 'data-card'} onClick={detail && open(detail.href(row))}>
          <div className="data-card__head">
            {title && (
              <span className="data-card__title">
                <RowCell row={row} column={title} detail={detail} />
              </span>
            )}
            {statuses.map((column) => (
              <span key={column.key}>{column.cell(row)}</span>
            ))}
          </div>
          {fields.length > 0 && (
            <dl className="data-card__fields">
              {fields.map((column) => (
                <div key={column.key} className="data-card__field">
                  <dt>{column.header}</dt>
                  <dd className={column.numeric ? 'data-card__figure' : undefined}>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          )}
          {detail && (
            <div className="data-card__foot">
              <RowLinks row={row} detail={detail} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
