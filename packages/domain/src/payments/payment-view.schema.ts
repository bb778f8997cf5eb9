import { z } from 'zod';
import { DISCOUNT_TYPES } from '../money/line-total';
import { PAYMENT_ITEM_TYPES } from '../money/payment-totals';
import { PAYMENT_METHODS } from './payment-method';

/**
 * The payment service's answers (spec 2 §3 Payment), snake_case as the spec gives them. The
 * server's route schemas and the app's parsers are these same objects. Doctors and beauticians get
 * no discount fields at all (docs/decisions/0022-discounts-left-out-for-practitioners.md):
 * `type_discount`, `discount` and `discount_amount` are optional so their answers parse too.
 */

export const PAYMENT_KINDS = ['PAYMENT', 'CORRECTION'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

const discountFields = {
  type_discount: z.enum(DISCOUNT_TYPES).nullable().optional(),
  /** As typed: a percentage may have two decimals, a NUMBER is whole rupiah. */
  discount: z.number().nullable().optional(),
};

export const paymentItemViewSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  item_id: z.string().nullable(),
  item_name: z.string().nullable(),
  item_name_original: z.string().nullable(),
  is_package: z.boolean(),
  is_deposit: z.boolean(),
  package_id: z.string().nullable(),
  package_name: z.string().nullable(),
  deposit_item_name: z.string().nullable(),
  category_item_id: z.string().nullable(),
  category_name: z.string().nullable(),
  quantity: z.number().int(),
  /** The unit price, or the package's price for a package line. */
  amount: z.number().int(),
  type: z.enum(PAYMENT_ITEM_TYPES),
  ...discountFields,
  /** The rupiah the discount took off (`lineDiscount`). */
  discount_amount: z.number().int().optional(),
  /** `lineTotal`: what the line costs after its discount; below 0 on a refund line. */
  line_total: z.number().int(),
  /** A refund line's line taken back (its quantity and total are then negative). */
  refunded_item_id: z.string().nullable().optional(),
});
export type PaymentItemView = z.infer<typeof paymentItemViewSchema>;

export const paymentPackageUseViewSchema = z.object({
  id: z.string(),
  patient_package_id: z.string(),
  package_name: z.string(),
  remaining_visits: z.number().int(),
});
export type PaymentPackageUseView = z.infer<typeof paymentPackageUseViewSchema>;

export const paymentViewSchema = z.object({
  id: z.string(),
  receipt_number: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  parent_payment_id: z.string().nullable(),
  visit_id: z.string().nullable(),
  booking_id: z.string().nullable(),
  patient_id: z.string().nullable(),
  practitioner_id: z.string().nullable(),
  practitioner_name: z.string().nullable(),
  /** Null: a doctor saved it without one, for the cashier to complete. */
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  /** The card's last four digits only (docs/decisions/0023-card-last-four-only.md). */
  card_number: z.string().nullable(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  user_phone_number: z.string().nullable(),
  payment_items: z.array(paymentItemViewSchema),
  total_amount: z.number().int(),
  total_amount_correction: z.number().int(),
  grand_total: z.number().int(),
  /** Why money went back: set on a refund (its grand total is below 0), else null. */
  refund_reason: z.string().nullable().optional(),
  /** YYYY-MM-DD, the clinic's day. */
  payment_date: z.string(),
  paid_at: z.string(),
  created_by: z.string().nullable(),
  /** The cashier, printed on the invoice: every role gets it. */
  created_by_name: z.string().nullable(),
  updated_by: z.string().nullable(),
  /** Null unless the caller is the owner. */
  updated_by_name: z.string().nullable(),
  /** The live package uses on the payment's visit (printed as uses, no amount); [] for a correction. */
  package_uses: z.array(paymentPackageUseViewSchema),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

/** The chain's newest row, with the rows before it, oldest first (the original, then corrections). */
export const paymentChainSchema = paymentViewSchema.extend({
  payment_parent: z.array(paymentViewSchema),
});
export type PaymentChain = z.infer<typeof paymentChainSchema>;

/** One payment item of the history (`GET /history-payment-item`). */
export const paymentHistoryRowSchema = z.object({
  /** The item's id. */
  id: z.string(),
  payment_id: z.string(),
  receipt_number: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  booking_id: z.string().nullable(),
  visit_id: z.string().nullable(),
  user_name: z.string().nullable(),
  patient_id: z.string().nullable(),
  doctor_id: z.string().nullable(),
  doctor_name: z.string().nullable(),
  name_item: z.string().nullable(),
  category_name: z.string().nullable(),
  /**
   * The unit price (the package's price for a package line). Whoever sees discounts gets the
   * catalogue price of a line sold below it, the difference in its discount
   * (`lineAgainstListPrice`).
   */
  amount_item: z.number().int(),
  quantity: z.number().int(),
  ...discountFields,
  line_total: z.number().int(),
  payment_date: z.string(),
  paid_at: z.string(),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  payment_type: z.enum(PAYMENT_ITEM_TYPES),
  /** The payment row's grand total. */
  total_amount: z.number().int(),
  /** Names; null unless the caller is the owner. */
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type PaymentHistoryRow = z.infer<typeof paymentHistoryRowSchema>;

/** One row of a visit's payment history (spec 2 §7 `visit-payment-history`). */
export const visitPaymentDetailSchema = z.object({
  id: z.string(),
  receipt_number: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  /** DD-MM-YYYY, as the spec's visit payment detail shows it. */
  payment_date: z.string(),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  /** The cashier's name. */
  created_by: z.string().nullable(),
  /** The row's grand total; below 0 for a refund. */
  total_amount: z.number().int(),
  /** Why money went back: set on a refund, else null. */
  refund_reason: z.string().nullable().optional(),
  items: z.array(
    z.object({
      name: z.string().nullable(),
      price: z.number().int(),
      quantity: z.number().int(),
      ...discountFields,
      line_total: z.number().int(),
    }),
  ),
});
export type VisitPaymentDetail = z.infer<typeof visitPaymentDetailSchema>;
