import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { PaymentHistoryColumn } from '@praktik/domain/payments/payment-history-columns';
import type { PaymentHistoryRow } from '@praktik/domain/payments/payment-view.schema';
import type { Translator } from '../../intl/i18n';
import { columnTitles, firstOfPaymentMarker } from './payment-history.export';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `history-payment-2026-03-01_2026-03-31.xlsx`: the period, so two downloads keep apart. */
export function xlsxFilename(from: string, to: string): string {
  return `history-payment-${from}_${to}.xlsx`;
}

/**
 * Number formats in Excel's own codes: the spreadsheet shows them with the reader's separators
 * (`Rp1.500.000` in Indonesian), and the cell stays a number to sum.
 */
const RUPIAH_FORMAT = '"Rp"#,##0;-"Rp"#,##0';
const DATE_FORMAT = 'dd-mm-yyyy';
const PERCENT_FORMAT = '0.00%';

/** Column widths in characters, wide enough for a receipt number and Rp999.999.999.999. */
const WIDTHS: Record<PaymentHistoryColumn, number> = {
  paymentDate: 12,
  receiptNumber: 20,
  patient: 24,
  doctor: 24,
  item: 28,
  category: 18,
  type: 12,
  quantity: 10,
  price: 20,
  discountType: 12,
  discount: 20,
  lineTotal: 20,
  paymentTotal: 20,
  method: 16,
  createdBy: 20,
  updatedBy: 20,
};

interface XlsxCell {
  value: string | number | Date | null;
  numFmt?: string;
}

const rupiah = (value: number): XlsxCell => ({ value, numFmt: RUPIAH_FORMAT });

/**
 * One history row as typed cells: dates and numbers as such, texts as typed. A cell's text is
 * never read as a formula in XLSX (its type says text), so it needs no guard as the CSV's do.
 * The payment total is on a payment's first row only, as in the CSV, so the column sums each
 * payment once.
 */
export function xlsxCells(
  row: PaymentHistoryRow,
  columns: readonly PaymentHistoryColumn[],
  options: { t: Translator; firstOfPayment: boolean },
): XlsxCell[] {
  const { t, firstOfPayment } = options;
  const text = (value: string | null | undefined): XlsxCell => ({ value: value ?? null });
  const cell: Record<PaymentHistoryColumn, () => XlsxCell> = {
    // Midnight UTC is the day's whole serial number: the clinic's day, whatever the reader's zone.
    paymentDate: () => ({ value: new Date(`${row.payment_date}T00:00:00Z`), numFmt: DATE_FORMAT }),
    receiptNumber: () => text(row.receipt_number),
    patient: () => text(row.user_name),
    doctor: () => text(row.doctor_name),
    item: () => text(row.name_item),
    category: () => text(row.category_name),
    type: () => text(t(`payments.itemType.${row.payment_type}`)),
    quantity: () => ({ value: row.quantity }),
    price: () => rupiah(row.amount_item),
    discountType: () =>
      text(row.type_discount ? t(`payments.discountType.${row.type_discount}`) : null),
    discount: () => {
      if (row.discount === null || row.discount === undefined) return text(null);
      // A percentage as the fraction a spreadsheet multiplies by, shown as 12,50%.
      if (row.type_discount === 'PERCENTAGE') {
        return { value: row.discount / 100, numFmt: PERCENT_FORMAT };
      }
      return rupiah(row.discount);
    },
    lineTotal: () => rupiah(row.line_total),
    paymentTotal: () => (firstOfPayment ? rupiah(row.total_amount) : text(null)),
    method: () => text(row.payment_method ? t(`payments.method.${row.payment_method}`) : null),
    createdBy: () => text(row.created_by),
    updatedBy: () => text(row.updated_by),
  };
  return columns.map((column) => cell[column]());
}

/**
 * The history as an XLSX workbook, streamed as the rows arrive (exceljs's streaming writer: each
 * row is written and let go, so the memory does not grow with the period). One sheet: the
 * translated titles as a frozen header row with a filter, then a row per item.
 */
export function paymentHistoryXlsx(input: {
  rows: AsyncIterable<PaymentHistoryRow>;
  columns: readonly PaymentHistoryColumn[];
  t: Translator;
}): Readable {
  const { rows, columns, t } = input;
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(t('paymentHistory.pdf.title'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((column) => ({ key: column, width: WIDTHS[column] }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };

  const write = async () => {
    const header = sheet.addRow(columnTitles(columns, t));
    header.font = { bold: true };
    header.commit();
    const firstOfPayment = firstOfPaymentMarker();
    for await (const row of rows) {
      const cells = xlsxCells(row, columns, { t, firstOfPayment: firstOfPayment(row) });
      const line = sheet.addRow(cells.map((cell) => cell.value));
      cells.forEach((cell, index) => {
        if (cell.numFmt) line.getCell(index + 1).numFmt = cell.numFmt;
      });
      line.commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}
