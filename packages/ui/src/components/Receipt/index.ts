export { Receipt, type ReceiptProps } from './Receipt';
export {
  RECEIPT_WIDTHS,
  receiptPageName,
  receiptPageRule,
  type ReceiptWidth,
} from './receipt-options';
