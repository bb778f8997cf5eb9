import type { PaymentItemRecord } from '@praktik/domain/payments/payment-invoice';
import type { InvoiceClinic, InvoicePatient } from './invoice-options';

/** A drawn logo (no network in stories). */
const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#0f766e"/><path d="M28 14h8v14h14v8H36v14h-8V36H14v-8h14z" fill="#fff"/></svg>`;

export const sampleClinic: InvoiceClinic = {
  name: 'Klinik Sehat Sentosa',
  address: 'Jl. Merdeka No. 10, Menteng\nJakarta Pusat 10310',
  logoUrl: `data:image/svg+xml,${encodeURIComponent(logoSvg)}`,
};

export const samplePatient: InvoicePatient = {
  name: 'Siti Rahmawati',
  medicalRecordNumber: 'RM-000123',
  visitDate: '12 Nov 2026',
};

const item = (patch: Partial<PaymentItemRecord> & Pick<PaymentItemRecord, 'amount'>) => ({
  quantity: 1,
  type: 'CONSULTATION' as const,
  ...patch,
});

/** Three categories, a package and a deposit. */
export const typicalItems: PaymentItemRecord[] = [
  item({ item_name: 'Konsultasi Dokter Umum', category_name: 'Konsultasi', amount: 150000 }),
  item({
    item_name: 'Facial Acne Treatment',
    category_name: 'Perawatan',
    amount: 350000,
    quantity: 2,
    type_discount: 'PERCENTAGE',
    discount: 10,
  }),
  item({
    item_name: 'Sunscreen SPF 50',
    category_name: 'Obat',
    amount: 125000,
    type_discount: 'NUMBER',
    discount: 25000,
  }),
  item({ item_name: 'Chemical Peeling', category_name: 'Perawatan', amount: 500000 }),
  item({ package_name: 'Paket Glowing 5x', is_package: true, amount: 2000000 }),
  item({
    item_name: 'Deposit Perawatan',
    deposit_item_name: 'Deposit Paket Laser',
    is_deposit: true,
    amount: 1000000,
  }),
];
