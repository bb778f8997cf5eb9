import { describe, expect, it } from 'vitest';
import { invoiceLineName } from './payment-invoice';

describe('an invoice line’s name', () => {
  it('is the deposit’s name for a deposit, the package’s for a package, else the item’s', () => {
    expect(
      invoiceLineName({
        item_name: 'Deposit',
        deposit_item_name: 'Deposit laser',
        is_deposit: true,
      }),
    ).toBe('Deposit laser');
    expect(
      invoiceLineName({ item_name: 'Facial', package_name: 'Facial 5x', is_package: true }),
    ).toBe('Facial 5x');
    expect(invoiceLineName({ item_name: 'Vitamin C' })).toBe('Vitamin C');
  });

  it('is the item name when a package or deposit has no name of its own', () => {
    expect(invoiceLineName({ item_name: 'Facial', is_package: true })).toBe('Facial');
    expect(invoiceLineName({ item_name: 'DP', is_deposit: true, deposit_item_name: '' })).toBe(
      'DP',
    );
    expect(invoiceLineName({})).toBe('');
  });
});
