import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Key,
  type SortDescriptor,
} from 'react-aria-components';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { nextSort, type SortState } from '@praktik/domain/tables/sort';
import { useUiStrings } from '../../intl/ui-strings-context';
import { EmptyState } from '../EmptyState/EmptyState';
import { Spinner } from '../Spinner/Spinner';
import { cardPlacement, type DataTableColumn } from './data-table-options';
import * as styles from './DataTable.css';
import dataTableStrings from './dataTable.strings.json';

export interface DataTableProps<T> {
  /** Names the table (or give `aria-labelledby`). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  columns: readonly DataTableColumn<T>[];
  /** The rows of the current page. */
  rows: readonly T[];
  /** A stable, unique id per row (e.g. the patient id). */
  getRowKey: (row: T) => string;
  /** Controlled sort (null = unsorted). */
  sort?: SortState;
  /**
   * A sortable header was pressed: the next state of the domain's cycle (none → asc → desc →
   * none; another column starts at asc) and the key pressed.
   */
  onSortChange?: (sort: SortState, key: string) => void;
  /** Shows a spinner over the table and marks it busy; the rows stay in place. @default false */
  isLoading?: boolean;
  /** When given, the body shows this error instead of rows ("Data gagal dimuat" + the text). */
  errorMessage?: ReactNode;
  /** A way out of the error, e.g. a retry button. */
  errorAction?: ReactNode;
  /** What an empty table shows. @default `<EmptyState />` ("Tidak ada data") */
  emptyState?: ReactNode;
  /** Buttons for one row (Start visit, History, Edit); they get their own last column. */
  rowActions?: (row: T) => ReactNode;
  /** Header of the actions column. @default ui string `dataTable.actions` */
  actionsLabel?: string;
  /**
   * Keeps the actions column in view at the right edge while a wide table scrolls sideways
   * (wider than 768 px only: on a phone it would cover the other columns). @default false
   */
  stickyActions?: boolean;
  /** Makes rows clickable (and Enter on a focused row): opens the row's page. */
  onRowAction?: (row: T) => void;
  className?: string;
}

const ACTIONS_KEY = '__actions';

function toDescriptor(sort: SortState | undefined): SortDescriptor | undefined {
  if (!sort) return undefined;
  return { column: sort.key, direction: sort.direction === 'asc' ? 'ascending' : 'descending' };
}

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={styles.sortIcon}
      data-direction={direction ?? 'none'}
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      <path className={styles.sortUp} d="M12 4 6.5 10h11z" />
      <path className={styles.sortDown} d="M12 20l5.5-6h-11z" />
    </svg>
  );
}

/**
 * A page of rows with sortable headers, a loading overlay, an empty and an error state, row
 * actions and clickable rows (react-aria Table: a keyboard-navigable grid). Long content wraps
 * or truncates per column, and the table scrolls sideways when it is a little too narrow.
 * Narrower than 600 px (its own width) each row shows as a card: the row's title first, the
 * fields as label/value pairs, its actions at the foot as thumb-sized buttons; the sortable
 * headers become sort buttons above the cards. It stays the same grid for keyboard and screen
 * reader users in both layouts; only the styling changes (see each column's `card`).
 */
export function DataTable<T>({
  columns,
  rows,
  getRowKey,
  sort,
  onSortChange,
  isLoading = false,
  errorMessage,
  errorAction,
  emptyState,
  rowActions,
  actionsLabel,
  stickyActions = false,
  onRowAction,
  className,
  ...aria
}: DataTableProps<T>) {
  const { t } = useUiStrings(dataTableStrings);
  const tableRef = useRef<HTMLTableElement & HTMLDivElement>(null);
  const hasError = errorMessage != null && errorMessage !== '';

  const items = useMemo(
    () => (hasError ? [] : rows.map((row, index) => ({ id: getRowKey(row), row, index }))),
    [rows, getRowKey, hasError],
  );
  const rowById = useMemo(() => new Map(items.map((item) => [item.id, item.row])), [items]);

  // react-aria's Table does not pass aria-busy through; the grid itself should carry it.
  useEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    if (isLoading) table.setAttribute('aria-busy', 'true');
    else table.removeAttribute('aria-busy');
  }, [isLoading]);

  const handleRowAction = onRowAction
    ? (key: Key) => {
        const row = rowById.get(String(key));
        if (row !== undefined) onRowAction(row);
      }
    : undefined;

  const renderEmpty = () => {
    if (hasError) {
      return (
        <div role="alert" className={styles.bodyMessage}>
          <EmptyState
            icon="danger"
            title={t('dataTable.loadFailed')}
            text={errorMessage}
            action={errorAction}
          />
        </div>
      );
    }
    // The first page: a spinner where the rows will be, and no "no data" before the answer.
    if (isLoading) {
      return (
        <div className={styles.loadingPlaceholder}>
          <Spinner label={t('dataTable.loading')} size="lg" />
        </div>
      );
    }
    return <div className={styles.bodyMessage}>{emptyState ?? <EmptyState />}</div>;
  };

  return (
    <div
      className={[styles.container, className].filter(Boolean).join(' ')}
      data-loading={isLoading || undefined}
    >
      <div className={styles.scroller}>
        <Table
          {...aria}
          ref={tableRef}
          className={styles.table}
          sortDescriptor={toDescriptor(sort)}
          onSortChange={(descriptor) => {
            const key = String(descriptor.column);
            onSortChange?.(nextSort(sort ?? null, key), key);
          }}
          onRowAction={handleRowAction}
          data-clickable-rows={onRowAction ? true : undefined}
        >
          <TableHeader className={styles.header}>
            {columns.map((column) => (
              <Column
                key={column.key}
                id={column.key}
                isRowHeader={column.isRowHeader}
                allowsSorting={column.isSortable ?? false}
                textValue={typeof column.header === 'string' ? column.header : undefined}
                className={styles.column}
                data-align={column.align ?? 'start'}
                data-card={cardPlacement(column)}
                data-wrap-header={column.wrapHeader || undefined}
                style={
                  column.minWidth
                    ? assignInlineVars({ [styles.columnMinWidth]: column.minWidth })
                    : undefined
                }
              >
                {({ allowsSorting, sortDirection }) => (
                  <span className={styles.columnLabel}>
                    <span>{column.header}</span>
                    {allowsSorting && <SortIcon direction={sortDirection} />}
                  </span>
                )}
              </Column>
            ))}
            {rowActions ? (
              <Column
                id={ACTIONS_KEY}
                className={stickyActions ? `${styles.column} ${styles.stickyEnd}` : styles.column}
                data-align="end"
                data-card="actions"
                textValue={actionsLabel ?? t('dataTable.actions')}
              >
                {actionsLabel ?? t('dataTable.actions')}
              </Column>
            ) : null}
          </TableHeader>
          <TableBody className={styles.body} renderEmptyState={renderEmpty}>
            {items.map(({ id, row, index }) => (
              <Row key={id} id={id} className={styles.row}>
                {columns.map((column) => {
                  const content = column.cell(row, index);
                  const overflow = column.overflow ?? 'wrap';
                  const placement = cardPlacement(column);
                  const maxWidth =
                    column.maxWidth ?? (overflow === 'truncate' ? '16rem' : undefined);
                  // A wrapping column with room to grow keeps a readable width when the table
                  // scrolls sideways, instead of one word per line.
                  const minWidth =
                    column.minWidth ??
                    (overflow === 'wrap' && column.maxWidth
                      ? `min(${column.maxWidth}, 12rem)`
                      : undefined);
                  return (
                    <Cell
                      key={column.key}
                      className={styles.cell}
                      data-align={column.align ?? 'start'}
                      data-card={placement}
                      // A card leaves off a field with nothing in it (a label over a blank).
                      data-empty={
                        content === '' || content == null || content === false || undefined
                      }
                    >
                      {placement === 'title' ? null : (
                        // The grid's column header already names the cell for screen readers.
                        <span className={styles.cardLabel} aria-hidden="true">
                          {column.header}
                        </span>
                      )}
                      <div
                        className={styles.cellContent}
                        data-overflow={overflow}
                        style={assignInlineVars({
                          [styles.contentMaxWidth]: maxWidth ?? null,
                          [styles.contentMinWidth]: minWidth ?? null,
                        })}
                        title={
                          overflow === 'truncate' &&
                          (typeof content === 'string' || typeof content === 'number')
                            ? String(content)
                            : undefined
                        }
                      >
                        {content}
                      </div>
                    </Cell>
                  );
                })}
                {rowActions ? (
                  <Cell
                    className={stickyActions ? `${styles.cell} ${styles.stickyEnd}` : styles.cell}
                    data-align="end"
                    data-card="actions"
                  >
                    <div className={styles.actions}>{rowActions(row)}</div>
                  </Cell>
                ) : null}
              </Row>
            ))}
          </TableBody>
        </Table>
      </div>
      {isLoading && items.length > 0 ? (
        <div className={styles.overlay}>
          <Spinner label={t('dataTable.loading')} size="lg" />
        </div>
      ) : null}
    </div>
  );
}
