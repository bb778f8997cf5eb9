import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distinctPayments, paymentHistoryTotal } from './payment-history';

describe('payment history printed total', () => {
  it('is the sum of distinct payments by payment id, not of the rows', () => {
    const rows = [
      { id: 1, payment_id: 'p1', name_item: 'Konsultasi', total_amount: 200_000 },
      { id: 2, payment_id: 'p1', name_item: 'Obat', total_amount: 200_000 },
      { id: 3, payment_id: 'p2', name_item: 'Facial', total_amount: 350_000 },
      { id: 4, payment_id: 'p1', name_item: 'Vitamin', total_amount: 200_000 },
    ];
    expect(paymentHistoryTotal(rows)).toBe(550_000);
    expect(distinctPayments(rows).map((row) => row.id)).toEqual([1, 3]);
  });

  it('counts the first row when rows of one payment disagree, and a missing amount as 0', () => {
    expect(
      paymentHistoryTotal([
        { payment_id: 7, total_amount: 100 },
        { payment_id: '7', total_amount: 999 },
        { payment_id: 8, total_amount: null },
        { payment_id: 9 },
      ]),
    ).toBe(100);
  });

  it('is 0 for no rows', () => {
    expect(paymentHistoryTotal([])).toBe(0);
  });

  it('equals the sum over payments however many rows each payment has and in any order', () => {
    const paymentsAndRows = fc
      .uniqueArray(
        fc.record({
          payment_id: fc.string({ minLength: 1, maxLength: 8 }),
          total_amount: fc.integer({ min: 0, max: 100_000_000 }),
          items: fc.integer({ min: 1, max: 5 }),
        }),
        { selector: (p) => p.payment_id, maxLength: 20 },
      )
      .chain((payments) => {
        const rows = payments.flatMap((p) =>
          Array.from({ length: p.items }, () => ({
            payment_id: p.payment_id,
            total_amount: p.total_amount,
          })),
        );
        return fc.tuple(
          fc.constant(payments),
          fc.shuffledSubarray(rows, { minLength: rows.length, maxLength: rows.length }),
        );
      });
    fc.assert(
      fc.property(paymentsAndRows, ([payments, rows]) => {
        const expected = payments.reduce((sum, p) => sum + p.total_amount, 0);
        expect(paymentHistoryTotal(rows)).toBe(expected);
        expect(distinctPayments(rows)).toHaveLength(payments.length);
      }),
    );
  });
});
