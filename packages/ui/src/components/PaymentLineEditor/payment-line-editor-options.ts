import { lineTotal, type DiscountType } from '@praktik/domain/money/line-total';
import type { PaymentItemType, PaymentLine } from '@praktik/domain/money/payment-totals';
import type { PaymentMethod } from '@praktik/domain/payments/payment-method';

/** What a line sells: a catalogue item, a package, or a deposit (an item line flagged deposit). */
export const PAYMENT_LINE_KINDS = ['ITEM', 'PACKAGE', 'DEPOSIT'] as const;
export type PaymentLineKind = (typeof PAYMENT_LINE_KINDS)[number];

/**
 * One line of the payment form, named as the domain's `paymentFormSchema` reads it, so the
 * editor's value parses as is (`paymentFormSchema({ role }).safeParse(value)`). Numbers are
 * `null` while their input is empty or unreadable.
 */
export interface PaymentLineValue {
  /** A stable id for React (not sent; the schema drops it). New lines get one. */
  key?: string;
  itemId: string | null;
  itemName: string | null;
  packageId: string | null;
  packageName: string | null;
  categoryName: string | null;
  isPackage: boolean;
  isDeposit: boolean;
  qty: number | null;
  amount: number | null;
  typeDiscount: DiscountType | null;
  discount: number | null;
  /** CORRECTION lines show in the corrections section. @default CONSULTATION */
  type: PaymentItemType;
  /**
   * A recorded line's total as the server recorded it, shown instead of one computed from the
   * fields: a refund line's is negative (its units given back), which no priced line can be.
   */
  recordedTotal?: number | null;
}

/** The part of the payment form this editor edits. */
export interface PaymentLineEditorValue {
  paymentItems: PaymentLineValue[];
  method: PaymentMethod | null;
  cardNumber: string | null;
}

/** A catalogue item to choose (spec 2 §3 "Item option": value, label, price) and its category. */
export interface PaymentItemOption {
  value: string;
  label: string;
  /** Whole rupiah; fills the line's price when chosen. */
  price: number;
  category?: string | null;
}

/** A package to choose; its price fills the line's price. */
export interface PaymentPackageOption {
  value: string;
  label: string;
  price: number;
}

/**
 * Messages per field path of the domain schema (`method`, `cardNumber`, `paymentItems`,
 * `paymentItems.0.itemId`, `paymentItems.2.qty`, ...): domain validation tokens (translated by
 * the editor) or sentences shown as they are.
 */
export type PaymentLineEditorErrors = Readonly<Record<string, string | undefined>>;

let lineCounter = 0;

/** An empty line of a kind (quantity 1, no discount). */
export function newPaymentLine(
  kind: PaymentLineKind,
  type: PaymentItemType = 'CONSULTATION',
): PaymentLineValue {
  lineCounter += 1;
  return {
    key: `line-${lineCounter}`,
    itemId: null,
    itemName: null,
    packageId: null,
    packageName: null,
    categoryName: null,
    isPackage: kind === 'PACKAGE',
    isDeposit: kind === 'DEPOSIT',
    qty: 1,
    amount: null,
    typeDiscount: null,
    discount: null,
    type,
  };
}

export function lineKind(line: Pick<PaymentLineValue, 'isPackage' | 'isDeposit'>): PaymentLineKind {
  if (line.isDeposit) return 'DEPOSIT';
  return line.isPackage ? 'PACKAGE' : 'ITEM';
}

/**
 * A line as the money rules read it (names only: the rules decide the total). An empty
 * quantity or price counts as 0 until it is filled, as the schema's parsed line does.
 */
/** What a line costs as shown: its recorded total, else the domain's from its fields. */
export function shownLineTotal(line: PaymentLineValue): number {
  return line.recordedTotal ?? lineTotal(toPaymentLine(line));
}

export function toPaymentLine(line: PaymentLineValue): PaymentLine {
  return {
    isPackage: line.isPackage,
    quantity: line.qty ?? 0,
    price: line.amount ?? 0,
    discountType: line.typeDiscount,
    discount: line.discount,
    type: line.type,
  };
}
