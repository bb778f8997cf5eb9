import { fromIsoDate } from '../dates/date-formats';
import type { PaymentItemRecord } from './payment-invoice';
import type { PaymentMethod } from './payment-method';
import type { PaymentChain, PaymentView } from './payment-view.schema';

/** What the invoice and the receipts print of a payment chain. */
export interface PaymentChainPrint {
  /** The original payment's number: the one the patient was handed first. */
  receiptNumber: string;
  /** The original payment's clinic day, DD-MM-YYYY. */
  date: string;
  /** The original's method, else the newest a correction gave (a doctor may save none). */
  method: PaymentMethod | null;
  /** Who took the original payment. */
  cashier: string | null;
  /** The name typed on the payment, else its patient's (a visit's payment names none). */
  patientName: string;
  /** The patient's medical record number, when the chain has a patient who has one. */
  medicalRecordNumber: string | null;
  /** The original's lines, then each correction's, then the live package uses at Rp0. */
  items: PaymentItemRecord[];
}

/**
 * One chain, one print: the invoice and the receipt both read this, so they cannot list different
 * lines. A used prepaid package is not a payment line
 * (docs/decisions/0026-package-use-not-a-payment-line.md); it prints under "Paket" at Rp0 as a
 * package line of amount 0, so the domain's grouping places it.
 */
/** What the print shows of the chain's patient (`patient_id`), when it has one. */
export interface PrintedPatient {
  name: string;
  medicalRecordNumber: string | null;
}

export function paymentChainPrint(
  chain: PaymentChain,
  patient: PrintedPatient | null = null,
): PaymentChainPrint {
  const { payment_parent: parents, ...newest } = chain;
  const rows: PaymentView[] = [...parents, newest];
  const original = rows[0]!;
  const uses = new Map(rows.flatMap((row) => row.package_uses).map((use) => [use.id, use]));
  const packageUseLines: PaymentItemRecord[] = [...uses.values()].map((use) => ({
    package_name: use.package_name,
    is_package: true,
    amount: 0,
    quantity: 1,
  }));
  const method =
    original.payment_method ??
    [...rows].reverse().find((row) => row.payment_method)?.payment_method ??
    null;
  return {
    receiptNumber: original.receipt_number,
    date: fromIsoDate(original.payment_date) ?? original.payment_date,
    method,
    cashier: original.created_by_name,
    patientName: original.user_name ?? patient?.name ?? '',
    medicalRecordNumber: patient?.medicalRecordNumber || null,
    items: [...rows.flatMap((row) => row.payment_items), ...packageUseLines],
  };
}
