export { DataTable, type DataTableProps } from './DataTable';
export {
  COLUMN_ALIGNS,
  CELL_OVERFLOWS,
  type ColumnAlign,
  type CellOverflow,
  type DataTableColumn,
} from './data-table-options';
