import {
  fullPrintableWidth,
  printableWidthFor,
  RECEIPT_WIDTHS,
  type ReceiptWidth,
} from '@praktik/ui/Receipt';

/**
 * How wide this device's receipt printer prints, per roll width, kept in the browser
 * (docs/decisions/0041-receipt-printable-width-per-device.md): the printer is plugged into the
 * computer at the counter, so two counters of one clinic may need different widths.
 */
const storageKey = (width: ReceiptWidth) => `receiptPrintableWidth.${width}`;

/** `?width=` as a roll width; the narrower roll when absent or not one of them. */
export const rollWidthOf = (param: string | null): ReceiptWidth =>
  RECEIPT_WIDTHS.find((width) => String(width) === param) ?? RECEIPT_WIDTHS[0];

export function readPrintableWidth(width: ReceiptWidth): number {
  try {
    return printableWidthFor(width, Number(window.localStorage.getItem(storageKey(width))));
  } catch {
    return fullPrintableWidth(width);
  }
}

export function storePrintableWidth(width: ReceiptWidth, printable: number): void {
  try {
    window.localStorage.setItem(storageKey(width), String(printableWidthFor(width, printable)));
  } catch {
    // private mode: the choice lasts for this page only
  }
}
