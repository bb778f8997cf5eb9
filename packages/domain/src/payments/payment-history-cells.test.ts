import { describe, expect, it } from 'vitest';
import { firstRowsOfPayments, paymentHistoryCellText } from './payment-history-cells';
import type { PaymentHistoryRow } from './payment-view.schema';

const row: PaymentHistoryRow = {
  id: 'item-1',
  payment_id: 'pay-1',
  receipt_number: 'INV-20261126-0001',
  kind: 'PAYMENT',
  booking_id: null,
  visit_id: null,
  user_name: 'Siti',
  patient_id: null,
  doctor_id: null,
  doctor_name: null,
  name_item: 'Facial',
  category_name: 'Perawatan',
  amount_item: 150_000,
  quantity: 1,
  type_discount: 'PERCENTAGE',
  discount: 10,
  line_total: 135_000,
  payment_date: '2026-11-26',
  paid_at: '2026-11-26T03:00:00.000Z',
  payment_method: 'QRIS',
  payment_type: 'CONSULTATION',
  total_amount: 185_000,
  created_by: null,
  updated_by: null,
};
const t = (key: string) => `<${key}>`;

describe('a payment history cell', () => {
  it('writes money in rupiah, a percentage with its sign and labels through t', () => {
    const cell = (column: Parameters<typeof paymentHistoryCellText>[1]) =>
      paymentHistoryCellText(row, column, { t, firstOfPayment: true });
    expect(cell('price')).toBe('Rp150.000');
    expect(cell('discount')).toBe('10%');
    expect(cell('discountType')).toBe('<payments.discountType.PERCENTAGE>');
    expect(cell('lineTotal')).toBe('Rp135.000');
    expect(cell('paymentTotal')).toBe('Rp185.000');
    expect(cell('method')).toBe('<payments.method.QRIS>');
    expect(cell('doctor')).toBeNull();
    expect(cell('paymentDate')).toBe('26-11-2026');
  });

  it('writes the payment total on a payment’s first row only', () => {
    expect(paymentHistoryCellText(row, 'paymentTotal', { t, firstOfPayment: false })).toBe('');
    expect(
      firstRowsOfPayments([{ payment_id: 'a' }, { payment_id: 'a' }, { payment_id: 'b' }]),
    ).toEqual([true, false, true]);
  });
});
