export { ComboBox, type ComboBoxProps, type SearchFieldBaseProps } from './ComboBox';
export { MultiComboBox, type MultiComboBoxProps } from './MultiComboBox';
export {
  DEFAULT_DEBOUNCE_MS,
  DEFAULT_MIN_SEARCH_LENGTH,
  SEARCH_STATUSES,
  type ComboBoxItem,
  type LoadComboBoxItems,
  type SearchStatus,
} from './combo-box-options';
