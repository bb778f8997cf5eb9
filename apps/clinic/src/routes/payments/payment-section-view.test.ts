import { describe, expect, it } from 'vitest';
import { paymentFormTotals, type PaymentFormLine } from '@praktik/domain/payments/payment.schema';
import type { PaymentView } from '@praktik/domain/payments/payment-view.schema';
import {
  chainEditorValue,
  type VisitPaymentChain,
  invoiceHref,
  paymentSectionActions,
  receiptHref,
} from './payment-section-view';

const item = (over: Partial<PaymentView['payment_items'][number]>) => ({
  id: 'it-1',
  position: 1,
  item_id: 'i1',
  item_name: 'Konsultasi',
  item_name_original: 'Konsultasi',
  is_package: false,
  is_deposit: false,
  package_id: null,
  package_name: null,
  deposit_item_name: null,
  category_item_id: 'c1',
  category_name: 'Layanan',
  quantity: 2,
  amount: 150_000,
  type: 'CONSULTATION' as const,
  line_total: 300_000,
  ...over,
});

/** What the read-only editor adds up: the domain's totals of the lines it is given. */
const shownTotals = (chain: VisitPaymentChain) =>
  paymentFormTotals({
    paymentItems: chainEditorValue(chain).paymentItems as PaymentFormLine[],
  });

const row = (over: Partial<PaymentView>): PaymentView => ({
  id: 'pay-1',
  receipt_number: 'INV-20261126-0001',
  kind: 'PAYMENT',
  parent_payment_id: null,
  visit_id: 'v1',
  booking_id: 'b1',
  patient_id: 'p1',
  practitioner_id: 'd1',
  practitioner_name: 'dr. Rina',
  payment_method: 'QRIS',
  card_number: null,
  user_name: 'Budi',
  user_email: null,
  user_phone_number: null,
  payment_items: [],
  total_amount: 0,
  total_amount_correction: 0,
  grand_total: 0,
  payment_date: '2026-11-26',
  paid_at: '2026-11-26T03:00:00Z',
  created_by: 'u1',
  created_by_name: 'Siti',
  updated_by: null,
  updated_by_name: null,
  package_uses: [],
  ...over,
});

describe('the payment section', () => {
  it("shows the whole chain, original then corrections, with the original's method", () => {
    const original = row({
      payment_items: [item({ type_discount: 'PERCENTAGE', discount: 10, line_total: 270_000 })],
    });
    const correction = row({
      id: 'pay-2',
      kind: 'CORRECTION',
      payment_method: 'CASH',
      payment_items: [
        item({ id: 'it-2', type: 'CORRECTION', quantity: 1, amount: 25_000, line_total: 25_000 }),
      ],
    });
    const value = chainEditorValue({ payment: correction, parents: [original] });
    expect(value.method).toBe('QRIS');
    expect(value.paymentItems.map((line) => [line.key, line.type])).toEqual([
      ['it-1', 'CONSULTATION'],
      ['it-2', 'CORRECTION'],
    ]);
    expect(shownTotals({ payment: correction, parents: [original] })).toEqual({
      totalAmount: 270_000,
      totalAmountCorrection: 25_000,
      grandTotal: 295_000,
    });
  });

  it('adds up to the recorded totals for a practitioner, whose answer has no discount fields', () => {
    const chain = { payment: row({ payment_items: [item({ line_total: 270_000 })] }), parents: [] };
    expect(shownTotals(chain).grandTotal).toBe(270_000);
  });

  it('offers a payment while the visit runs or waits for it, corrections and prints once paid', () => {
    expect(paymentSectionActions('WAITING_PAYMENT', false)).toEqual({
      add: true,
      correct: false,
      print: false,
    });
    expect(paymentSectionActions('ACTIVE', false).add).toBe(true);
    for (const status of ['BOOKED', 'CANCELLED', 'DONE'] as const) {
      expect(paymentSectionActions(status, false).add).toBe(false);
    }
    expect(paymentSectionActions('DONE', true)).toEqual({ add: false, correct: true, print: true });
  });

  it('links the invoice and the 58 mm receipt of the payment', () => {
    expect(invoiceHref('pay 1')).toBe('/print-invoice?id=pay+1');
    expect(receiptHref('pay-1', 58)).toBe('/print-receipt?id=pay-1&width=58');
  });
});
