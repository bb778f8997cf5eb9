import { formatRupiah } from '../money/currency';
import { lineDiscount, lineTotal, type DiscountType } from '../money/line-total';
import { listDate } from './patient-package-row';

/** A package's price as the patient package detail carries it (spec 2 §3 `package_item`). */
export interface PackagePrice {
  amount: number;
  type_discount?: DiscountType | null;
  discount?: number | null;
}

export interface PackagePriceView {
  price: string;
  /** `10%` for a percentage, rupiah for a nominal discount, `-` for none. */
  discount: string;
  /** What the rupiah discount came to. */
  discountAmount: number;
  subtotal: string;
  subtotalAmount: number;
}

/**
 * Price, discount and subtotal columns of the Active Package and History tables (spec 2 §2.9):
 * a package is priced once, its discount taken off as on any payment line (money/line-total).
 */
export function packagePriceView(item: PackagePrice): PackagePriceView {
  const line = {
    isPackage: true,
    quantity: 1,
    price: item.amount,
    discountType: item.type_discount ?? null,
    discount: item.discount ?? null,
  };
  const discountAmount = lineDiscount(line);
  const subtotalAmount = lineTotal(line);
  let discount = '-';
  if (item.type_discount === 'PERCENTAGE' && item.discount) discount = `${item.discount}%`;
  if (item.type_discount === 'NUMBER' && item.discount) discount = formatRupiah(item.discount);
  return {
    price: formatRupiah(item.amount),
    discount,
    discountAmount,
    subtotal: formatRupiah(subtotalAmount),
    subtotalAmount,
  };
}

/** A row of `GET /v1/patient-package-history` (spec 2 §3). */
export interface PackageHistoryRow extends PackagePrice {
  package_name: string;
  reservation_date: string | null;
}

/** A History table row: package, date (DD-MM-YYYY), price, discount, subtotal. */
export function packageHistoryRowView(row: PackageHistoryRow): PackagePriceView & {
  packageName: string;
  date: string;
} {
  return {
    packageName: row.package_name,
    date: listDate(row.reservation_date),
    ...packagePriceView(row),
  };
}
