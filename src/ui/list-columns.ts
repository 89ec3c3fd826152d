import type { ReactNode } from 'react';

/** Where a column shows on a phone's card (docs/product.md#phones-and-small-screens); a column without one is only in the table. */
export type CardPlace = 'title' | 'status' | 'field';

export type Column<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Shown only from 768 px up (the reduced column sets of docs/product.md#lists). */
  wideOnly?: boolean;
  /** Right-aligned, tabular figures; never broken over lines. */
  numeric?: boolean;
  /** Tracking and invoice numbers, dates: never broken over lines. */
  nowrap?: boolean;
  card?: CardPlace;
  /** Only on a phone's card: a figure the card needs that the table already says in another column. */
  cardOnly?: boolean;
};

/** A row's detail: its title links there and a click anywhere on the row opens it. */
export type RowDetail<T> = {
  href: (row: T) => string;
  /** The "See" link's accessible name ("See package 1Z…"). */
  label: (row: T) => string;
  /** The row's own action before "See" (an invoice's "Pay"). */
  action?: (row: T) => ReactNode;
};

export const cardColumns = <T>(columns: readonly Column<T>[], place: CardPlace) => columns.filter((column) => column.card === place);
