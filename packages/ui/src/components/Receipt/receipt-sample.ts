import type { PaymentItemRecord } from '@praktik/domain/payments/payment-invoice';
import type { InvoicePayment } from '../Invoice/invoice-options';
import { typicalItems } from '../Invoice/invoice-sample';

/**
 * The invoice's typical payment, a prepaid package used on the visit (a package line at Rp0,
 * as the print pages pass the chain's package_uses) and a correction row.
 */
export const itemsWithCorrectionAndPackageUse: PaymentItemRecord[] = [
  ...typicalItems,
  { package_name: 'Paket Laser 3x', is_package: true, amount: 0, quantity: 1 },
  {
    item_name: 'Serum Vitamin C',
    category_name: 'Obat',
    amount: 200000,
    quantity: 1,
    type_discount: 'NUMBER',
    discount: 20000,
    type: 'CORRECTION',
  },
];

export const samplePayment: InvoicePayment = {
  receiptNumber: 'INV-20261112-0007',
  date: '12-11-2026',
  method: 'QRIS',
  cashier: 'Dewi Lestari',
  items: itemsWithCorrectionAndPackageUse,
};
