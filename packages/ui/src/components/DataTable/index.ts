export { DataTable, type DataTableProps } from './DataTable';
export {
  COLUMN_ALIGNS,
  CELL_OVERFLOWS,
  CARD_PLACEMENTS,
  type CardPlacement,
  type ColumnAlign,
  type CellOverflow,
  type DataTableColumn,
} from './data-table-options';
