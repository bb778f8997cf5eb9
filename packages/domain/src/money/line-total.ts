import { formatRupiah } from './currency';

/**
 * A payment line's total (spec 2 §4 "Other transitions", §9 "Discounts"): the gross is the
 * package price for a package line, otherwise quantity × price; a NUMBER discount subtracts a
 * nominal amount, a PERCENTAGE discount that percent of the gross; the total never goes below 0.
 *
 * Decisions where the spec is silent:
 * - A percentage is clamped to 0..100 and its amount is rounded to the nearest whole rupiah
 *   (half up: 10% of Rp1.005 is Rp101), so every result is integer rupiah.
 * - A nominal discount is clamped to 0..gross; a negative discount counts as none, so a
 *   discount can never raise a total.
 * - A discount without a discount type counts as none (the form only enables the discount
 *   input once a type is chosen, see payments/payment.schema.ts `isDiscountInputEnabled`).
 * - A package line is priced once whatever its quantity: a package is sold as one unit.
 * - The discount applies to the line's gross (quantity × price), not to each unit: 2 × Rp75.000
 *   with a NUMBER discount of Rp20.000 is Rp130.000. (Spec 2 §9 words the item subtotal as
 *   "price minus fixed discount"; for a quantity of 1, and for percentages, both readings agree.)
 */
export const DISCOUNT_TYPES = ['NUMBER', 'PERCENTAGE'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export interface PricedLine {
  /** A package line costs its package price, once. */
  isPackage?: boolean | null;
  quantity: number;
  /** Unit price for an item, the package price for a package (the API's `amount`). */
  price: number;
}

export interface LineDiscount {
  discountType?: DiscountType | null;
  discount?: number | null;
}

export type DiscountedLine = PricedLine & LineDiscount;

/** quantity × price, or the package price for a package line. */
export function lineGross(line: PricedLine): number {
  return line.isPackage ? line.price : line.quantity * line.price;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The rupiah a line's discount takes off: 0..gross, whole rupiah. */
export function lineDiscount(line: DiscountedLine): number {
  const gross = Math.max(0, lineGross(line));
  const discount = line.discount ?? 0;
  if (!Number.isFinite(discount)) return 0;
  switch (line.discountType) {
    case 'NUMBER':
      return clamp(Math.round(discount), 0, gross);
    case 'PERCENTAGE':
      return Math.round((gross * clamp(discount, 0, 100)) / 100);
    default:
      return 0;
  }
}

/** What the patient pays for a line: gross minus discount, never below 0. */
export function lineTotal(line: DiscountedLine): number {
  return Math.max(0, lineGross(line) - lineDiscount(line));
}

/**
 * The unit price a line was charged at, discount included: what a reader who is not shown
 * discounts (a practitioner) sees as the price, so `quantity × price` reads as the line's total
 * and not as a higher price that some hidden figure lowered. A package line is charged once. A
 * discount that does not divide among the units leaves the price rounded to the rupiah; the line
 * total beside it stays exact.
 */
export function chargedUnitPrice(
  line: Pick<PricedLine, 'isPackage' | 'quantity'> & { total: number },
): number {
  // A refund line's quantity is negative, as its total is: the price stays the unit's.
  const units = Math.abs(line.quantity);
  if (line.isPackage || units <= 1) return line.total / (line.quantity < 0 ? -1 : 1);
  return Math.round(line.total / line.quantity);
}

/**
 * A line's discount as a reader sees it, the same on the page, its print and the PDF export:
 * `10%` (two decimals at most, with the Indonesian decimal comma: `12,5%`) or `Rp25.000`; null
 * when the line has none (no type or no discount). A spreadsheet takes the bare number instead.
 */
export function formatDiscount(line: LineDiscount): string | null {
  const { discountType, discount } = line;
  if (!discountType || discount === null || discount === undefined) return null;
  if (discountType === 'NUMBER') return formatRupiah(discount);
  const percent = Number.isFinite(discount) ? Math.round(discount * 100) / 100 : 0;
  return `${String(percent).replace('.', ',')}%`;
}
