import { describe, expect, it } from 'vitest';
import { packageHistoryRowView, packagePriceView } from './package-price-view';

describe('package price, discount and subtotal (spec 2 §2.9, §9)', () => {
  it('a package without a discount costs its price', () => {
    expect(packagePriceView({ amount: 1_500_000 })).toEqual({
      price: 'Rp1.500.000',
      discount: '-',
      discountAmount: 0,
      subtotal: 'Rp1.500.000',
      subtotalAmount: 1_500_000,
    });
  });

  it('a NUMBER discount subtracts the nominal amount', () => {
    expect(
      packagePriceView({ amount: 1_500_000, type_discount: 'NUMBER', discount: 200_000 }),
    ).toMatchObject({ discount: 'Rp200.000', discountAmount: 200_000, subtotal: 'Rp1.300.000' });
  });

  it('a PERCENTAGE discount subtracts that percent of the price', () => {
    expect(
      packagePriceView({ amount: 1_500_000, type_discount: 'PERCENTAGE', discount: 10 }),
    ).toMatchObject({ discount: '10%', discountAmount: 150_000, subtotal: 'Rp1.350.000' });
  });

  it('a zero discount, or one without a type, shows as none', () => {
    expect(packagePriceView({ amount: 100, type_discount: 'NUMBER', discount: 0 }).discount).toBe(
      '-',
    );
    expect(packagePriceView({ amount: 100, type_discount: null, discount: 50 })).toMatchObject({
      discount: '-',
      subtotalAmount: 100,
    });
  });

  it('a history row shows its package, its date DD-MM-YYYY and its price columns', () => {
    expect(
      packageHistoryRowView({
        package_name: 'Facial 5x',
        reservation_date: '2026-09-15',
        amount: 0,
        type_discount: null,
        discount: null,
      }),
    ).toEqual({
      packageName: 'Facial 5x',
      date: '15-09-2026',
      price: 'Rp0',
      discount: '-',
      discountAmount: 0,
      subtotal: 'Rp0',
      subtotalAmount: 0,
    });
  });
});
