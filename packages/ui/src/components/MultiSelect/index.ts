export { MultiSelect, type MultiSelectProps } from './MultiSelect';
export type { OptionItem } from '../Select/select-options';
