import { z } from 'zod';
import { formatRupiah } from '../money/currency';
import { enumField, idSchema, oneLine, requiredText } from '../validation/fields';
import { invalid, validationMessage } from '../validation/message';
import { MAX_LINE_QUANTITY } from './payment-line';
import type { PaymentMethod } from './payment-method';
import { MAX_PAYMENT_LINES } from './save-payment.schema';

/**
 * Refunds (docs/decisions/0043-refunds.md): a correction of a payment chain that takes back some
 * units of lines the chain was paid for. The refund is a CORRECTION row whose lines each name the
 * line they take back (`refunded_item_id`) with a negative quantity and the negative of those
 * units' net share, so the chain's rows still add up to what the clinic kept.
 */

/** How money goes back: counted out of the drawer, or sent to the patient's account. */
export const REFUND_METHODS = ['CASH', 'TRANSFER'] as const satisfies readonly PaymentMethod[];
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const MAX_REFUND_REASON = 500;

const refundLineSchema = z.object({
  paymentItemId: idSchema('fields.refundLine'),
  qty: z
    .number({ error: invalid('fields.quantity') })
    .int({ error: invalid('fields.quantity') })
    .min(1, { error: invalid('fields.quantity') })
    .max(MAX_LINE_QUANTITY, { error: invalid('fields.quantity') }),
});
export type RefundLineRequest = z.output<typeof refundLineSchema>;

const noRefundLine = validationMessage('validation.atLeastOne', { field: 'fields.refundLine' });

/**
 * `POST /refund-payment`: any row of the chain, the units of its lines to take back, why and how
 * the money goes back; `total` is the refund's signed total as the form showed it, compared with
 * the server's (never stored).
 */
export const refundRequestSchema = z
  .object({
    paymentId: idSchema('fields.payment'),
    method: enumField(REFUND_METHODS, 'fields.refundMethod'),
    reason: requiredText('fields.refundReason', MAX_REFUND_REASON).refine(
      ...oneLine('fields.refundReason'),
    ),
    lines: z
      .array(refundLineSchema, { error: noRefundLine })
      .min(1, { error: noRefundLine })
      .max(MAX_PAYMENT_LINES, {
        error: validationMessage('validation.maxItems', {
          field: 'fields.refundLine',
          max: MAX_PAYMENT_LINES,
        }),
      }),
    total: z.number().int().nullish(),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.lines.forEach((line, index) => {
      if (seen.has(line.paymentItemId)) {
        ctx.addIssue({
          code: 'custom',
          message: validationMessage('validation.chosenTwice', { field: 'fields.refundLine' }),
          path: ['lines', index, 'paymentItemId'],
        });
      }
      seen.add(line.paymentItemId);
    });
  });
export type RefundRequestInput = z.input<typeof refundRequestSchema>;
export type RefundRequest = z.output<typeof refundRequestSchema>;

/** A stored line of a chain, as the refund rules read it (the view's names). */
export interface ChainLineFacts {
  id: string;
  item_name: string | null;
  package_name: string | null;
  is_package: boolean;
  quantity: number;
  amount: number;
  line_total: number;
  refunded_item_id?: string | null | undefined;
}

/** What is left of a sold line after the refunds of it so far. */
export interface RefundableLine {
  id: string;
  name: string;
  isPackage: boolean;
  /** The unit price (the package's price). */
  amount: number;
  /** Units not given back yet. */
  quantity: number;
  /** The rupiah of those units the chain still holds: the most a refund of them gives back. */
  money: number;
}

/** The chain's sold lines with what is left of each, in chain order; fully refunded ones kept at 0. */
export function refundableLines(items: readonly ChainLineFacts[]): RefundableLine[] {
  const taken = new Map<string, { quantity: number; money: number }>();
  for (const item of items) {
    if (!item.refunded_item_id) continue;
    const before = taken.get(item.refunded_item_id) ?? { quantity: 0, money: 0 };
    taken.set(item.refunded_item_id, {
      quantity: before.quantity - item.quantity,
      money: before.money - item.line_total,
    });
  }
  return items
    .filter((item) => !item.refunded_item_id && item.quantity > 0)
    .map((item) => {
      const back = taken.get(item.id) ?? { quantity: 0, money: 0 };
      return {
        id: item.id,
        name: item.item_name ?? item.package_name ?? '',
        isPackage: item.is_package,
        amount: item.amount,
        quantity: item.quantity - back.quantity,
        money: item.line_total - back.money,
      };
    });
}

/** A refund line as stored: every figure is the negative of what is given back. */
export interface RefundLineFigures {
  quantity: number;
  amount: number;
  discountAmount: number;
  lineTotal: number;
}

/**
 * Taking `units` back from a line: the last units left take all the money left, fewer take their
 * share of it rounded to the rupiah, so a line given back in steps never gives back more than it
 * was paid, and given back whole gives back exactly that. The discount share is what makes
 * `quantity × amount - discountAmount` the line total, as for any line.
 */
export function refundLineFigures(line: RefundableLine, units: number): RefundLineFigures {
  const money =
    units >= line.quantity ? line.money : Math.round((line.money * units) / line.quantity);
  const quantity = -units;
  const lineTotal = -money;
  return {
    quantity,
    amount: line.amount,
    discountAmount: quantity * line.amount - lineTotal,
    lineTotal,
  };
}

/** Why a refund line cannot be given back, as a 400 naming its field. */
export interface RefundIssue {
  messageKey: string;
  params: Record<string, string | number>;
  path: string;
}

/**
 * The lines of a refund request against the chain: each must be a sold line of the chain with
 * that many units left (a package: whole, once). The first issue, or the stored figures in the
 * request's order. `usedPackageLineIds` are package lines whose patient package has had a visit
 * used: not refundable (docs/decisions/0043-refunds.md).
 */
export function planRefund(
  chain: readonly ChainLineFacts[],
  lines: readonly RefundLineRequest[],
  usedPackageLineIds: ReadonlySet<string> = new Set(),
): { issue: RefundIssue } | { lines: (RefundLineFigures & { refundedItemId: string })[] } {
  const refundable = new Map(refundableLines(chain).map((line) => [line.id, line]));
  const planned: (RefundLineFigures & { refundedItemId: string })[] = [];
  for (const [index, request] of lines.entries()) {
    const line = refundable.get(request.paymentItemId);
    if (!line) {
      return {
        issue: {
          messageKey: 'errors.refundLineNotInChain',
          params: { line: index + 1 },
          path: `lines.${index}.paymentItemId`,
        },
      };
    }
    if (line.isPackage && usedPackageLineIds.has(line.id)) {
      return {
        issue: {
          messageKey: 'errors.refundPackageUsed',
          params: { line: index + 1, name: line.name },
          path: `lines.${index}.paymentItemId`,
        },
      };
    }
    if (request.qty > line.quantity || line.money <= 0) {
      return {
        issue: {
          messageKey: 'errors.refundExceedsLine',
          params: {
            line: index + 1,
            name: line.name,
            left: line.quantity,
            money: formatRupiah(Math.max(0, line.money)),
          },
          path: `lines.${index}.qty`,
        },
      };
    }
    planned.push({ ...refundLineFigures(line, request.qty), refundedItemId: line.id });
  }
  return { lines: planned };
}

/** A refund's signed total: the sum of its (negative) line totals. */
export function refundTotal(lines: readonly Pick<RefundLineFigures, 'lineTotal'>[]): number {
  return lines.reduce((sum, line) => sum + line.lineTotal, 0);
}

/** The refund form: units to give back per line id, the method and the reason as typed. */
export interface RefundFormValue {
  quantities: Readonly<Record<string, number | null>>;
  method: RefundMethod | null;
  reason: string;
}

/** The form as the request sends it: the lines with units to give back, and their total. */
export function toRefundRequest(
  paymentId: string,
  lines: readonly RefundableLine[],
  value: RefundFormValue,
): { request: RefundRequestInput; lineIds: string[] } {
  const chosen = lines.filter((line) => (value.quantities[line.id] ?? 0) > 0);
  const total = chosen.reduce((sum, line) => {
    const units = value.quantities[line.id] ?? 0;
    return Number.isInteger(units) && units <= line.quantity
      ? sum + refundLineFigures(line, units).lineTotal
      : sum;
  }, 0);
  return {
    request: {
      paymentId,
      method: value.method ?? undefined,
      reason: value.reason,
      lines: chosen.map((line) => ({ paymentItemId: line.id, qty: value.quantities[line.id]! })),
      total,
    } as RefundRequestInput,
    lineIds: chosen.map((line) => line.id),
  };
}

/**
 * The form's messages by path: `line:<id>` for a line's units (more than are left, or refused
 * by the schema), `lines` when none is chosen, `method` and `reason`.
 */
export function refundFormErrors(
  paymentId: string,
  lines: readonly RefundableLine[],
  value: RefundFormValue,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const line of lines) {
    const units = value.quantities[line.id];
    if (units !== null && units !== undefined && units > line.quantity) {
      errors[`line:${line.id}`] = validationMessage('validation.atMost', {
        field: 'fields.quantity',
        max: line.quantity,
      });
    }
  }
  const { request, lineIds } = toRefundRequest(paymentId, lines, value);
  const parsed = refundRequestSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, index] = issue.path;
      const path =
        head === 'lines' && typeof index === 'number'
          ? `line:${lineIds[index]}`
          : issue.path.map(String).join('.');
      errors[path] ??= issue.message;
    }
  }
  return errors;
}

/**
 * A server's refusal path (`lines.0.qty`) as the form's (`line:<id>`), given the ids the request
 * sent in order; other paths stay as they are.
 */
export function refundFormPath(path: string, lineIds: readonly string[]): string {
  const match = /^lines\.(\d+)\./.exec(path);
  const id = match ? lineIds[Number(match[1])] : undefined;
  return id === undefined ? path : `line:${id}`;
}
