/**
 * A payment item as the invoice names it (spec 2 §3 Payment item): the fields that decide the
 * printed name. payments/payment-chain-print.ts builds the whole paper.
 */
export interface PaymentItemRecord {
  item_name?: string | null;
  package_name?: string | null;
  deposit_item_name?: string | null;
  is_package?: boolean | null;
  is_deposit?: boolean | null;
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
