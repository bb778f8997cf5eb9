import { z } from 'zod';
import type { Role } from '../access/roles';
import { lineTotal } from '../money/line-total';
import { paymentTotals } from '../money/payment-totals';
import { invalid, validationMessage } from '../validation/message';
import {
  atLeastOneLine,
  checkHead,
  keptCardNumber,
  keptDiscount,
  optionalEmail,
  optionalMethod,
  optionalNumber,
  optionalText,
  optionalPhone,
  orZero,
} from './payment-checks';
import {
  checkFormLine,
  formLineToPaymentLine,
  paymentFormLineFields,
  type PaymentForm,
} from './payment.schema';

/**
 * The save-payment and update-payment bodies as spec 2 §7 sends them (camelCase, the form's values)
 * plus what our API adds (docs/api.md, "Payments"): `visitId` for a walk-in's visit, each line's
 * `total` and the two totals, which the server recomputes and compares (`totalsDisagreement`).
 */

/** At most this many lines a payment: every total stays an exact JavaScript integer. */
export const MAX_PAYMENT_LINES = 200;

const optionalId = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.string().trim().max(64).nullish(),
);

const savePaymentLineSchema = z
  .object({
    ...paymentFormLineFields,
    /** The line total the client computed; compared, never stored. */
    total: optionalNumber,
  })
  .superRefine(checkFormLine)
  .transform((line) => {
    const typeDiscount = line.typeDiscount ?? null;
    const discount = keptDiscount(typeDiscount, line.discount ?? null);
    // A type with discount 0 is no discount: the line keeps no type.
    const kept = discount === 0 || discount === null ? null : typeDiscount;
    const isPackage = (line.isPackage ?? false) && line.type !== 'CORRECTION';
    return {
      itemId: line.itemId ?? null,
      itemName: line.itemName ?? null,
      packageId: isPackage ? (line.packageId ?? null) : null,
      packageName: line.packageName ?? null,
      categoryName: line.categoryName ?? null,
      isPackage,
      isDeposit: line.isDeposit ?? false,
      qty: orZero(line.qty),
      amount: orZero(line.amount),
      typeDiscount: kept,
      discount: kept === null ? null : discount,
      type: line.type ?? 'CONSULTATION',
      total: line.total ?? null,
    };
  });
export type SavePaymentLine = z.output<typeof savePaymentLineSchema>;

const headShape = {
  method: optionalMethod,
  cardNumber: optionalText,
  name: optionalText,
  email: optionalEmail,
  phoneNumber: optionalPhone,
  totalAmount: optionalNumber,
  totalAmountCorrection: optionalNumber,
  bookingId: optionalId,
  visitId: optionalId,
  patientId: optionalId,
};

type HeadInput = {
  method?: PaymentForm['method'] | undefined;
  cardNumber?: string | null | undefined;
  name?: string | null | undefined;
  email?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  totalAmount?: number | null | undefined;
  totalAmountCorrection?: number | null | undefined;
  bookingId?: string | null | undefined;
  visitId?: string | null | undefined;
  patientId?: string | null | undefined;
};

function parsedHead(body: HeadInput) {
  const method = body.method ?? null;
  return {
    method,
    cardNumber: keptCardNumber(method, body.cardNumber ?? null),
    name: body.name ?? null,
    email: body.email ?? null,
    phoneNumber: body.phoneNumber ?? null,
    totalAmount: body.totalAmount ?? null,
    totalAmountCorrection: body.totalAmountCorrection ?? null,
    bookingId: body.bookingId ?? null,
    visitId: body.visitId ?? null,
    patientId: body.patientId ?? null,
  };
}

const tooManyLines = validationMessage('validation.maxItems', {
  field: 'fields.item',
  max: MAX_PAYMENT_LINES,
});

/** `POST /save-payment`: at least one line; the method is optional for doctors and beauticians. */
export function savePaymentRequestSchema({ role }: { role: Role | null | undefined }) {
  return z
    .object({
      ...headShape,
      paymentItems: z
        .array(savePaymentLineSchema, { error: atLeastOneLine })
        .min(1, { error: atLeastOneLine })
        .max(MAX_PAYMENT_LINES, { error: tooManyLines }),
    })
    .superRefine((body, ctx) =>
      checkHead({ method: body.method ?? null, cardNumber: body.cardNumber ?? null }, ctx, role, {
        method: 'method',
        card: 'cardNumber',
      }),
    )
    .transform((body) => ({ ...parsedHead(body), paymentItems: body.paymentItems }));
}
export type SavePaymentRequestInput = z.input<ReturnType<typeof savePaymentRequestSchema>>;
export type SavePaymentRequest = z.output<ReturnType<typeof savePaymentRequestSchema>>;

const correctionLinesOnly = validationMessage('validation.correctionLinesOnly');

/**
 * `PUT /update-payment`: `paymentId` (any row of the chain) and only the NEW correction rows, so
 * the server never guesses which lines of a resent bill are new; none at all when the request only
 * completes a missing method (docs/decisions/0018-one-payment-per-visit-corrections-add.md).
 */
export function updatePaymentRequestSchema({ role }: { role: Role | null | undefined }) {
  return z
    .object({
      ...headShape,
      paymentId: z
        .string({ error: invalid('fields.payment') })
        .trim()
        .min(1)
        .max(64),
      paymentItems: z
        .array(savePaymentLineSchema)
        .max(MAX_PAYMENT_LINES, { error: tooManyLines })
        .default([]),
    })
    .superRefine((body, ctx) => {
      checkHead({ method: body.method ?? null, cardNumber: body.cardNumber ?? null }, ctx, role, {
        method: 'method',
        card: 'cardNumber',
      });
      body.paymentItems.forEach((line, index) => {
        if (line.type !== 'CORRECTION') {
          ctx.addIssue({
            code: 'custom',
            message: correctionLinesOnly,
            path: ['paymentItems', index, 'type'],
          });
        }
      });
    })
    .transform((body) => ({
      ...parsedHead(body),
      paymentId: body.paymentId,
      paymentItems: body.paymentItems,
    }));
}
export type UpdatePaymentRequestInput = z.input<ReturnType<typeof updatePaymentRequestSchema>>;
export type UpdatePaymentRequest = z.output<ReturnType<typeof updatePaymentRequestSchema>>;

/** Where the payment is for; all null for a counter sale. */
export interface PaymentTarget {
  bookingId?: string | null;
  visitId?: string | null;
  patientId?: string | null;
}

/** The body the app sends for a parsed form: every line's total and both totals filled. */
export function toSavePaymentRequest(
  form: PaymentForm,
  target: PaymentTarget,
): SavePaymentRequestInput {
  const lines = form.paymentItems.map((line) => ({
    ...line,
    total: lineTotal(formLineToPaymentLine(line)),
  }));
  const totals = paymentTotals(form.paymentItems.map(formLineToPaymentLine));
  return {
    method: form.method,
    cardNumber: form.cardNumber,
    name: form.name,
    email: form.email,
    phoneNumber: form.phoneNumber,
    bookingId: target.bookingId ?? null,
    visitId: target.visitId ?? null,
    patientId: target.patientId ?? null,
    totalAmount: totals.totalAmount,
    totalAmountCorrection: totals.totalAmountCorrection,
    paymentItems: lines,
  };
}

/**
 * The body the app sends for a parsed correction form: each new correction row's total and the
 * rows' correction sum (the recorded payment's own total is not sent again: 0).
 */
export function toUpdatePaymentRequest(form: UpdatePaymentRequest): UpdatePaymentRequestInput {
  const lines = form.paymentItems.map(formLineToPaymentLine);
  return {
    ...form,
    totalAmount: 0,
    totalAmountCorrection: paymentTotals(lines).totalAmountCorrection,
    paymentItems: form.paymentItems.map((line, index) => ({
      ...line,
      total: lineTotal(lines[index]!),
    })),
  };
}
