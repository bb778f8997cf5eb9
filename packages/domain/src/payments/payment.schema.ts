import { z } from 'zod';
import type { Role } from '../access/roles';
import {
  PAYMENT_ITEM_TYPES,
  paymentTotals,
  type PaymentItemType,
  type PaymentLine,
  type PaymentTotals,
} from '../money/payment-totals';
import {
  optionalName,
  optionalText,
  optionalPhone,
  optionalNumber,
  optionalFlag,
  optionalDiscountType,
  optionalItemType,
  optionalMethod,
  optionalEmail,
  checkLine,
  orZero,
  keptDiscount,
  checkHead,
  keptCardNumber,
  atLeastOneLine,
} from './payment-checks';

/**
 * The payment form and the save/update-payment request (spec 2 §2.4, §3 Payment, §5 Payment).
 *
 * Rules (spec 2 §5) and the decisions taken where it is silent:
 * - The payment method is required unless the caller is a doctor or beautician; their payment
 *   may be saved without one (method null) for the cashier to complete.
 * - CREDIT_CARD and DEBIT need a card number of at least 16 digits ("Harap masukkan 16 digit
 *   Nomor Kartu", also when it is empty). Spaces and dashes typed between digit groups are
 *   dropped; at most 19 digits (the longest card number, ISO/IEC 7812). Other methods drop any
 *   card number (null), so a stale one is never stored.
 * - A payment has at least one line. Each line needs quantity (a whole number 1..10.000) and
 *   price (whole rupiah, Rp0 allowed: a used package's line costs 0). An item line needs an
 *   item ("Harap masukkan Item"), a package line a package ("Harap masukkan Paket"). A
 *   correction row (type CORRECTION) always needs an item, a quantity and a price.
 * - A line without a type is a CONSULTATION line.
 * - Discount: the input is enabled only once a discount type is chosen
 *   (`isDiscountInputEnabled`). A discount without a type is IGNORED: the parsed line carries
 *   discount null, so it can never change a total. With a type, an empty discount is 0; a
 *   NUMBER discount is whole rupiah >= 0 (more than the line's gross is allowed and takes the
 *   line to Rp0, spec 2 §4); a PERCENTAGE discount is 0..100.
 * - Totals are never taken from the client: the server recomputes total_amount and
 *   total_amount_correction from the lines (`withRecomputedTotals`).
 */

export { PAYMENT_ITEM_TYPES, type PaymentItemType };

// ---- the form (camelCase, the save-payment form values) ------------------------------------

/** A payment line's fields as the form and the save-payment body send them (camelCase). */
export const paymentFormLineFields = {
  itemId: optionalText,
  itemName: optionalName,
  packageId: optionalText,
  packageName: optionalName,
  categoryName: optionalName,
  isPackage: optionalFlag,
  isDeposit: optionalFlag,
  qty: optionalNumber,
  amount: optionalNumber,
  typeDiscount: optionalDiscountType,
  discount: optionalNumber,
  type: optionalItemType,
};
type PaymentFormLineFields = z.output<z.ZodObject<typeof paymentFormLineFields>>;

/** The line rules (`checkLine`) on a form or body line, its errors named by the wire fields. */
export function checkFormLine(line: PaymentFormLineFields, ctx: z.RefinementCtx): void {
  checkLine(
    {
      isPackage: line.isPackage ?? false,
      type: line.type ?? 'CONSULTATION',
      itemId: line.itemId ?? null,
      packageId: line.packageId ?? null,
      quantity: line.qty ?? null,
      amount: line.amount ?? null,
      typeDiscount: line.typeDiscount ?? null,
      discount: line.discount ?? null,
    },
    ctx,
    { item: 'itemId', package: 'packageId', quantity: 'qty', amount: 'amount' },
  );
}

const paymentFormLineSchema = z
  .object(paymentFormLineFields)
  .superRefine(checkFormLine)
  .transform((line) => ({
    itemId: line.itemId ?? null,
    itemName: line.itemName ?? null,
    packageId: line.packageId ?? null,
    packageName: line.packageName ?? null,
    categoryName: line.categoryName ?? null,
    isPackage: line.isPackage ?? false,
    isDeposit: line.isDeposit ?? false,
    qty: orZero(line.qty),
    amount: orZero(line.amount),
    typeDiscount: line.typeDiscount ?? null,
    discount: keptDiscount(line.typeDiscount ?? null, line.discount ?? null),
    type: line.type ?? 'CONSULTATION',
  }));
export type PaymentFormLineInput = z.input<typeof paymentFormLineSchema>;
export type PaymentFormLine = z.output<typeof paymentFormLineSchema>;

/** The payment form for the caller's role: the method is optional for doctors and beauticians. */
export function paymentFormSchema({ role }: { role: Role | null | undefined }) {
  return z
    .object({
      method: optionalMethod,
      cardNumber: optionalText,
      name: optionalName,
      email: optionalEmail,
      phoneNumber: optionalPhone,
      paymentItems: z
        .array(paymentFormLineSchema, { error: atLeastOneLine })
        .min(1, { error: atLeastOneLine }),
    })
    .superRefine((form, ctx) =>
      checkHead({ method: form.method ?? null, cardNumber: form.cardNumber ?? null }, ctx, role, {
        method: 'method',
        card: 'cardNumber',
      }),
    )
    .transform((form) => ({
      method: form.method ?? null,
      cardNumber: keptCardNumber(form.method ?? null, form.cardNumber ?? null),
      name: form.name ?? null,
      email: form.email ?? null,
      phoneNumber: form.phoneNumber ?? null,
      paymentItems: form.paymentItems,
    }));
}
export type PaymentFormInput = z.input<ReturnType<typeof paymentFormSchema>>;
export type PaymentForm = z.output<ReturnType<typeof paymentFormSchema>>;

/**
 * A line of the form, or of the save and update bodies (the form's values, spec 2 §7), as the
 * money rules read it.
 */
export function formLineToPaymentLine(
  line: Pick<
    PaymentFormLine,
    'isPackage' | 'qty' | 'amount' | 'typeDiscount' | 'discount' | 'type'
  >,
): PaymentLine {
  return {
    isPackage: line.isPackage,
    quantity: line.qty,
    price: line.amount,
    discountType: line.typeDiscount,
    discount: line.discount,
    type: line.type,
  };
}

export function paymentFormTotals(form: Pick<PaymentForm, 'paymentItems'>): PaymentTotals {
  return paymentTotals(form.paymentItems.map(formLineToPaymentLine));
}

// ---- the request (snake_case, spec 2 §3 Payment) -------------------------------------------

const paymentRequestItemSchema = z
  .object({
    item_id: optionalText,
    item_name: optionalName,
    item_name_original: optionalName,
    is_package: optionalFlag,
    is_deposit: optionalFlag,
    package_id: optionalText,
    package_name: optionalName,
    deposit_item_name: optionalName,
    category_name: optionalName,
    quantity: optionalNumber,
    amount: optionalNumber,
    type: optionalItemType,
    type_discount: optionalDiscountType,
    discount: optionalNumber,
  })
  .superRefine((item, ctx) =>
    checkLine(
      {
        isPackage: item.is_package ?? false,
        type: item.type ?? 'CONSULTATION',
        itemId: item.item_id ?? null,
        packageId: item.package_id ?? null,
        quantity: item.quantity ?? null,
        amount: item.amount ?? null,
        typeDiscount: item.type_discount ?? null,
        discount: item.discount ?? null,
      },
      ctx,
      { item: 'item_id', package: 'package_id', quantity: 'quantity', amount: 'amount' },
    ),
  )
  .transform((item) => ({
    item_id: item.item_id ?? null,
    item_name: item.item_name ?? null,
    item_name_original: item.item_name_original ?? null,
    is_package: item.is_package ?? false,
    is_deposit: item.is_deposit ?? false,
    package_id: item.package_id ?? null,
    package_name: item.package_name ?? null,
    deposit_item_name: item.deposit_item_name ?? null,
    category_name: item.category_name ?? null,
    quantity: orZero(item.quantity),
    amount: orZero(item.amount),
    type: item.type ?? 'CONSULTATION',
    type_discount: item.type_discount ?? null,
    discount: keptDiscount(item.type_discount ?? null, item.discount ?? null),
  }));
export type PaymentRequestItem = z.output<typeof paymentRequestItemSchema>;

/**
 * The body of save-payment / update-payment as the server validates it, for the caller's role.
 * total_amount and total_amount_correction are accepted but not trusted: the parsed request
 * carries the totals recomputed from its lines.
 */
export function paymentRequestSchema({ role }: { role: Role | null | undefined }) {
  return z
    .object({
      payment_items: z
        .array(paymentRequestItemSchema, { error: atLeastOneLine })
        .min(1, { error: atLeastOneLine }),
      payment_method: optionalMethod,
      card_number: optionalText,
      user_name: optionalName,
      user_email: optionalEmail,
      user_phone_number: optionalPhone,
      total_amount: optionalNumber,
      total_amount_correction: optionalNumber,
    })
    .superRefine((request, ctx) =>
      checkHead(
        { method: request.payment_method ?? null, cardNumber: request.card_number ?? null },
        ctx,
        role,
        { method: 'payment_method', card: 'card_number' },
      ),
    )
    .transform((request) =>
      withRecomputedTotals({
        payment_items: request.payment_items,
        payment_method: request.payment_method ?? null,
        card_number: keptCardNumber(request.payment_method ?? null, request.card_number ?? null),
        user_name: request.user_name ?? null,
        user_email: request.user_email ?? null,
        user_phone_number: request.user_phone_number ?? null,
        total_amount: 0,
        total_amount_correction: 0,
      }),
    );
}
export type PaymentRequestInput = z.input<ReturnType<typeof paymentRequestSchema>>;
export type PaymentRequest = z.output<ReturnType<typeof paymentRequestSchema>>;

/** A request item as the money rules read it. */
export function requestItemToPaymentLine(item: PaymentRequestItem): PaymentLine {
  return {
    isPackage: item.is_package,
    quantity: item.quantity,
    price: item.amount,
    discountType: item.type_discount,
    discount: item.discount,
    type: item.type,
  };
}

/** The request with total_amount and total_amount_correction computed from its own lines. */
export function withRecomputedTotals<
  T extends {
    payment_items: readonly PaymentRequestItem[];
    total_amount: number;
    total_amount_correction: number;
  },
>(request: T): T {
  const totals = paymentTotals(request.payment_items.map(requestItemToPaymentLine));
  return {
    ...request,
    total_amount: totals.totalAmount,
    total_amount_correction: totals.totalAmountCorrection,
  };
}

/** The request the app sends for a parsed form (totals from the lines). */
export function toPaymentRequest(form: PaymentForm): PaymentRequest {
  return withRecomputedTotals({
    payment_items: form.paymentItems.map((line) => ({
      item_id: line.itemId,
      item_name: line.itemName,
      item_name_original: line.itemName,
      is_package: line.isPackage,
      is_deposit: line.isDeposit,
      package_id: line.packageId,
      package_name: line.packageName,
      deposit_item_name: null,
      category_name: line.categoryName,
      quantity: line.qty,
      amount: line.amount,
      type: line.type,
      type_discount: line.typeDiscount,
      discount: line.discount,
    })),
    payment_method: form.method,
    card_number: form.cardNumber,
    user_name: form.name,
    user_email: form.email,
    user_phone_number: form.phoneNumber,
    total_amount: 0,
    total_amount_correction: 0,
  });
}
