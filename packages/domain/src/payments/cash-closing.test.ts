import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashDifference,
  cashDifferenceKind,
  closingDayText,
  closingFigures,
  closingTimeText,
  type ClosingPaymentRow,
} from './cash-closing';
import { PAYMENT_METHODS } from './payment-method';

const anyRow: fc.Arbitrary<ClosingPaymentRow> = fc.record({
  method: fc.option(fc.constantFrom(...PAYMENT_METHODS)),
  amount: fc.integer({ min: -5_000_000, max: 50_000_000 }),
});

describe('closing figures', () => {
  it('totals each method, every method listed even at zero', () => {
    const figures = closingFigures([
      { method: 'CASH', amount: 150_000 },
      { method: 'QRIS', amount: 80_000 },
      { method: 'CASH', amount: 25_000 },
    ]);
    expect(figures.methods.map((m) => m.method)).toEqual([...PAYMENT_METHODS]);
    expect(figures.methods.find((m) => m.method === 'CASH')).toEqual({
      method: 'CASH',
      received: 175_000,
      refunded: 0,
      net: 175_000,
      count: 2,
    });
    expect(figures.methods.find((m) => m.method === 'TRANSFER')?.net).toBe(0);
    expect(figures).toMatchObject({ received: 255_000, refunded: 0, net: 255_000, count: 3 });
    expect(figures.expectedCash).toBe(175_000);
  });

  it('shows a negative row as a refund of its method, apart from what was received', () => {
    const figures = closingFigures([
      { method: 'CASH', amount: 200_000 },
      { method: 'CASH', amount: -50_000 },
      { method: 'TRANSFER', amount: 300_000 },
      { method: 'TRANSFER', amount: -300_000 },
    ]);
    expect(figures.methods.find((m) => m.method === 'CASH')).toMatchObject({
      received: 200_000,
      refunded: 50_000,
      net: 150_000,
    });
    expect(figures.methods.find((m) => m.method === 'TRANSFER')).toMatchObject({
      received: 300_000,
      refunded: 300_000,
      net: 0,
    });
    expect(figures).toMatchObject({ received: 500_000, refunded: 350_000, net: 150_000 });
    expect(figures.expectedCash).toBe(150_000);
  });

  it('keeps payments saved without a method on a line of their own, never as cash', () => {
    const figures = closingFigures([
      { method: null, amount: 90_000 },
      { method: 'CASH', amount: 10_000 },
    ]);
    expect(figures.methods.at(-1)).toEqual({
      method: null,
      received: 90_000,
      refunded: 0,
      net: 90_000,
      count: 1,
    });
    expect(figures.expectedCash).toBe(10_000);
  });

  it('a closing of no payment is all zeros', () => {
    const figures = closingFigures([]);
    expect(figures).toMatchObject({ received: 0, refunded: 0, net: 0, expectedCash: 0, count: 0 });
    expect(figures.methods).toHaveLength(PAYMENT_METHODS.length);
  });

  it('adds up whatever the rows: net = received − refunded, per method and in all', () => {
    fc.assert(
      fc.property(fc.array(anyRow, { maxLength: 60 }), (rows) => {
        const figures = closingFigures(rows);
        const signed = rows.reduce((sum, row) => sum + row.amount, 0);
        expect(figures.net).toBe(signed);
        expect(figures.received - figures.refunded).toBe(figures.net);
        expect(figures.count).toBe(rows.length);
        for (const method of figures.methods) {
          expect(method.received).toBeGreaterThanOrEqual(0);
          expect(method.refunded).toBeGreaterThanOrEqual(0);
          expect(method.received - method.refunded).toBe(method.net);
        }
        const cash = rows.filter((row) => row.method === 'CASH');
        expect(figures.expectedCash).toBe(cash.reduce((sum, row) => sum + row.amount, 0));
      }),
    );
  });

  it('does not depend on the rows’ order', () => {
    fc.assert(
      fc.property(fc.array(anyRow, { maxLength: 30 }), fc.integer(), (rows, seed) => {
        const shuffled = [...rows].sort(
          (a, b) => ((a.amount * 31 + seed) % 7) - ((b.amount * 31 + seed) % 7),
        );
        const sorted = (figures: ReturnType<typeof closingFigures>) => ({
          ...figures,
          methods: [...figures.methods].sort((a, b) =>
            String(a.method).localeCompare(String(b.method)),
          ),
        });
        expect(sorted(closingFigures(shuffled))).toEqual(sorted(closingFigures(rows)));
      }),
    );
  });
});

describe('cash difference', () => {
  it('is counted minus expected', () => {
    expect(cashDifference(95_000, 100_000)).toBe(-5_000);
    expect(cashDifference(105_000, 100_000)).toBe(5_000);
    expect(cashDifferenceKind(-5_000)).toBe('short');
    expect(cashDifferenceKind(5_000)).toBe('over');
    expect(cashDifferenceKind(0)).toBe('even');
  });
});

describe('closing texts', () => {
  it('writes the instant on the clinic’s wall clock and the day as printed', () => {
    expect(closingTimeText('2026-12-04T10:05:00.000Z', 7)).toBe('04-12-2026 17:05');
    expect(closingTimeText('2026-12-04T18:30:00.000Z', 7)).toBe('05-12-2026 01:30');
    expect(closingDayText('2026-12-04')).toBe('04-12-2026');
  });
});
