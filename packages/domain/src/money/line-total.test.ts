import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  chargedUnitPrice,
  DISCOUNT_TYPES,
  formatDiscount,
  lineDiscount,
  lineGross,
  lineTotal,
  type DiscountedLine,
} from './line-total';
import { MAX_RUPIAH } from './currency';

const anyLine: fc.Arbitrary<DiscountedLine> = fc.record({
  isPackage: fc.option(fc.boolean()),
  quantity: fc.integer({ min: -5, max: 1_000 }),
  price: fc.integer({ min: -1_000, max: 1_000_000_000 }),
  discountType: fc.option(fc.constantFrom(...DISCOUNT_TYPES)),
  discount: fc.option(
    fc.oneof(fc.integer({ min: -1_000_000, max: MAX_RUPIAH }), fc.double({ noNaN: false })),
  ),
});

describe('line gross', () => {
  it('is quantity times price for an item line', () => {
    expect(lineGross({ quantity: 3, price: 50_000 })).toBe(150_000);
  });

  it('is the package price for a package line, whatever its quantity', () => {
    expect(lineGross({ isPackage: true, quantity: 3, price: 1_200_000 })).toBe(1_200_000);
  });
});

describe('line total', () => {
  it('is the gross when there is no discount', () => {
    expect(lineTotal({ quantity: 2, price: 75_000 })).toBe(150_000);
  });

  it('subtracts a NUMBER discount as a nominal amount', () => {
    expect(
      lineTotal({ quantity: 2, price: 75_000, discountType: 'NUMBER', discount: 20_000 }),
    ).toBe(130_000);
  });

  it('subtracts a PERCENTAGE discount as that percent of the gross', () => {
    expect(
      lineTotal({ quantity: 2, price: 75_000, discountType: 'PERCENTAGE', discount: 10 }),
    ).toBe(135_000);
    expect(
      lineTotal({
        isPackage: true,
        quantity: 1,
        price: 1_000_000,
        discountType: 'PERCENTAGE',
        discount: 25,
      }),
    ).toBe(750_000);
  });

  it('a NUMBER discount never takes a line below 0', () => {
    expect(
      lineTotal({ quantity: 1, price: 50_000, discountType: 'NUMBER', discount: 80_000 }),
    ).toBe(0);
    expect(
      lineDiscount({ quantity: 1, price: 50_000, discountType: 'NUMBER', discount: 80_000 }),
    ).toBe(50_000);
  });

  it('clamps a percentage to 0..100', () => {
    expect(
      lineTotal({ quantity: 1, price: 50_000, discountType: 'PERCENTAGE', discount: 150 }),
    ).toBe(0);
    expect(
      lineTotal({ quantity: 1, price: 50_000, discountType: 'PERCENTAGE', discount: -10 }),
    ).toBe(50_000);
  });

  it('rounds a percentage discount to the nearest whole rupiah, half up', () => {
    expect(
      lineDiscount({ quantity: 1, price: 1_005, discountType: 'PERCENTAGE', discount: 10 }),
    ).toBe(101);
    expect(
      lineDiscount({ quantity: 1, price: 1_004, discountType: 'PERCENTAGE', discount: 10 }),
    ).toBe(100);
    expect(lineTotal({ quantity: 1, price: 1_005, discountType: 'PERCENTAGE', discount: 10 })).toBe(
      904,
    );
  });

  it('ignores a discount without a discount type, a negative one and a non-number', () => {
    expect(lineTotal({ quantity: 1, price: 50_000, discount: 10_000 })).toBe(50_000);
    expect(lineTotal({ quantity: 1, price: 50_000, discountType: null, discount: 10_000 })).toBe(
      50_000,
    );
    expect(
      lineTotal({ quantity: 1, price: 50_000, discountType: 'NUMBER', discount: -10_000 }),
    ).toBe(50_000);
    expect(
      lineTotal({ quantity: 1, price: 50_000, discountType: 'NUMBER', discount: Number.NaN }),
    ).toBe(50_000);
    expect(lineTotal({ quantity: 1, price: 50_000, discountType: 'NUMBER', discount: null })).toBe(
      50_000,
    );
  });

  it('a line of negative gross (refused by the schemas) still totals 0', () => {
    expect(lineTotal({ quantity: 1, price: -5_000, discountType: 'NUMBER', discount: 1_000 })).toBe(
      0,
    );
    expect(
      lineDiscount({ quantity: 1, price: -5_000, discountType: 'NUMBER', discount: 1_000 }),
    ).toBe(0);
  });

  it('a total is never negative and always whole rupiah', () => {
    fc.assert(
      fc.property(anyLine, (line) => {
        const total = lineTotal(line);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(total)).toBe(true);
      }),
    );
  });

  it('discounting never raises a total', () => {
    fc.assert(
      fc.property(anyLine, (line) => {
        const undiscounted = lineTotal({ ...line, discountType: null, discount: null });
        expect(lineTotal(line)).toBeLessThanOrEqual(undiscounted);
      }),
    );
  });

  it('a discount is between 0 and the gross, and total + discount = gross for a priced line', () => {
    fc.assert(
      fc.property(anyLine, (line) => {
        const discount = lineDiscount(line);
        const gross = Math.max(0, lineGross(line));
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(gross);
        expect(lineTotal(line)).toBe(gross - discount);
      }),
    );
  });

  it('a larger percentage never gives a larger total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (a, b, price) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const at = (discount: number) =>
            lineTotal({ quantity: 1, price, discountType: 'PERCENTAGE', discount });
          expect(at(high)).toBeLessThanOrEqual(at(low));
        },
      ),
    );
  });
});

describe('a discount as the reader sees it', () => {
  it('writes a percentage with its sign and a nominal discount in rupiah', () => {
    expect(formatDiscount({ discountType: 'PERCENTAGE', discount: 10 })).toBe('10%');
    expect(formatDiscount({ discountType: 'PERCENTAGE', discount: 12.5 })).toBe('12,5%');
    expect(formatDiscount({ discountType: 'NUMBER', discount: 25_000 })).toBe('Rp25.000');
  });

  it('writes nothing for a line without a discount type or a discount', () => {
    expect(formatDiscount({ discountType: null, discount: 10 })).toBeNull();
    expect(formatDiscount({ discountType: 'PERCENTAGE', discount: null })).toBeNull();
    expect(formatDiscount({})).toBeNull();
  });
});

describe('chargedUnitPrice', () => {
  it('is the price after the discount, per unit, so quantity × price reads as the total', () => {
    expect(chargedUnitPrice({ quantity: 1, total: 130_000 })).toBe(130_000);
    expect(chargedUnitPrice({ quantity: 3, total: 270_000 })).toBe(90_000);
    expect(chargedUnitPrice({ isPackage: true, quantity: 1, total: 1_500_000 })).toBe(1_500_000);
  });

  it('rounds to the rupiah a discount that does not divide among the units', () => {
    expect(chargedUnitPrice({ quantity: 3, total: 100_000 })).toBe(33_333);
  });

  it('stays a positive unit price on a refund line, whose quantity and total are negative', () => {
    expect(chargedUnitPrice({ quantity: -1, total: -79_200 })).toBe(79_200);
    expect(chargedUnitPrice({ quantity: -2, total: -180_000 })).toBe(90_000);
    expect(chargedUnitPrice({ isPackage: true, quantity: -1, total: -500_000 })).toBe(500_000);
  });
});
