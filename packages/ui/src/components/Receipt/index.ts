export { Receipt, type ReceiptProps } from './Receipt';
export {
  PRINTABLE_WIDTHS,
  RECEIPT_WIDTHS,
  fullPrintableWidth,
  printableWidthFor,
  receiptPageName,
  receiptPageRule,
  type ReceiptWidth,
} from './receipt-options';
