import { z } from 'zod';
import { optionalDateRangeQuerySchema } from '../dates/date-range-filter';
import { rupiahField } from '../money/currency';
import { pageQuerySchemaWith } from '../tables/table-query';
import { invalid, validationMessage } from '../validation/message';
import { PAYMENT_METHODS } from './payment-method';

/** The longest note a closing keeps. */
export const CASH_CLOSING_NOTE_MAX = 500;

/**
 * `POST /payment/v1/cash-closings`: the cashier closes their day. The counted cash is what they
 * found in the drawer, a non-negative whole rupiah amount; the note explains a difference.
 */
export const closeCashierRequestSchema = z.object({
  countedCash: rupiahField('fields.countedCash'),
  note: z
    .string({ error: invalid('fields.closingNote') })
    .trim()
    .max(CASH_CLOSING_NOTE_MAX, {
      error: validationMessage('validation.maxLength', {
        field: 'fields.closingNote',
        max: CASH_CLOSING_NOTE_MAX,
      }),
    })
    .nullish()
    .transform((note) => (note ? note : null)),
});
export type CloseCashierRequest = z.input<typeof closeCashierRequestSchema>;

const signedRupiah = z.number().int();

export const closingMethodFiguresSchema = z.object({
  method: z.enum(PAYMENT_METHODS).nullable(),
  received: signedRupiah,
  refunded: signedRupiah,
  net: signedRupiah,
  count: z.number().int(),
});

export const closingFiguresSchema = z.object({
  methods: z.array(closingMethodFiguresSchema),
  received: signedRupiah,
  refunded: signedRupiah,
  net: signedRupiah,
  expectedCash: signedRupiah,
  count: z.number().int(),
});

/** The cashier's payments not yet closed (what closing now would take). */
export const openCashierFiguresSchema = z.object({
  cashierId: z.string(),
  cashierName: z.string().nullable(),
  /** The clinic's day of now: the day a closing now would be of. */
  businessDay: z.string(),
  figures: closingFiguresSchema,
  /** Oldest and newest payment taken (null without any). */
  firstPaidAt: z.string().nullable(),
  lastPaidAt: z.string().nullable(),
});
export type OpenCashierFigures = z.infer<typeof openCashierFiguresSchema>;

/** A closing as stored: its figures are the snapshot taken when it was closed. */
export const cashClosingSchema = z.object({
  id: z.string(),
  cashierId: z.string(),
  cashierName: z.string().nullable(),
  businessDay: z.string(),
  closedAt: z.string(),
  countedCash: signedRupiah,
  expectedCash: signedRupiah,
  difference: signedRupiah,
  note: z.string().nullable(),
  figures: closingFiguresSchema,
  firstPaidAt: z.string().nullable(),
  lastPaidAt: z.string().nullable(),
});
export type CashClosing = z.infer<typeof cashClosingSchema>;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/**
 * `GET /payment/v1/cash-closings`: closings by their business day (from..to, each optional) and
 * cashier, newest first. A cashier who is not the owner reads only their own whatever they send.
 */
export const cashClosingListQuerySchema = optionalDateRangeQuerySchema.safeExtend({
  cashier_id: z.preprocess(
    blankToUndefined,
    z
      .string({ error: invalid('fields.cashier') })
      .trim()
      .max(64, { error: invalid('fields.cashier') })
      .optional(),
  ),
  ...pageQuerySchemaWith().shape,
});
export type CashClosingListQuery = z.infer<typeof cashClosingListQuerySchema>;

export const cashClosingPageSchema = z.object({
  data: z.array(cashClosingSchema),
  total: z.number().int(),
});
export type CashClosingPage = z.infer<typeof cashClosingPageSchema>;
