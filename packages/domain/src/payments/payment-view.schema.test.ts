import { describe, expect, it } from 'vitest';
import { paymentChainSchema, type PaymentView } from './payment-view.schema';

const view: PaymentView = {
  id: 'p-1',
  receipt_number: 'INV-20261126-0001',
  kind: 'PAYMENT',
  parent_payment_id: null,
  visit_id: 'v-1',
  booking_id: null,
  patient_id: 'pt-1',
  practitioner_id: 'd-1',
  practitioner_name: 'dr. Budi',
  payment_method: 'QRIS',
  card_number: null,
  user_name: 'Siti',
  user_email: null,
  user_phone_number: null,
  payment_items: [
    {
      id: 'i-1',
      position: 0,
      item_id: 'it-1',
      item_name: 'Konsultasi',
      item_name_original: 'Konsultasi',
      is_package: false,
      is_deposit: false,
      package_id: null,
      package_name: null,
      deposit_item_name: null,
      category_item_id: 'c-1',
      category_name: 'Tindakan',
      quantity: 1,
      amount: 150_000,
      type: 'CONSULTATION',
      type_discount: 'PERCENTAGE',
      discount: 12.5,
      discount_amount: 18_750,
      line_total: 131_250,
    },
  ],
  total_amount: 131_250,
  total_amount_correction: 0,
  grand_total: 131_250,
  payment_date: '2026-11-26',
  paid_at: '2026-11-26T03:00:00.000Z',
  created_by: 'u-1',
  created_by_name: 'Ratna',
  updated_by: null,
  updated_by_name: null,
  package_uses: [],
};

describe('payment answers', () => {
  it('parse an owner’s chain with its discounts', () => {
    const parsed = paymentChainSchema.parse({ ...view, payment_parent: [] });
    expect(parsed.payment_items[0]?.discount).toBe(12.5);
  });

  it('parse a practitioner’s answer, which has no discount fields at all', () => {
    const { type_discount, discount, discount_amount, ...line } = view.payment_items[0]!;
    expect([type_discount, discount, discount_amount]).toEqual(['PERCENTAGE', 12.5, 18_750]);
    const parsed = paymentChainSchema.parse({
      ...view,
      payment_items: [line],
      payment_parent: [{ ...view, payment_items: [line] }],
    });
    expect(parsed.payment_items[0]).not.toHaveProperty('discount');
  });

  it('refuse a fractional amount (money is whole rupiah)', () => {
    const item = { ...view.payment_items[0]!, amount: 150_000.5 };
    expect(
      paymentChainSchema.safeParse({ ...view, payment_items: [item], payment_parent: [] }).success,
    ).toBe(false);
  });
});
