export { RadioGroup, type RadioGroupProps } from './RadioGroup';
export { ORIENTATIONS, type Orientation } from './radio-group-options';
export type { OptionItem } from '../Select/select-options';
