import { describe, expect, it } from 'vitest';
import { invoiceLineName, paymentInvoice } from './payment-invoice';

describe('payment invoice', () => {
  it('groups a payment’s items by category, then "Paket", then "Deposit", with subtotals', () => {
    const invoice = paymentInvoice([
      { item_name: 'Konsultasi dokter', category_name: 'Konsultasi', quantity: 1, amount: 150_000 },
      {
        item_name: 'Facial',
        package_name: 'Facial 5x',
        is_package: true,
        category_name: 'Treatment',
        quantity: 1,
        amount: 1_000_000,
        type_discount: 'PERCENTAGE',
        discount: 10,
      },
      {
        item_name: 'Deposit',
        deposit_item_name: 'Deposit laser',
        is_deposit: true,
        quantity: 1,
        amount: 500_000,
      },
      {
        item_name: 'Vitamin C',
        category_name: 'Obat',
        quantity: 2,
        amount: 30_000,
        type: 'FARMASI',
      },
    ]);
    expect(
      invoice.groups.map((g) => [
        g.kind === 'CATEGORY' ? g.label : g.labelKey,
        g.lines.map((l) => l.line.name),
        g.subtotal,
      ]),
    ).toEqual([
      ['Konsultasi', ['Konsultasi dokter'], 150_000],
      ['Obat', ['Vitamin C'], 60_000],
      ['money.invoiceGroup.PACKAGE', ['Facial 5x'], 900_000],
      ['money.invoiceGroup.DEPOSIT', ['Deposit laser'], 500_000],
    ]);
    expect(invoice.total).toBe(1_610_000);
  });

  it('prints the item name when a package or deposit has no name of its own', () => {
    expect(invoiceLineName({ item_name: 'Facial', is_package: true, quantity: 1, amount: 0 })).toBe(
      'Facial',
    );
    expect(
      invoiceLineName({
        item_name: 'DP',
        is_deposit: true,
        deposit_item_name: '',
        quantity: 1,
        amount: 0,
      }),
    ).toBe('DP');
    expect(invoiceLineName({ quantity: 1, amount: 0 })).toBe('');
  });
});
