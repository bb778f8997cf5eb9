export {
  RefundEditor,
  refundPreview,
  type RefundEditorProps,
  type RefundEditorValue,
} from './RefundEditor';
