import { groupInvoiceLines, type Invoice, type InvoiceableLine } from '../money/invoice-groups';
import type { DiscountType } from '../money/line-total';
import type { PaymentItemType } from '../money/payment-totals';

/**
 * The invoice ("BUKTI PEMBAYARAN", spec 2 §2.7) of a payment as the API answers it: its
 * payment_items (spec 2 §3) read by the money rules and grouped by money/invoice-groups.ts.
 */
export interface PaymentItemRecord {
  item_name?: string | null;
  package_name?: string | null;
  deposit_item_name?: string | null;
  category_name?: string | null;
  is_package?: boolean | null;
  is_deposit?: boolean | null;
  quantity: number;
  amount: number;
  type?: PaymentItemType | null;
  type_discount?: DiscountType | null;
  discount?: number | null;
}

export interface InvoiceRecordLine<T extends PaymentItemRecord> extends InvoiceableLine {
  /** The name printed on the invoice line. */
  name: string;
  record: T;
}

/** A deposit prints its deposit name, a package its package name, else the item name. */
export function invoiceLineName(record: PaymentItemRecord): string {
  const name = record.is_deposit
    ? record.deposit_item_name
    : record.is_package
      ? record.package_name
      : null;
  return name || record.item_name || '';
}

export function paymentInvoice<T extends PaymentItemRecord>(
  items: readonly T[],
): Invoice<InvoiceRecordLine<T>> {
  return groupInvoiceLines(
    items.map((record) => ({
      name: invoiceLineName(record),
      record,
      categoryName: record.category_name ?? null,
      isPackage: record.is_package ?? false,
      isDeposit: record.is_deposit ?? false,
      quantity: record.quantity,
      price: record.amount,
      discountType: record.type_discount ?? null,
      discount: record.discount ?? null,
    })),
  );
}
