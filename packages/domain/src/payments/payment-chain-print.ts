import { fromIsoDate } from '../dates/date-formats';
import { groupInvoiceLines, type InvoiceGroupKind } from '../money/invoice-groups';
import type { DiscountType } from '../money/line-total';
import { invoiceLineName } from './payment-invoice';
import type { PaymentMethod } from './payment-method';
import type { PaymentChain, PaymentItemView, PaymentView } from './payment-view.schema';

/**
 * The paper of a payment chain: what the invoice ("BUKTI PEMBAYARAN", spec 2 §2.7) and the
 * thermal receipts print, in the order they print it. One rule for both, so they cannot differ.
 *
 * Every printed total is the sum of the figures printed above it, in its own section:
 * 1. the original payment's lines grouped as the invoice groups them (money/invoice-groups.ts),
 *    each group with its subtotal, then the original's total (the sum of the subtotals);
 * 2. the prepaid packages used on the visit, as uses ("Pemakaian paket X (sisa n)"): a use is not
 *    a payment line (docs/decisions/0026-package-use-not-a-payment-line.md), so it prints no
 *    amount and adds nothing;
 * 3. each correction as a section of its own, with its own receipt number, clinic day, method and
 *    lines, and its total (the sum of its lines): a correction is paid later, often by another
 *    method, and the patient holds its receipt number;
 *    A refund is such a section too, with its reason, and its negative lines and total: money
 *    given back (docs/decisions/0043-refunds.md);
 * 4. the net total: the original's total plus each correction's total;
 * 5. what each method took (the original's and each correction's total under its method), which
 *    adds up to the net total.
 *
 * A line's amount is the `line_total` the server recorded, not one recomputed here: a
 * practitioner's answer carries no discount fields, and the paper must print what was taken.
 */

/** One printed line: a payment item, its name as printed and its recorded total. */
export interface PrintedLine {
  name: string;
  quantity: number;
  /** The unit price (the package's price for a package line). */
  price: number;
  /** Absent when the caller may not see discounts. */
  discountType: DiscountType | null;
  discount: number | null;
  /** What the line cost: the recorded `line_total`. */
  total: number;
}

export type PrintedGroup = { lines: PrintedLine[]; subtotal: number } & (
  | { kind: 'CATEGORY'; /** The category's own name, printed as is. */ label: string }
  | { kind: Exclude<InvoiceGroupKind, 'CATEGORY'>; /** A text key. */ labelKey: string }
);

/** A prepaid package used on the visit. */
export interface PrintedPackageUse {
  packageName: string;
  /** Visits left on the package. */
  remainingVisits: number;
}

/** A correction row of the chain, printed as its own section. */
export interface PrintedCorrection {
  receiptNumber: string;
  /** The correction's clinic day, DD-MM-YYYY. */
  date: string;
  /** Null: saved without one. */
  method: PaymentMethod | null;
  cashier: string | null;
  /** Set on a refund: why the money went back (its lines and total are then negative). */
  refundReason: string | null;
  lines: PrintedLine[];
  /** The sum of its lines' totals. */
  total: number;
}

/** What one method took over the chain; `method` null for rows saved without one. */
export interface PrintedMethodAmount {
  method: PaymentMethod | null;
  amount: number;
}

export interface PaymentChainPrint {
  /** The original payment's number: the one the patient was handed first. */
  receiptNumber: string;
  /** The original payment's clinic day, DD-MM-YYYY. */
  date: string;
  /** The original payment's method (a doctor may save none; the cashier completes it). */
  method: PaymentMethod | null;
  /** Who took the original payment. */
  cashier: string | null;
  /** The name typed on the payment, else its patient's (a visit's payment names none). */
  patientName: string;
  /** The patient's medical record number, when the chain has a patient who has one. */
  medicalRecordNumber: string | null;
  /** The original payment's lines by group, each with its subtotal. */
  groups: PrintedGroup[];
  /** The original payment's total: the sum of the groups' subtotals. */
  originalTotal: number;
  /** The packages used on the visit, each once. */
  packageUses: PrintedPackageUse[];
  /** The corrections, oldest first. */
  corrections: PrintedCorrection[];
  /** The original's total plus each correction's. */
  netTotal: number;
  /** Each method's share of the net total, in the order the chain first used it. */
  methods: PrintedMethodAmount[];
}

/** What the print shows of the chain's patient (`patient_id`), when it has one. */
export interface PrintedPatient {
  name: string;
  medicalRecordNumber: string | null;
}

/** DD-MM-YYYY, the spec's date on paper (spec 2 §9); the API's YYYY-MM-DD as given if unreadable. */
const printedDate = (isoDay: string) => fromIsoDate(isoDay) ?? isoDay;

interface GroupableLine {
  printed: PrintedLine;
  categoryName: string | null;
  isPackage: boolean;
  isDeposit: boolean;
  quantity: number;
  price: number;
}

function printedLine(item: PaymentItemView): PrintedLine {
  return {
    name: invoiceLineName(item),
    quantity: item.quantity,
    price: item.amount,
    discountType: item.type_discount ?? null,
    discount: item.discount ?? null,
    total: item.line_total,
  };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function paymentChainPrint(
  chain: PaymentChain,
  patient: PrintedPatient | null = null,
): PaymentChainPrint {
  const { payment_parent: parents, ...newest } = chain;
  const rows: PaymentView[] = [...parents, newest];
  const [original, ...correctionRows] = rows as [PaymentView, ...PaymentView[]];

  const grouped = groupInvoiceLines(
    original.payment_items.map((item): GroupableLine => ({
      printed: printedLine(item),
      categoryName: item.category_name,
      isPackage: item.is_package,
      isDeposit: item.is_deposit,
      quantity: item.quantity,
      price: item.amount,
    })),
    (line) => line.printed.total,
  );
  const groups = grouped.groups.map((group): PrintedGroup => {
    const lines = group.lines.map(({ line }) => line.printed);
    return group.kind === 'CATEGORY'
      ? { kind: 'CATEGORY', label: group.label, lines, subtotal: group.subtotal }
      : { kind: group.kind, labelKey: group.labelKey, lines, subtotal: group.subtotal };
  });
  const originalTotal = sum(groups.map((group) => group.subtotal));

  const uses = new Map(rows.flatMap((row) => row.package_uses).map((use) => [use.id, use]));
  const packageUses = [...uses.values()].map((use) => ({
    packageName: use.package_name,
    remainingVisits: use.remaining_visits,
  }));

  const corrections = correctionRows.map((row): PrintedCorrection => {
    const lines = row.payment_items.map(printedLine);
    return {
      receiptNumber: row.receipt_number,
      date: printedDate(row.payment_date),
      method: row.payment_method,
      cashier: row.created_by_name,
      refundReason: row.refund_reason ?? null,
      lines,
      total: sum(lines.map((line) => line.total)),
    };
  });

  const methods: PrintedMethodAmount[] = [];
  const take = (method: PaymentMethod | null, amount: number) => {
    const found = methods.find((entry) => entry.method === method);
    if (found) found.amount += amount;
    else methods.push({ method, amount });
  };
  take(original.payment_method, originalTotal);
  for (const correction of corrections) take(correction.method, correction.total);

  return {
    receiptNumber: original.receipt_number,
    date: printedDate(original.payment_date),
    method: original.payment_method,
    cashier: original.created_by_name,
    patientName: original.user_name ?? patient?.name ?? '',
    medicalRecordNumber: patient?.medicalRecordNumber || null,
    groups,
    originalTotal,
    packageUses,
    corrections,
    netTotal: originalTotal + sum(corrections.map((correction) => correction.total)),
    methods,
  };
}
