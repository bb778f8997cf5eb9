export { ColumnChooser, type ColumnChooserProps, type ColumnChoice } from './ColumnChooser';
