import { isActionAllowed } from '../visits/status-actions';
import { visitStatusSchema } from '../visits/status';
import { lineTotal, type DiscountedLine } from './line-total';

/**
 * A payment's totals (spec 2 §3 Payment: payment_items typed CONSULTATION, FARMASI or
 * CORRECTION; total_amount; total_amount_correction; payment_parent).
 *
 * What a correction is (the spec names it but does not define it; decided here):
 * - While a visit is ACTIVE its detail dialog shows the payment section "with correction"
 *   (spec 2 §4). A correction row is a priced line (item, quantity, price, optional discount)
 *   of type CORRECTION added to that visit's payment after it was first taken: something given
 *   that was not on the bill. It never edits or removes an earlier line; a correction adds.
 * - total_amount is the sum of the line totals of the CONSULTATION and FARMASI lines (a line
 *   without a type counts as CONSULTATION); total_amount_correction is the sum of the line
 *   totals of the CORRECTION lines; the grand total the patient pays is their sum.
 * - Every line total is at least 0 (money/line-total.ts), so every total is at least 0.
 * - payment_parent holds earlier payments of the same visit chain (a transferred patient's
 *   previous booking); each is totalled by the same rule and `chainGrandTotal` adds them up.
 */
export const PAYMENT_ITEM_TYPES = ['CONSULTATION', 'FARMASI', 'CORRECTION'] as const;
export type PaymentItemType = (typeof PAYMENT_ITEM_TYPES)[number];

/** Whether a payment takes correction rows is the status table's decision (visits/status-actions). */
export function acceptsCorrections(status: string | null | undefined): boolean {
  const parsed = visitStatusSchema.safeParse(status);
  return parsed.success && isActionAllowed(parsed.data, 'correction');
}

export interface PaymentLine extends DiscountedLine {
  type?: PaymentItemType | null;
}

export function isCorrectionLine(line: PaymentLine): boolean {
  return line.type === 'CORRECTION';
}

export interface PaymentTotals {
  /** total_amount: CONSULTATION and FARMASI lines. */
  totalAmount: number;
  /** total_amount_correction: CORRECTION lines. */
  totalAmountCorrection: number;
  /** What the patient pays: totalAmount + totalAmountCorrection. */
  grandTotal: number;
}

export function paymentTotals(lines: readonly PaymentLine[]): PaymentTotals {
  let totalAmount = 0;
  let totalAmountCorrection = 0;
  for (const line of lines) {
    if (isCorrectionLine(line)) totalAmountCorrection += lineTotal(line);
    else totalAmount += lineTotal(line);
  }
  return { totalAmount, totalAmountCorrection, grandTotal: totalAmount + totalAmountCorrection };
}

/** The grand total of a payment and its parents (payment_parent), each from its own lines. */
export function chainGrandTotal(payments: readonly (readonly PaymentLine[])[]): number {
  return payments.reduce((sum, lines) => sum + paymentTotals(lines).grandTotal, 0);
}
