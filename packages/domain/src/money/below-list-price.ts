import { lineDiscount, lineGross, type DiscountType, type DiscountedLine } from './line-total';

/**
 * How far below its catalogue price a payment line is sold (docs/decisions/0037-price-below-list-
 * is-a-discount.md). The price of a line is typed, and the catalogue's price at save is kept
 * beside it (`list_price`): a price typed below the list takes money off the bill exactly as a
 * discount does, so it is one.
 *
 * - An item line is (list − price) × quantity below; a package line (list − price) once, as it
 *   is priced once (money/line-total.ts).
 * - A price at or above the list is 0 below: a higher price is the clinic's to charge.
 * - A deposit line is 0 below: its amount is what the patient leaves on account, not the item's
 *   price.
 * - A line without a list price (rows written before the list price was kept) is 0 below:
 *   nothing to compare with.
 * - A refund line (negative quantity) is 0 below: it gives back a share of what its sold line
 *   was paid, and that line already said how far below the list it was sold.
 */
export interface ListPricedLine extends DiscountedLine {
  /** The catalogue's price at save: the unit price of an item, the package's price. */
  listPrice?: number | null;
  isDeposit?: boolean | null;
}

/** The rupiah a line's typed price takes off its catalogue price, whole line; 0..list gross. */
export function belowListPrice(line: ListPricedLine): number {
  const { listPrice } = line;
  if (line.isDeposit || line.quantity < 0 || listPrice === null || listPrice === undefined) {
    return 0;
  }
  if (!(line.price < listPrice)) return 0;
  return lineGross({ ...line, price: listPrice }) - lineGross(line);
}

/** A line as read against its catalogue price: what a reader of the history sees. */
export interface LineAgainstList {
  /** The unit price (the package's price for a package line). */
  price: number;
  discountType: DiscountType | null;
  discount: number | null;
}

/**
 * The line with every rupiah it was sold below its catalogue price shown as discount: a line
 * sold below the list reads as the list price with a nominal discount of what the typed price
 * and the typed discount took off together, so price, discount and total still add up
 * (`lineTotal` of the result is the line's own). Any other line reads as typed.
 */
export function lineAgainstListPrice(line: ListPricedLine): LineAgainstList {
  const below = belowListPrice(line);
  if (below === 0 || line.listPrice === null || line.listPrice === undefined) {
    return {
      price: line.price,
      discountType: line.discountType ?? null,
      discount: line.discount ?? null,
    };
  }
  return {
    price: line.listPrice,
    discountType: 'NUMBER',
    discount: below + lineDiscount(line),
  };
}
