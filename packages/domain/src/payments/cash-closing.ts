import { clinicWallClock } from '../dates/utc-offset';
import { PAYMENT_METHODS, type PaymentMethod } from './payment-method';

/**
 * The figures of a cashier's closing of the day ("tutup kasir";
 * docs/decisions/0044-closing-the-day.md). A closing takes payment rows, each with its method and
 * its signed amount (`total_amount + total_amount_correction`): a positive row is money received,
 * a negative one (a refund) money given back by that method. Refunds are shown apart from what was
 * received, and the net per method is their sum. Only cash is counted in the drawer, so the
 * expected cash is the net of CASH, and the difference is what the cashier counted minus it.
 */

/** One payment row as a closing reads it. */
export interface ClosingPaymentRow {
  /** Null for a payment a practitioner saved without a method (it never counts as cash). */
  method: PaymentMethod | null;
  /** Signed whole rupiah: negative for a refund. */
  amount: number;
}

export interface ClosingMethodFigures {
  /** Null: the rows saved without a method. */
  method: PaymentMethod | null;
  /** Sum of the positive rows. */
  received: number;
  /** Sum of the negative rows, as a positive number (what went back). */
  refunded: number;
  /** received − refunded. */
  net: number;
  /** How many rows (payments, corrections and refunds) this method has. */
  count: number;
}

export interface ClosingFigures {
  /** Every method in PAYMENT_METHODS order (zeros included), then the rows without a method if any. */
  methods: ClosingMethodFigures[];
  received: number;
  refunded: number;
  net: number;
  /** The net of CASH: what the drawer should hold beyond its float. */
  expectedCash: number;
  count: number;
}

function emptyMethod(method: PaymentMethod | null): ClosingMethodFigures {
  return { method, received: 0, refunded: 0, net: 0, count: 0 };
}

/** The closing's figures from its rows, in any order. */
export function closingFigures(rows: readonly ClosingPaymentRow[]): ClosingFigures {
  const byMethod = new Map<PaymentMethod | null, ClosingMethodFigures>(
    PAYMENT_METHODS.map((method) => [method, emptyMethod(method)]),
  );
  for (const row of rows) {
    let figures = byMethod.get(row.method);
    if (figures === undefined) {
      figures = emptyMethod(row.method);
      byMethod.set(row.method, figures);
    }
    if (row.amount >= 0) figures.received += row.amount;
    else figures.refunded -= row.amount;
    figures.net += row.amount;
    figures.count += 1;
  }
  const methods = [...byMethod.values()];
  const sum = (pick: (figures: ClosingMethodFigures) => number) =>
    methods.reduce((total, figures) => total + pick(figures), 0);
  return {
    methods,
    received: sum((figures) => figures.received),
    refunded: sum((figures) => figures.refunded),
    net: sum((figures) => figures.net),
    expectedCash: byMethod.get('CASH')!.net,
    count: rows.length,
  };
}

/** Counted minus expected: positive when the drawer holds more than it should, negative when less. */
export function cashDifference(countedCash: number, expectedCash: number): number {
  return countedCash - expectedCash;
}

export type CashDifferenceKind = 'even' | 'over' | 'short';

/** Whether the drawer is even, over (more than expected) or short. */
export function cashDifferenceKind(difference: number): CashDifferenceKind {
  if (difference === 0) return 'even';
  return difference > 0 ? 'over' : 'short';
}

/** A closing's instant as the clinic reads it: `DD-MM-YYYY HH:mm` on its wall clock. */
export function closingTimeText(instantIso: string, offsetHours: number): string {
  const wall = clinicWallClock(instantIso, offsetHours);
  return `${closingDayText(wall.slice(0, 10))} ${wall.slice(11, 16)}`;
}

/** A business day (YYYY-MM-DD) as printed: `DD-MM-YYYY`. */
export function closingDayText(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}-${month}-${year}`;
}
