export { Dialog, type DialogProps, type DialogRenderProps } from './Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export {
  DIALOG_SIZES,
  DIALOG_FOCUS_ON_OPEN,
  CONFIRM_VARIANTS,
  CONFIRM_KINDS,
  type DialogSize,
  type DialogFocusOnOpen,
  type ConfirmVariant,
  type ConfirmKind,
} from './dialog-options';
export { DialogTrigger } from 'react-aria-components';
