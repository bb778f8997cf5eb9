import { fromIsoDate } from '@praktik/domain/dates/date-formats';
import { formatRupiah } from '@praktik/domain/money/currency';
import { formatDiscount } from '@praktik/domain/money/line-total';
import type { PaymentHistoryColumn } from '@praktik/domain/payments/payment-history-columns';
import type { PaymentHistoryRow } from '@praktik/domain/payments/payment-view.schema';
import type { Translator } from '../../intl/i18n';
import { COMMA_DIALECT, csvNumber, type CsvDialect } from '../../shared/csv-stream';
import { spreadsheetText } from '../../shared/spreadsheet-text';

export const CSV_FILENAME = 'history-payment.csv';
export const PDF_FILENAME = 'history-payment.pdf';

/**
 * Who reads the file: a spreadsheet (plain numbers it can sum in its CSV dialect, typed texts
 * guarded against formulas) or a person (rupiah, texts as typed).
 */
export type ExportTarget = 'spreadsheet' | 'document';

export function columnTitles(columns: readonly PaymentHistoryColumn[], t: Translator): string[] {
  return columns.map((column) => t(`paymentHistory.columns.${column}`));
}

/**
 * One history row's cells in the given columns (docs/api.md, "Payments"). The payment total is
 * written on a payment's first row only, so the column's plain sum is the distinct-payment total;
 * texts a person typed are guarded against spreadsheet formulas.
 */
export function exportCells(
  row: PaymentHistoryRow,
  columns: readonly PaymentHistoryColumn[],
  options: {
    t: Translator;
    target: ExportTarget;
    firstOfPayment: boolean;
    /** The spreadsheet's decimal separator (a percentage discount); a comma by default. */
    dialect?: CsvDialect;
  },
): string[] {
  const { t, target, firstOfPayment, dialect = COMMA_DIALECT } = options;
  const spreadsheet = target === 'spreadsheet';
  const money = (value: number) => (spreadsheet ? String(value) : formatRupiah(value));
  const text = (value: string | null) => (spreadsheet ? spreadsheetText(value) : (value ?? ''));
  const cell: Record<PaymentHistoryColumn, () => string> = {
    paymentDate: () => fromIsoDate(row.payment_date) ?? row.payment_date,
    receiptNumber: () => row.receipt_number,
    patient: () => text(row.user_name),
    doctor: () => text(row.doctor_name),
    item: () => text(row.name_item),
    category: () => text(row.category_name),
    type: () => t(`payments.itemType.${row.payment_type}`),
    quantity: () => String(row.quantity),
    price: () => money(row.amount_item),
    discountType: () => (row.type_discount ? t(`payments.discountType.${row.type_discount}`) : ''),
    discount: () => {
      if (row.discount === null || row.discount === undefined) return '';
      // A spreadsheet sums the bare number; a person reads it as the page shows it.
      if (spreadsheet) return csvNumber(row.discount, dialect);
      return formatDiscount({ discountType: row.type_discount, discount: row.discount }) ?? '';
    },
    lineTotal: () => money(row.line_total),
    paymentTotal: () => (firstOfPayment ? money(row.total_amount) : ''),
    method: () => (row.payment_method ? t(`payments.method.${row.payment_method}`) : ''),
    createdBy: () => text(row.created_by),
    updatedBy: () => text(row.updated_by),
  };
  return columns.map((column) => cell[column]());
}

/** Marks each row that opens its payment (rows of one payment come together, by receipt). */
export function firstOfPaymentMarker(): (row: PaymentHistoryRow) => boolean {
  let previous: string | null = null;
  return (row) => {
    const first = row.payment_id !== previous;
    previous = row.payment_id;
    return first;
  };
}
