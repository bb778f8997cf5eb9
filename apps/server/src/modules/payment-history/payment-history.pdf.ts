import PDFDocument from 'pdfkit';
import { formatLongDate, type DateLocale } from '@praktik/domain/dates/long-date';
import { paymentHistoryTotal } from '@praktik/domain/money/payment-history';
import { formatRupiah } from '@praktik/domain/money/currency';
import {
  PAYMENT_HISTORY_NUMBER_COLUMNS,
  type PaymentHistoryColumn,
} from '@praktik/domain/payments/payment-history-columns';
import type { PaymentHistoryRow } from '@praktik/domain/payments/payment-view.schema';
import type { Translator } from '../../intl/i18n';
import { columnTitles, exportCells, firstOfPaymentMarker } from './payment-history.export';

/** The page's 10 mm margin, in PDF points. */
const MARGIN = (10 / 25.4) * 72;
const FONT_SIZE = 7;
const CELL_PADDING = 2;
/**
 * pdfkit's line wrapper breaks a word that is exactly as wide as its room (rounding): a number
 * column gets this much more than its widest text.
 */
const NO_WRAP_SLACK = 1;

export interface PaymentHistoryPdfInput {
  clinicName: string;
  from: string;
  to: string;
  rows: readonly PaymentHistoryRow[];
  columns: readonly PaymentHistoryColumn[];
  language: DateLocale;
  t: Translator;
}

/**
 * The history as an A4 landscape PDF: the clinic and the period as heading, the role's columns,
 * page numbers, and a last line "Total" with the distinct-payment total (§4.2, §4.3).
 */
export function paymentHistoryPdf(input: PaymentHistoryPdfInput): Promise<Buffer> {
  const { t, columns } = input;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: t('paymentHistory.pdf.title') },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(12).text(input.clinicName);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      `${t('paymentHistory.pdf.title')} · ${t('paymentHistory.pdf.period', {
        from: formatLongDate(input.from, input.language) ?? input.from,
        to: formatLongDate(input.to, input.language) ?? input.to,
      })}`,
    );
  doc.moveDown(0.5);

  const firstOfPayment = firstOfPaymentMarker();
  const header = columnTitles(columns, t).map((text) => ({
    text,
    type: 'TH' as const,
    font: { family: 'Helvetica-Bold' },
  }));
  const body = input.rows.map((row) =>
    exportCells(row, columns, { t, target: 'document', firstOfPayment: firstOfPayment(row) }),
  );
  doc.font('Helvetica').fontSize(FONT_SIZE);
  const numberWidths = numberColumnWidths(doc, columns, body);
  doc.table({
    data: [header, ...body],
    defaultStyle: { padding: CELL_PADDING, border: 0.5 },
    // A receipt number, a date or an amount broken over two lines is hard to read and to search;
    // amounts line up on their last digit.
    columnStyles: (index) => {
      const column = columns[index];
      const numberWidth = numberWidths[index];
      if (numberWidth !== undefined) {
        return { minWidth: numberWidth, align: { x: 'right', y: 'top' } };
      }
      if (column === 'receiptNumber') return { minWidth: 78 };
      if (column === 'paymentDate') return { minWidth: 48 };
      return undefined;
    },
  });

  doc.moveDown(0.5);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(`${t('paymentHistory.pdf.total')} ${formatRupiah(paymentHistoryTotal(input.rows))}`);

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Below the bottom margin: writing there must not start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7)
      .text(
        t('paymentHistory.pdf.page', { page: index + 1, pages: range.count }),
        MARGIN,
        doc.page.height - MARGIN + 8,
        { width: doc.page.width - 2 * MARGIN, align: 'right', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/**
 * Each number column's width: its widest cell in the document's current font, so no amount of
 * the file wraps whatever its size; the other columns share what is left.
 */
function numberColumnWidths(
  doc: PDFKit.PDFDocument,
  columns: readonly PaymentHistoryColumn[],
  body: readonly string[][],
): (number | undefined)[] {
  return columns.map((column, index) => {
    if (!PAYMENT_HISTORY_NUMBER_COLUMNS.includes(column)) return undefined;
    let widest = 0;
    for (const cells of body) widest = Math.max(widest, doc.widthOfString(cells[index] ?? ''));
    return widest + 2 * CELL_PADDING + NO_WRAP_SLACK;
  });
}
