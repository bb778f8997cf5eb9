export {
  Form,
  FormGrid,
  FormGridFullRow,
  FormActions,
  type FormProps,
  type FormGridProps,
  type FormGridFullRowProps,
  type FormActionsProps,
} from './Form';
export {
  FORM_GRID_COLUMNS,
  FORM_ACTIONS_ALIGN,
  type FormGridColumns,
  type FormActionsAlign,
} from './form-options';
