export { PaymentLineEditor, type PaymentLineEditorProps } from './PaymentLineEditor';
export {
  PAYMENT_LINE_KINDS,
  newPaymentLine,
  lineKind,
  toPaymentLine,
  shownLineTotal,
  type PaymentLineKind,
  type PaymentLineValue,
  type PaymentLineEditorValue,
  type PaymentItemOption,
  type PaymentPackageOption,
  type PaymentLineEditorErrors,
} from './payment-line-editor-options';
export { paymentLineEditorErrors } from './payment-line-editor-errors';
