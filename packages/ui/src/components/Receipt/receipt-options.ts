/** The thermal roll widths the receipt prints on. */
export const RECEIPT_WIDTHS = [58, 80] as const;
export type ReceiptWidth = (typeof RECEIPT_WIDTHS)[number];

/** The page margin of a receipt page, in millimetres. */
export const RECEIPT_PAGE_MARGIN_MM = 2;

/** The named page a receipt prints on, one per roll width. */
export const receiptPageName = (width: ReceiptWidth) => `praktik-receipt-${width}` as const;

/**
 * The receipt's `@page` rule. CSS has no `size: 58mm auto` (Chromium drops the whole
 * declaration and prints on Letter), so the page is as long as the receipt measured on screen
 * (`lengthMm`), rounded up; before it is measured, one A4 length.
 */
export function receiptPageRule(width: ReceiptWidth, lengthMm: number | null): string {
  const length = lengthMm === null ? 297 : Math.ceil(lengthMm) + 2 * RECEIPT_PAGE_MARGIN_MM;
  return `@page ${receiptPageName(width)} { size: ${width}mm ${length}mm; margin: ${RECEIPT_PAGE_MARGIN_MM}mm; }`;
}
