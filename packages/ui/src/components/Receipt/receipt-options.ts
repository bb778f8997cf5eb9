/** The thermal roll widths the receipt prints on. */
export const RECEIPT_WIDTHS = [58, 80] as const;
export type ReceiptWidth = (typeof RECEIPT_WIDTHS)[number];

/** The page margin of a receipt page, in millimetres. */
export const RECEIPT_PAGE_MARGIN_MM = 2;

/**
 * The widths a printer of each roll may print, in millimetres, widest first. The first is the
 * roll less its margins; many 58 mm printers print only 48 mm, and many 80 mm ones 72 mm, and cut
 * off whatever is wider.
 */
export const PRINTABLE_WIDTHS = {
  58: [58 - 2 * RECEIPT_PAGE_MARGIN_MM, 48],
  80: [80 - 2 * RECEIPT_PAGE_MARGIN_MM, 72],
} as const satisfies Record<ReceiptWidth, readonly number[]>;

/** The roll's full printable width: the roll less its margins. */
export const fullPrintableWidth = (width: ReceiptWidth): number => PRINTABLE_WIDTHS[width][0];

/** `printable` when the roll takes it, else the roll's full printable width. */
export function printableWidthFor(width: ReceiptWidth, printable: number | null | undefined) {
  return (PRINTABLE_WIDTHS[width] as readonly number[]).includes(printable ?? NaN)
    ? (printable as number)
    : fullPrintableWidth(width);
}

/** The named page a receipt prints on, one per roll width. */
export const receiptPageName = (width: ReceiptWidth) => `praktik-receipt-${width}` as const;

/**
 * The receipt's `@page` rule. CSS has no `size: 58mm auto` (Chromium drops the whole
 * declaration and prints on Letter), so the page is as long as the receipt measured on screen
 * (`lengthMm`), rounded up; before it is measured, one A4 length. A printable width narrower than
 * the roll widens the side margins, so the slip sits in the middle of the roll, where the head
 * prints.
 */
export function receiptPageRule(
  width: ReceiptWidth,
  lengthMm: number | null,
  printableMm: number = fullPrintableWidth(width),
): string {
  const length = lengthMm === null ? 297 : Math.ceil(lengthMm) + 2 * RECEIPT_PAGE_MARGIN_MM;
  const side = (width - printableMm) / 2;
  const margin =
    side === RECEIPT_PAGE_MARGIN_MM
      ? `${RECEIPT_PAGE_MARGIN_MM}mm`
      : `${RECEIPT_PAGE_MARGIN_MM}mm ${side}mm`;
  return `@page ${receiptPageName(width)} { size: ${width}mm ${length}mm; margin: ${margin}; }`;
}
