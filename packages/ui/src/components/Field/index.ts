// Building blocks shared by the field components (not a field of its own).
export {
  FieldLabel,
  FieldHelp,
  invalidFrom,
  type FieldLabelProps,
  type FieldHelpProps,
} from './FieldParts';
