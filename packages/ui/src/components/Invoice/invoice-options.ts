import type { PaymentItemRecord } from '@praktik/domain/payments/payment-invoice';
import type { PaymentMethod } from '@praktik/domain/payments/payment-method';

/** The clinic printed in the invoice's header. */
export interface InvoiceClinic {
  name: string;
  address?: string | null;
  /** The clinic's logo (an image URL); left out when absent. */
  logoUrl?: string | null;
}

export interface InvoicePatient {
  name: string;
  medicalRecordNumber?: string | null;
  /** The visit's date as the page shows dates (e.g. `12 Nov 2026`); left out when absent. */
  visitDate?: string | null;
}

export interface InvoicePayment {
  /** The receipt number (`INV-YYYYMMDD-NNNN`); left out when absent. */
  receiptNumber?: string | null;
  /** The payment date as the API gives it (`DD-MM-YYYY`, spec 2 §3 Visit payment detail). */
  date: string;
  method: PaymentMethod | null;
  /** Who took the payment (created_by). */
  cashier?: string | null;
  /** payment_items as the API answers them (spec 2 §3 Payment item). */
  items: readonly PaymentItemRecord[];
}

/** The named page the invoice prints on: A4 portrait (spec 2 §2.7, §9). */
export const INVOICE_PAGE_NAME = 'praktik-invoice';
export const INVOICE_PAGE_RULE = `@page ${INVOICE_PAGE_NAME} { size: A4 portrait; margin: 10mm; }`;
