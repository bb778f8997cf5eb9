import type { ReactNode } from 'react';

export const COLUMN_ALIGNS = ['start', 'center', 'end'] as const;
export type ColumnAlign = (typeof COLUMN_ALIGNS)[number];

/**
 * How a cell shows content longer than its column: break into lines, one line cut with "…", or
 * one whole line that widens the column (`nowrap`: a date or a receipt number, which misreads
 * when broken and is short anyway).
 */
export const CELL_OVERFLOWS = ['wrap', 'truncate', 'nowrap'] as const;
export type CellOverflow = (typeof CELL_OVERFLOWS)[number];

/**
 * Where a column's field goes when the table shows its rows as cards (narrower than 600 px):
 * `title` heads the card in large type (the patient's name), `first` comes right under it (what
 * must be seen at a glance, e.g. allergies), `field` follows in column order, `hidden` is left
 * off the card (e.g. a running number the card's position already tells).
 */
export const CARD_PLACEMENTS = ['title', 'first', 'field', 'hidden'] as const;
export type CardPlacement = (typeof CARD_PLACEMENTS)[number];

/** One column of a DataTable over rows of type `T`. */
export interface DataTableColumn<T> {
  /** The column's id, and the sort key reported when its header is pressed. */
  key: string;
  /** The header (already translated). */
  header: ReactNode;
  /** What a cell shows for a row; `index` is the row's position on this page (0-based). */
  cell: (row: T, index: number) => ReactNode;
  /** The header sorts (none → asc → desc → none, the domain's cycle). @default false */
  isSortable?: boolean;
  /** This column names the row for assistive technology (e.g. the patient's name). @default false */
  isRowHeader?: boolean;
  /** @default 'start' ('end' for amounts) */
  align?: ColumnAlign;
  /** @default 'wrap' */
  overflow?: CellOverflow;
  /**
   * The header may break between its words when the table is short of room, so a long header
   * over short values ("Total Pembayaran" over an amount) does not widen its column; it stays on
   * one line while there is room. @default false
   */
  wrapHeader?: boolean;
  /**
   * The widest the column's content grows (any CSS length), e.g. '20rem' for an address. A
   * 'truncate' column cuts its text there. @default none for 'wrap', '16rem' for 'truncate'
   */
  maxWidth?: string;
  /** The narrowest the column gets (any CSS length). @default for 'wrap' with a maxWidth, 12rem or the maxWidth if smaller */
  minWidth?: string;
  /** Its place on a card (see `CardPlacement`). @default 'title' for the row header, else 'field' */
  card?: CardPlacement;
}

/** A column's place on a card, its own or the default. */
export function cardPlacement<T>(column: DataTableColumn<T>): CardPlacement {
  return column.card ?? (column.isRowHeader ? 'title' : 'field');
}
