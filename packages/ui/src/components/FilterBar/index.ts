export { FilterBar, type FilterBarProps } from './FilterBar';
export {
  FILTER_FIELD_KINDS,
  emptyFilterValues,
  sameFilterValues,
  type FilterField,
  type TextFilterField,
  type DateFilterField,
  type SelectFilterField,
  type FilterValues,
} from './filter-bar-options';
