import { formatRupiah } from '../money/currency';
import { lineTotal } from '../money/line-total';
import { isCorrectionLine, paymentTotals, type PaymentLine } from '../money/payment-totals';

/**
 * The server recomputes every line and both totals and compares them with what the client sent
 * (docs/api.md, "Payments"), so a client whose arithmetic drifted (an old app, a rounding bug) is
 * told which line, instead of a bill that prints one figure and stores another.
 */

export interface SentLine extends PaymentLine {
  /** The line's name as the bill prints it (the item's or the package's). */
  name: string;
  /** The total the client computed for the line; lines without one are not compared alone. */
  total: number | null;
}

export interface SentTotals {
  totalAmount: number | null;
  totalAmountCorrection: number | null;
}

export interface TotalsDisagreement {
  /** The wire field to blame, e.g. `['paymentItems', 1, 'total']` or `['totalAmount']`. */
  path: (string | number)[];
  messageKey: 'errors.lineTotalMismatch' | 'errors.totalMismatch';
  params: Record<string, string | number>;
}

/** The first place the client's figures differ from the domain's, or null when they agree. */
export function totalsDisagreement(
  lines: readonly SentLine[],
  sent: SentTotals,
): TotalsDisagreement | null {
  for (const [index, line] of lines.entries()) {
    const expected = lineTotal(line);
    if (line.total !== null && line.total !== expected) {
      return {
        path: ['paymentItems', index, 'total'],
        messageKey: 'errors.lineTotalMismatch',
        params: {
          line: index + 1,
          name: line.name,
          sent: formatRupiah(line.total),
          expected: formatRupiah(expected),
        },
      };
    }
  }
  const totals = paymentTotals(lines);
  const fields = [
    ['totalAmount', sent.totalAmount, totals.totalAmount, false],
    ['totalAmountCorrection', sent.totalAmountCorrection, totals.totalAmountCorrection, true],
  ] as const;
  for (const [field, given, expected, ofCorrections] of fields) {
    if (given === null || given === expected) continue;
    const first = lines.findIndex((line) => isCorrectionLine(line) === ofCorrections);
    return {
      path: [field],
      messageKey: 'errors.totalMismatch',
      params: {
        field,
        line: first === -1 ? '-' : first + 1,
        sent: formatRupiah(given),
        expected: formatRupiah(expected),
      },
    };
  }
  return null;
}
