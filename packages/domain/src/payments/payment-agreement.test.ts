import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lineTotal } from '../money/line-total';
import { paymentTotals } from '../money/payment-totals';
import { totalsDisagreement, type SentLine } from './payment-agreement';

const consultation: SentLine = { name: 'Konsultasi', quantity: 1, price: 150_000, total: 150_000 };
const farmasi: SentLine = {
  name: 'Paracetamol',
  quantity: 2,
  price: 25_000,
  discountType: 'PERCENTAGE',
  discount: 10,
  type: 'FARMASI',
  total: 45_000,
};
const correction: SentLine = {
  name: 'Plester',
  quantity: 1,
  price: 5_000,
  type: 'CORRECTION',
  total: 5_000,
};

describe('totalsDisagreement', () => {
  it('is null when every line and both totals are the domain’s', () => {
    expect(
      totalsDisagreement([consultation, farmasi, correction], {
        totalAmount: 195_000,
        totalAmountCorrection: 5_000,
      }),
    ).toBeNull();
  });

  it('names the first line whose total differs, 1-based, with both figures in rupiah', () => {
    expect(
      totalsDisagreement([consultation, { ...farmasi, total: 50_000 }], {
        totalAmount: 195_000,
        totalAmountCorrection: 0,
      }),
    ).toEqual({
      path: ['paymentItems', 1, 'total'],
      messageKey: 'errors.lineTotalMismatch',
      params: { line: 2, name: 'Paracetamol', sent: 'Rp50.000', expected: 'Rp45.000' },
    });
  });

  it('compares lines without a total only through the totals, naming the first line of the kind', () => {
    expect(
      totalsDisagreement([{ ...consultation, total: null }, correction], {
        totalAmount: 150_000,
        totalAmountCorrection: 6_000,
      }),
    ).toEqual({
      path: ['totalAmountCorrection'],
      messageKey: 'errors.totalMismatch',
      params: { field: 'totalAmountCorrection', line: 2, sent: 'Rp6.000', expected: 'Rp5.000' },
    });
  });

  it('does not compare a total the client left out', () => {
    expect(
      totalsDisagreement([consultation], { totalAmount: null, totalAmountCorrection: null }),
    ).toBeNull();
  });

  it('an oversized NUMBER discount is clamped to Rp0, not a disagreement', () => {
    const line: SentLine = {
      ...consultation,
      discountType: 'NUMBER',
      discount: 1_500_000,
      total: 0,
    };
    expect(totalsDisagreement([line], { totalAmount: 0, totalAmountCorrection: 0 })).toBeNull();
  });

  it('agrees with the domain for any cart it computed itself', () => {
    const line = fc.record({
      name: fc.constant('x'),
      isPackage: fc.boolean(),
      quantity: fc.integer({ min: 1, max: 100 }),
      price: fc.integer({ min: 0, max: 10_000_000 }),
      discountType: fc.constantFrom('NUMBER', 'PERCENTAGE', null),
      discount: fc.integer({ min: 0, max: 100 }),
      type: fc.constantFrom('CONSULTATION', 'FARMASI', 'CORRECTION'),
    } as const);
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), (raw) => {
        const lines = raw.map((l) => ({ ...l, total: lineTotal(l) }));
        const totals = paymentTotals(lines);
        expect(
          totalsDisagreement(lines, {
            totalAmount: totals.totalAmount,
            totalAmountCorrection: totals.totalAmountCorrection,
          }),
        ).toBeNull();
      }),
    );
  });
});
