import { lineTotal } from '@praktik/domain/money/line-total';
import {
  paymentChainPrint,
  type PaymentChainPrint,
} from '@praktik/domain/payments/payment-chain-print';
import type { PaymentItemView, PaymentView } from '@praktik/domain/payments/payment-view.schema';
import type { InvoiceClinic } from './invoice-options';

/** A drawn logo (no network in stories). */
const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#0f766e"/><path d="M28 14h8v14h14v8H36v14h-8V36H14v-8h14z" fill="#fff"/></svg>`;

export const sampleClinic: InvoiceClinic = {
  name: 'Klinik Sehat Sentosa',
  address: 'Jl. Merdeka No. 10, Menteng\nJakarta Pusat 10310',
  logoUrl: `data:image/svg+xml,${encodeURIComponent(logoSvg)}`,
};

export const samplePatient = { name: 'Siti Rahmawati', medicalRecordNumber: 'RM-000123' };

/** A payment item as the API answers it, its line total the domain's. */
export function sampleItem(
  patch: Partial<PaymentItemView> & Pick<PaymentItemView, 'amount'>,
): PaymentItemView {
  const base = {
    id: `item-${patch.item_name ?? patch.package_name ?? patch.amount}`,
    position: 0,
    item_id: null,
    item_name: null,
    item_name_original: null,
    is_package: false,
    is_deposit: false,
    package_id: null,
    package_name: null,
    deposit_item_name: null,
    category_item_id: null,
    category_name: null,
    quantity: 1,
    type: 'CONSULTATION' as const,
    type_discount: null,
    discount: null,
    ...patch,
  };
  return {
    ...base,
    // A refund line's total is given: it is the share of what was paid, not a priced line's.
    line_total:
      patch.line_total ??
      lineTotal({
        quantity: base.quantity,
        price: base.amount,
        isPackage: base.is_package,
        discountType: base.type_discount,
        discount: base.discount,
      }),
  };
}

/** A payment row as the API answers it. */
export function sampleRow(patch: Partial<PaymentView>): PaymentView {
  return {
    id: 'pay-1',
    receipt_number: 'INV-20261112-0007',
    kind: 'PAYMENT',
    parent_payment_id: null,
    visit_id: 'visit-1',
    booking_id: null,
    patient_id: 'patient-1',
    practitioner_id: null,
    practitioner_name: null,
    payment_method: 'QRIS',
    card_number: null,
    user_name: null,
    user_email: null,
    user_phone_number: null,
    payment_items: [],
    total_amount: 0,
    total_amount_correction: 0,
    grand_total: 0,
    payment_date: '2026-11-12',
    paid_at: '2026-11-12T03:00:00.000Z',
    created_by: 'user-1',
    created_by_name: 'Dewi Lestari',
    updated_by: null,
    updated_by_name: null,
    package_uses: [],
    ...patch,
  };
}

/** The paper of a chain of rows, oldest first, for the sample patient. */
export function samplePrint(
  rows: readonly PaymentView[],
  patient: { name: string; medicalRecordNumber: string | null } | null = samplePatient,
): PaymentChainPrint {
  const newest = rows.at(-1)!;
  return paymentChainPrint({ ...newest, payment_parent: rows.slice(0, -1) }, patient);
}

/** Three categories, a package and a deposit. */
export const typicalItems: PaymentItemView[] = [
  sampleItem({ item_name: 'Konsultasi Dokter Umum', category_name: 'Konsultasi', amount: 150000 }),
  sampleItem({
    item_name: 'Facial Acne Treatment',
    category_name: 'Perawatan',
    amount: 350000,
    quantity: 2,
    type_discount: 'PERCENTAGE',
    discount: 10,
  }),
  sampleItem({
    item_name: 'Sunscreen SPF 50',
    category_name: 'Obat',
    amount: 125000,
    type_discount: 'NUMBER',
    discount: 25000,
  }),
  sampleItem({ item_name: 'Chemical Peeling', category_name: 'Perawatan', amount: 500000 }),
  sampleItem({ package_name: 'Paket Glowing 5x', is_package: true, amount: 2000000 }),
  sampleItem({
    item_name: 'Deposit Perawatan',
    deposit_item_name: 'Deposit Paket Laser',
    is_deposit: true,
    amount: 1000000,
  }),
];

/** One QRIS payment of the typical items: Rp4.380.000. */
export const typicalPrint = samplePrint([sampleRow({ payment_items: typicalItems })]);

/**
 * Rp1.901.600 by debit (a consultation, pharmacy, a package bought and used the same visit), then
 * a Rp165.000 pharmacy correction in cash the next day: Rp2.066.600 in all.
 */
export const correctedRows: PaymentView[] = [
  sampleRow({
    receipt_number: 'INV-20261203-0001',
    payment_method: 'DEBIT',
    payment_date: '2026-12-03',
    payment_items: [
      sampleItem({ item_name: 'Konsultasi Dokter', category_name: 'Konsultasi', amount: 150000 }),
      sampleItem({
        item_name: 'Salep Kulit',
        category_name: 'Farmasi',
        type: 'FARMASI',
        amount: 88000,
        quantity: 2,
        type_discount: 'PERCENTAGE',
        discount: 10,
      }),
      sampleItem({
        item_name: 'Laser',
        package_name: 'Paket Laser 3x',
        is_package: true,
        amount: 1593200,
      }),
    ],
    package_uses: [
      {
        id: 'use-1',
        patient_package_id: 'pp-1',
        package_name: 'Paket Laser 3x',
        remaining_visits: 2,
      },
    ],
  }),
  sampleRow({
    id: 'pay-2',
    kind: 'CORRECTION',
    parent_payment_id: 'pay-1',
    receipt_number: 'INV-20261204-0002',
    payment_method: 'CASH',
    payment_date: '2026-12-04',
    created_by_name: 'Ratna',
    payment_items: [
      sampleItem({
        item_name: 'Krim Malam',
        category_name: 'Farmasi',
        type: 'CORRECTION',
        amount: 165000,
      }),
    ],
  }),
];

export const correctedPrint = samplePrint(correctedRows);

/**
 * The corrected chain, then one of the two Salep Kulit given back in cash on the third day
 * (Rp79.200, half of what the line took after its 10% off): Rp1.987.400 net, Rp85.800 of it cash.
 */
export const refundedRows: PaymentView[] = [
  ...correctedRows,
  sampleRow({
    id: 'pay-3',
    kind: 'CORRECTION',
    parent_payment_id: 'pay-1',
    receipt_number: 'INV-20261205-0004',
    payment_method: 'CASH',
    payment_date: '2026-12-05',
    created_by_name: 'Ratna',
    refund_reason: 'Salep tidak cocok',
    total_amount: 0,
    total_amount_correction: -79200,
    grand_total: -79200,
    payment_items: [
      sampleItem({
        id: 'item-refund-salep',
        item_name: 'Salep Kulit',
        category_name: 'Farmasi',
        type: 'CORRECTION',
        amount: 88000,
        quantity: -1,
        line_total: -79200,
        refunded_item_id: 'item-Salep Kulit',
      }),
    ],
  }),
];

export const refundedPrint = samplePrint(refundedRows);
