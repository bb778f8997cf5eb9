import { fromIsoDate } from '../dates/date-formats';
import type { Translate } from '../intl/translate-issue';
import { formatRupiah } from '../money/currency';
import { formatDiscount } from '../money/line-total';
import type { PaymentHistoryColumn } from './payment-history-columns';
import type { PaymentHistoryRow } from './payment-view.schema';

/**
 * What a reader sees in one cell of the payment history (spec 2 §2.6): the page's table and its
 * A4 print write the same texts. Null for an empty cell (the caller writes its own dash); the
 * payment total only on a payment's first row, so the column sums each payment once.
 */
export function paymentHistoryCellText(
  row: PaymentHistoryRow,
  column: PaymentHistoryColumn,
  context: { t: Translate; firstOfPayment: boolean },
): string | null {
  const { t, firstOfPayment } = context;
  switch (column) {
    case 'paymentDate':
      // DD-MM-YYYY on screen and paper (spec 2 §9); the API's YYYY-MM-DD is for machines.
      return fromIsoDate(row.payment_date) ?? row.payment_date;
    case 'receiptNumber':
      return row.receipt_number;
    case 'patient':
      return row.user_name;
    case 'doctor':
      return row.doctor_name;
    case 'item':
      return row.name_item;
    case 'category':
      return row.category_name;
    case 'type':
      return t(`payments.itemType.${row.payment_type}`);
    case 'quantity':
      return String(row.quantity);
    case 'price':
      return formatRupiah(row.amount_item);
    case 'discountType':
      return row.type_discount ? t(`payments.discountType.${row.type_discount}`) : null;
    case 'discount':
      return formatDiscount({ discountType: row.type_discount, discount: row.discount });
    case 'lineTotal':
      return formatRupiah(row.line_total);
    case 'paymentTotal':
      return firstOfPayment ? formatRupiah(row.total_amount) : '';
    case 'method':
      return row.payment_method ? t(`payments.method.${row.payment_method}`) : null;
    case 'createdBy':
      return row.created_by ?? null;
    case 'updatedBy':
      return row.updated_by ?? null;
  }
}

/** Whether each row opens its payment (the history keeps a payment's rows together). */
export function firstRowsOfPayments(rows: readonly Pick<PaymentHistoryRow, 'payment_id'>[]) {
  return rows.map((row, index) => index === 0 || rows[index - 1]!.payment_id !== row.payment_id);
}
