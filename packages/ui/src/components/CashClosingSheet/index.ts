export { CashClosingSheet, type CashClosingSheetProps } from './CashClosingSheet';
export {
  CASH_CLOSING_A4_PAGE,
  CASH_CLOSING_PAPERS,
  type CashClosingPaper,
} from './cash-closing-sheet-options';
