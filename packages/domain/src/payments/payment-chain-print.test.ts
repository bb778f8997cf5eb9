import { describe, expect, it } from 'vitest';
import { paymentTotals } from '../money/payment-totals';
import { paymentInvoice } from './payment-invoice';
import { paymentChainPrint } from './payment-chain-print';
import type { PaymentItemView, PaymentView } from './payment-view.schema';

const line = (patch: Partial<PaymentItemView>): PaymentItemView => ({
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
  type_discount: null,
  discount: null,
  line_total: 150_000,
  ...patch,
});

const original: PaymentView = {
  id: 'p-1',
  receipt_number: 'INV-20261126-0001',
  kind: 'PAYMENT',
  parent_payment_id: null,
  visit_id: 'v-1',
  booking_id: 'b-1',
  patient_id: 'pt-1',
  practitioner_id: 'd-1',
  practitioner_name: 'dr. Budi',
  payment_method: null,
  card_number: null,
  user_name: 'Siti',
  user_email: null,
  user_phone_number: null,
  payment_items: [
    line({}),
    line({ id: 'i-2', item_name: 'Salep', amount: 50_000, quantity: 2, line_total: 100_000 }),
  ],
  total_amount: 250_000,
  total_amount_correction: 0,
  grand_total: 250_000,
  payment_date: '2026-11-26',
  paid_at: '2026-11-26T03:00:00.000Z',
  created_by: 'u-1',
  created_by_name: 'Ratna',
  updated_by: null,
  updated_by_name: null,
  package_uses: [
    {
      id: 'use-1',
      patient_package_id: 'pp-1',
      package_name: 'Paket Laser 3x',
      remaining_visits: 2,
    },
  ],
};

const correction: PaymentView = {
  ...original,
  id: 'p-2',
  receipt_number: 'INV-20261127-0003',
  kind: 'CORRECTION',
  parent_payment_id: 'p-1',
  payment_method: 'CASH',
  payment_date: '2026-11-27',
  created_by_name: 'Dewi',
  payment_items: [
    line({ id: 'i-3', item_name: 'Kasa', amount: 20_000, type: 'CORRECTION', line_total: 20_000 }),
  ],
  total_amount: 0,
  total_amount_correction: 20_000,
  grand_total: 20_000,
  package_uses: [],
};

describe('paymentChainPrint', () => {
  it('prints the original’s number, day and cashier, the lines in chain order and the package use at Rp0', () => {
    const print = paymentChainPrint({ ...correction, payment_parent: [original] });
    expect(print).toMatchObject({
      receiptNumber: 'INV-20261126-0001',
      date: '26-11-2026',
      cashier: 'Ratna',
      patientName: 'Siti',
      // The original had none; the correction's completes it.
      method: 'CASH',
    });
    expect(print.items.map((item) => item.item_name ?? item.package_name)).toEqual([
      'Konsultasi',
      'Salep',
      'Kasa',
      'Paket Laser 3x',
    ]);
    const invoice = paymentInvoice(print.items);
    expect(invoice.groups.map((group) => group.kind)).toEqual(['CATEGORY', 'PACKAGE']);
    expect(invoice.groups[1]?.subtotal).toBe(0);
  });

  it('totals what the server recorded for the chain', () => {
    const print = paymentChainPrint({ ...correction, payment_parent: [original] });
    const totals = paymentTotals(
      print.items.map((item) => ({
        isPackage: item.is_package ?? false,
        quantity: item.quantity,
        price: item.amount,
        type: item.type ?? null,
      })),
    );
    expect(totals).toMatchObject({
      totalAmount: 250_000,
      totalAmountCorrection: 20_000,
      grandTotal: 270_000,
    });
  });

  it('names the chain’s patient and their record number when the payment names nobody', () => {
    const visitPayment = { ...original, user_name: null, payment_parent: [] };
    const patient = { name: 'Bunga Permatasari', medicalRecordNumber: 'RM-0042' };
    expect(paymentChainPrint(visitPayment, patient)).toMatchObject({
      patientName: 'Bunga Permatasari',
      medicalRecordNumber: 'RM-0042',
    });
    // A name typed on the payment is what the patient asked to be printed.
    expect(paymentChainPrint({ ...original, payment_parent: [] }, patient).patientName).toBe(
      'Siti',
    );
    expect(
      paymentChainPrint(visitPayment, { name: 'Bunga', medicalRecordNumber: '' }),
    ).toMatchObject({ patientName: 'Bunga', medicalRecordNumber: null });
    expect(paymentChainPrint(visitPayment)).toMatchObject({
      patientName: '',
      medicalRecordNumber: null,
    });
  });

  it('reads a chain of one row', () => {
    const print = paymentChainPrint({ ...original, payment_method: 'QRIS', payment_parent: [] });
    expect(print.method).toBe('QRIS');
    expect(print.items).toHaveLength(3);
  });
});
