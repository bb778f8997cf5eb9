export { TextField, type TextFieldProps, type TextFieldBaseProps } from './TextField';
export {
  TEXT_FIELD_TYPES,
  INPUT_MODES,
  type TextFieldType,
  type InputMode,
} from './text-field-options';
