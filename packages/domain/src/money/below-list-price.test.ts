import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { belowListPrice, lineAgainstListPrice, type ListPricedLine } from './below-list-price';
import { MAX_RUPIAH } from './currency';
import { DISCOUNT_TYPES, lineDiscount, lineTotal } from './line-total';

describe('how far below its list price a line is sold', () => {
  it('is the list price less the typed one, times the quantity, for an item', () => {
    expect(belowListPrice({ quantity: 3, price: 20_000, listPrice: 25_000 })).toBe(15_000);
  });

  it('is counted once for a package, as a package is priced once', () => {
    // The 5-visit package listed at Rp1.750.000 typed at Rp1.
    expect(belowListPrice({ isPackage: true, quantity: 1, price: 1, listPrice: 1_750_000 })).toBe(
      1_749_999,
    );
  });

  it('is 0 at or above the list price', () => {
    expect(belowListPrice({ quantity: 2, price: 25_000, listPrice: 25_000 })).toBe(0);
    expect(belowListPrice({ quantity: 2, price: 30_000, listPrice: 25_000 })).toBe(0);
  });

  it('is 0 for a deposit, whose amount is not the item’s price', () => {
    expect(belowListPrice({ isDeposit: true, quantity: 1, price: 1, listPrice: 300_000 })).toBe(0);
  });

  it('is 0 for a refund line, which gives back a share of its sold line', () => {
    expect(belowListPrice({ quantity: -1, price: 20_000, listPrice: 25_000 })).toBe(0);
  });

  it('is 0 for a line with no list price to compare with', () => {
    expect(belowListPrice({ quantity: 1, price: 0, listPrice: null })).toBe(0);
    expect(belowListPrice({ quantity: 1, price: 0 })).toBe(0);
  });

  it('does not count the typed discount: that is the line’s discount', () => {
    expect(
      belowListPrice({
        quantity: 1,
        price: 100_000,
        listPrice: 100_000,
        discountType: 'PERCENTAGE',
        discount: 50,
      }),
    ).toBe(0);
  });
});

describe('a line read against its list price', () => {
  it('reads as the list price with the whole reduction as a nominal discount', () => {
    expect(
      lineAgainstListPrice({ isPackage: true, quantity: 1, price: 1, listPrice: 1_750_000 }),
    ).toEqual({ price: 1_750_000, discountType: 'NUMBER', discount: 1_749_999 });
  });

  it('adds the typed discount to what the typed price took off', () => {
    // 2 × Rp80.000 against Rp100.000 is Rp40.000 below; 10% of Rp160.000 is Rp16.000 more.
    expect(
      lineAgainstListPrice({
        quantity: 2,
        price: 80_000,
        listPrice: 100_000,
        discountType: 'PERCENTAGE',
        discount: 10,
      }),
    ).toEqual({ price: 100_000, discountType: 'NUMBER', discount: 56_000 });
  });

  it('reads as typed when it is not below the list, is a deposit or has no list price', () => {
    const typed = { price: 150_000, discountType: 'PERCENTAGE' as const, discount: 12.5 };
    expect(lineAgainstListPrice({ quantity: 1, listPrice: 150_000, ...typed })).toEqual(typed);
    expect(lineAgainstListPrice({ quantity: 1, listPrice: 100_000, ...typed })).toEqual(typed);
    expect(
      lineAgainstListPrice({ quantity: 1, listPrice: 900_000, isDeposit: true, ...typed }),
    ).toEqual(typed);
    expect(lineAgainstListPrice({ quantity: 1, listPrice: null, ...typed })).toEqual(typed);
    expect(lineAgainstListPrice({ quantity: 1, price: 5_000 })).toEqual({
      price: 5_000,
      discountType: null,
      discount: null,
    });
  });

  const anyLine: fc.Arbitrary<ListPricedLine> = fc.record({
    isPackage: fc.boolean(),
    isDeposit: fc.boolean(),
    quantity: fc.integer({ min: 1, max: 10_000 }),
    price: fc.integer({ min: 0, max: 100_000_000 }),
    listPrice: fc.option(fc.integer({ min: 0, max: 100_000_000 })),
    discountType: fc.option(fc.constantFrom(...DISCOUNT_TYPES)),
    discount: fc.option(
      fc.oneof(
        fc.integer({ min: 0, max: MAX_RUPIAH }),
        fc.double({ min: 0, max: 100, noNaN: true }).map((value) => Math.round(value * 100) / 100),
      ),
    ),
  });

  it('keeps the line total, and shows at least the typed discount plus what is below the list', () => {
    fc.assert(
      fc.property(anyLine, (line) => {
        const read = lineAgainstListPrice(line);
        const asRead = { ...line, ...read };
        expect(lineTotal(asRead)).toBe(lineTotal(line));
        expect(lineDiscount(asRead)).toBe(lineDiscount(line) + belowListPrice(line));
        expect(read.price).toBeGreaterThanOrEqual(line.price);
      }),
    );
  });

  it('a line below its list price is shown with a discount', () => {
    fc.assert(
      fc.property(anyLine, (line) => {
        if (belowListPrice(line) === 0) return;
        const read = lineAgainstListPrice(line);
        expect(read.discountType).toBe('NUMBER');
        expect(read.discount).toBeGreaterThan(0);
      }),
    );
  });
});
