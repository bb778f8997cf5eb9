export { DateRangeFilter, type DateRangeFilterProps } from './DateRangeFilter';
export { PeriodPicker, type PeriodPickerProps } from './PeriodPicker';
