/**
 * The payment-history page's printed total (spec 2 §2.6): "the sum of distinct payments by
 * payment id". A history row is one payment item, so a payment with three items appears in
 * three rows, each carrying the whole payment's total_amount; summing the rows would count it
 * three times. Each payment_id's total_amount counts once.
 *
 * Decisions: when rows of the same payment disagree on total_amount (they should not), the
 * first row's counts; a missing total_amount counts as 0. Ids are compared as strings, so
 * `7` and `'7'` are the same payment.
 */
export interface PaymentHistoryRow {
  payment_id: string | number;
  total_amount?: number | null;
}

/** The first row of each payment, in row order. */
export function distinctPayments<T extends PaymentHistoryRow>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const id = String(row.payment_id);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

export function paymentHistoryTotal(rows: readonly PaymentHistoryRow[]): number {
  return distinctPayments(rows).reduce((sum, row) => sum + (row.total_amount ?? 0), 0);
}
