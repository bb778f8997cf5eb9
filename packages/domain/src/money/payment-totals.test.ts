import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  acceptsCorrections,
  chainGrandTotal,
  PAYMENT_ITEM_TYPES,
  paymentTotals,
  type PaymentLine,
} from './payment-totals';
import { DISCOUNT_TYPES, lineTotal } from './line-total';

const anyPaymentLine: fc.Arbitrary<PaymentLine> = fc.record({
  type: fc.option(fc.constantFrom(...PAYMENT_ITEM_TYPES)),
  isPackage: fc.boolean(),
  quantity: fc.integer({ min: -2, max: 100 }),
  price: fc.integer({ min: -1_000, max: 10_000_000 }),
  discountType: fc.option(fc.constantFrom(...DISCOUNT_TYPES)),
  discount: fc.option(fc.integer({ min: -100, max: 20_000_000 })),
});

describe('payment totals', () => {
  const consultation: PaymentLine = { type: 'CONSULTATION', quantity: 1, price: 150_000 };
  const pharmacy: PaymentLine = {
    type: 'FARMASI',
    quantity: 2,
    price: 25_000,
    discountType: 'PERCENTAGE',
    discount: 10,
  };
  const correction: PaymentLine = { type: 'CORRECTION', quantity: 1, price: 30_000 };

  it('total_amount sums the CONSULTATION and FARMASI line totals', () => {
    expect(paymentTotals([consultation, pharmacy]).totalAmount).toBe(195_000);
  });

  it('a line without a type counts as CONSULTATION', () => {
    expect(paymentTotals([{ quantity: 1, price: 10_000 }])).toEqual({
      totalAmount: 10_000,
      totalAmountCorrection: 0,
      grandTotal: 10_000,
    });
  });

  it('total_amount_correction sums the CORRECTION line totals, and the grand total adds both', () => {
    expect(paymentTotals([consultation, pharmacy, correction])).toEqual({
      totalAmount: 195_000,
      totalAmountCorrection: 30_000,
      grandTotal: 225_000,
    });
  });

  it('a payment without lines totals 0', () => {
    expect(paymentTotals([])).toEqual({ totalAmount: 0, totalAmountCorrection: 0, grandTotal: 0 });
  });

  it('a payment chain (payment_parent) adds each payment’s grand total', () => {
    expect(chainGrandTotal([[consultation], [pharmacy, correction]])).toBe(225_000);
    expect(chainGrandTotal([])).toBe(0);
  });

  it('only an ACTIVE visit’s payment takes corrections', () => {
    expect(acceptsCorrections('ACTIVE')).toBe(true);
    for (const status of ['BOOKED', 'WAITING_PAYMENT', 'DONE', 'CANCELLED', null, undefined]) {
      expect(acceptsCorrections(status)).toBe(false);
    }
  });

  it('totals from lines are never negative and the grand total is the sum of the line totals', () => {
    fc.assert(
      fc.property(fc.array(anyPaymentLine, { maxLength: 20 }), (lines) => {
        const totals = paymentTotals(lines);
        expect(totals.totalAmount).toBeGreaterThanOrEqual(0);
        expect(totals.totalAmountCorrection).toBeGreaterThanOrEqual(0);
        expect(totals.grandTotal).toBe(totals.totalAmount + totals.totalAmountCorrection);
        expect(totals.grandTotal).toBe(lines.reduce((sum, line) => sum + lineTotal(line), 0));
      }),
    );
  });

  it('adding a correction row never lowers the grand total nor changes total_amount', () => {
    fc.assert(
      fc.property(fc.array(anyPaymentLine, { maxLength: 10 }), anyPaymentLine, (lines, extra) => {
        const before = paymentTotals(lines);
        const after = paymentTotals([...lines, { ...extra, type: 'CORRECTION' }]);
        expect(after.totalAmount).toBe(before.totalAmount);
        expect(after.grandTotal).toBeGreaterThanOrEqual(before.grandTotal);
      }),
    );
  });
});
