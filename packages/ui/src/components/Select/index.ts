export { Select, type SelectProps } from './Select';
export type { OptionItem } from './select-options';
