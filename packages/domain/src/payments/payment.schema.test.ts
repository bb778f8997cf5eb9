import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPaymentMethodRequired } from '../access/permissions';
import {
  PAYMENT_ITEM_TYPES,
  paymentFormSchema,
  paymentFormTotals,
  paymentRequestSchema,
  toPaymentRequest,
  withRecomputedTotals,
  type PaymentFormInput,
  type PaymentRequestInput,
} from './payment.schema';
import {
  DISCOUNT_TYPE_LABEL_KEYS,
  isDiscountInputEnabled,
  PAYMENT_ITEM_TYPE_LABEL_KEYS,
} from './payment-line';
import {
  CARD_NUMBER_MESSAGE,
  isValidCardNumber,
  PAYMENT_METHOD_LABEL_KEYS,
  PAYMENT_METHODS,
  requiresCardNumber,
} from './payment-method';
import { DISCOUNT_TYPES } from '../money/line-total';
import { paymentTotals } from '../money/payment-totals';
import { ROLES } from '../access/roles';
import { messagesOf } from '../test-support/issues';
import { translatorFor } from '../test-support/translate';
import { translateValidationToken } from '../intl/translate-issue';

const staffForm = paymentFormSchema({ role: 'ROLE_STAFF' });
const consultation = { itemId: 'item-1', itemName: 'Konsultasi', qty: 1, amount: 150_000 };
const cash = (paymentItems: PaymentFormInput['paymentItems']): PaymentFormInput => ({
  method: 'CASH',
  paymentItems,
});

describe('payment method', () => {
  it('is required unless the user is a doctor or beautician', () => {
    for (const role of ['ROLE_OWNER', 'ROLE_STAFF', null, undefined] as const) {
      const result = paymentFormSchema({ role }).safeParse({ paymentItems: [consultation] });
      expect(messagesOf(result, 'id')).toEqual({ method: 'Harap masukkan Metode Pembayaran' });
      expect(isPaymentMethodRequired(role)).toBe(true);
    }
    for (const role of ['ROLE_DOCTOR', 'ROLE_BEAUTICIAN'] as const) {
      const parsed = paymentFormSchema({ role }).parse({
        method: '',
        paymentItems: [consultation],
      });
      expect(parsed.method).toBeNull();
      expect(isPaymentMethodRequired(role)).toBe(false);
    }
  });

  it('is one of CASH, CREDIT_CARD, DEBIT, TRANSFER, QRIS', () => {
    expect(PAYMENT_METHODS).toEqual(['CASH', 'CREDIT_CARD', 'DEBIT', 'TRANSFER', 'QRIS']);
    expect(
      messagesOf(staffForm.safeParse({ method: 'CHEQUE', paymentItems: [consultation] }), 'en'),
    ).toEqual({
      method: 'Please enter Valid Payment Method',
    });
  });
});

describe("the buyer's phone", () => {
  it('may be left blank; given, it is stored as its digits and letters are refused', () => {
    expect(staffForm.parse({ ...cash([consultation]), phoneNumber: '' }).phoneNumber).toBeNull();
    expect(
      staffForm.parse({ ...cash([consultation]), phoneNumber: '+62 812-9876-5432' }).phoneNumber,
    ).toBe('081298765432');
    expect(
      messagesOf(staffForm.safeParse({ ...cash([consultation]), phoneNumber: '0812abc' }), 'en'),
    ).toEqual({
      phoneNumber:
        'Phone number may contain only digits, spaces, dashes, dots, brackets and a leading +',
    });
    const request = paymentRequestSchema({ role: 'ROLE_STAFF' }).parse({
      payment_method: 'CASH',
      payment_items: [{ item_id: 'item-1', item_name: 'Konsultasi', quantity: 1, amount: 150_000 }],
      user_phone_number: '0812 9876 5432',
    });
    expect(request.user_phone_number).toBe('081298765432');
  });
});

describe('card number', () => {
  it('is required for CREDIT_CARD or DEBIT: "Harap masukkan 16 digit Nomor Kartu"', () => {
    for (const method of ['CREDIT_CARD', 'DEBIT'] as const) {
      expect(requiresCardNumber(method)).toBe(true);
      const result = staffForm.safeParse({ method, paymentItems: [consultation] });
      expect(messagesOf(result, 'id')).toEqual({
        cardNumber: 'Harap masukkan 16 digit Nomor Kartu',
      });
      expect(messagesOf(result, 'en')).toEqual({ cardNumber: 'Please enter 16 digit Card Number' });
    }
    expect(requiresCardNumber('CASH')).toBe(false);
    expect(requiresCardNumber(null)).toBe(false);
  });

  it('needs at least 16 digits (at most 19), spaces and dashes between groups allowed', () => {
    const withCard = (cardNumber: string) =>
      staffForm.safeParse({ method: 'DEBIT', cardNumber, paymentItems: [consultation] });
    expect(messagesOf(withCard('411111111111111'), 'id')).toEqual({
      cardNumber: 'Harap masukkan 16 digit Nomor Kartu',
    });
    expect(messagesOf(withCard('4111-1111-1111-111x'), 'id')).toHaveProperty('cardNumber');
    expect(messagesOf(withCard('4'.repeat(20)), 'id')).toHaveProperty('cardNumber');
    expect(withCard('4111 1111 1111 1111').data?.cardNumber).toBe('4111111111111111');
    expect(withCard('4'.repeat(19)).success).toBe(true);
    expect(isValidCardNumber(undefined)).toBe(false);
  });

  it('is dropped for a method without a card', () => {
    const parsed = staffForm.parse({
      method: 'CASH',
      cardNumber: '4111111111111111',
      paymentItems: [consultation],
    });
    expect(parsed.cardNumber).toBeNull();
  });
});

describe('payment lines', () => {
  it('a payment has at least one line', () => {
    expect(messagesOf(staffForm.safeParse(cash([])), 'id')).toEqual({
      paymentItems: 'Harap pilih minimal satu Item',
    });
    expect(messagesOf(staffForm.safeParse({ method: 'CASH' }), 'id')).toEqual({
      paymentItems: 'Harap pilih minimal satu Item',
    });
  });

  it('each line needs an item, quantity and price ("Harap masukkan ...")', () => {
    expect(messagesOf(staffForm.safeParse(cash([{ itemId: '', qty: null }])), 'id')).toEqual({
      'paymentItems.0.itemId': 'Harap masukkan Item',
      'paymentItems.0.qty': 'Harap masukkan Kuantitas',
      'paymentItems.0.amount': 'Harap masukkan Harga',
    });
    expect(messagesOf(staffForm.safeParse(cash([{}])), 'en')).toEqual({
      'paymentItems.0.itemId': 'Please enter Item',
      'paymentItems.0.qty': 'Please enter Quantity',
      'paymentItems.0.amount': 'Please enter Price',
    });
  });

  it('a package line needs a package instead of an item', () => {
    expect(
      messagesOf(staffForm.safeParse(cash([{ isPackage: true, qty: 1, amount: 1_000_000 }])), 'id'),
    ).toEqual({ 'paymentItems.0.packageId': 'Harap masukkan Paket' });
    const parsed = staffForm.parse(
      cash([
        {
          isPackage: true,
          packageId: 'pkg-1',
          packageName: 'Facial 5x',
          qty: 1,
          amount: 1_000_000,
        },
      ]),
    );
    expect(parsed.paymentItems[0]).toMatchObject({
      isPackage: true,
      packageId: 'pkg-1',
      itemId: null,
    });
  });

  it('correction rows need item, quantity and price', () => {
    expect(
      messagesOf(
        staffForm.safeParse(cash([consultation, { type: 'CORRECTION', isPackage: true }])),
        'id',
      ),
    ).toEqual({
      'paymentItems.1.itemId': 'Harap masukkan Item',
      'paymentItems.1.qty': 'Harap masukkan Kuantitas',
      'paymentItems.1.amount': 'Harap masukkan Harga',
    });
  });

  it('quantity is a whole number from 1, price whole rupiah from Rp0', () => {
    for (const qty of [0, 1.5, 10_001]) {
      expect(messagesOf(staffForm.safeParse(cash([{ ...consultation, qty }])), 'id')).toEqual({
        'paymentItems.0.qty': 'Harap masukkan Kuantitas yang valid',
      });
    }
    for (const amount of [-1, 0.5]) {
      expect(messagesOf(staffForm.safeParse(cash([{ ...consultation, amount }])), 'id')).toEqual({
        'paymentItems.0.amount': 'Harap masukkan Harga yang valid',
      });
    }
    expect(staffForm.safeParse(cash([{ ...consultation, amount: 0 }])).success).toBe(true);
  });

  it('a line without a type is a CONSULTATION line; FARMASI and CORRECTION are kept', () => {
    expect(PAYMENT_ITEM_TYPES).toEqual(['CONSULTATION', 'FARMASI', 'CORRECTION']);
    const parsed = staffForm.parse(
      cash([
        consultation,
        { ...consultation, type: 'FARMASI' },
        { ...consultation, type: 'CORRECTION' },
      ]),
    );
    expect(parsed.paymentItems.map((line) => line.type)).toEqual([
      'CONSULTATION',
      'FARMASI',
      'CORRECTION',
    ]);
    expect(parsed.paymentItems[0]).toEqual({
      itemId: 'item-1',
      itemName: 'Konsultasi',
      packageId: null,
      packageName: null,
      categoryName: null,
      isPackage: false,
      isDeposit: false,
      qty: 1,
      amount: 150_000,
      typeDiscount: null,
      discount: null,
      type: 'CONSULTATION',
    });
  });
});

describe('discount', () => {
  it('the discount input is enabled only after a discount type is chosen', () => {
    expect(isDiscountInputEnabled({})).toBe(false);
    expect(isDiscountInputEnabled({ typeDiscount: null })).toBe(false);
    expect(isDiscountInputEnabled({ typeDiscount: '' })).toBe(false);
    expect(isDiscountInputEnabled({ typeDiscount: 'NUMBER' })).toBe(true);
    expect(isDiscountInputEnabled({ typeDiscount: 'PERCENTAGE' })).toBe(true);
  });

  it('a discount without a type is ignored', () => {
    const parsed = staffForm.parse(cash([{ ...consultation, discount: 50_000 }]));
    expect(parsed.paymentItems[0]?.discount).toBeNull();
    expect(paymentFormTotals(parsed).totalAmount).toBe(150_000);
  });

  it('with a type, an empty discount is 0', () => {
    const parsed = staffForm.parse(
      cash([{ ...consultation, typeDiscount: 'NUMBER', discount: '' as never }]),
    );
    expect(parsed.paymentItems[0]).toMatchObject({ typeDiscount: 'NUMBER', discount: 0 });
  });

  it('a PERCENTAGE is 0..100 and a NUMBER whole rupiah from 0', () => {
    const invalidDiscount = { 'paymentItems.0.discount': 'Harap masukkan Diskon yang valid' };
    for (const [typeDiscount, discount] of [
      ['PERCENTAGE', 101],
      ['PERCENTAGE', -1],
      ['NUMBER', -1],
      ['NUMBER', 0.5],
    ] as const) {
      expect(
        messagesOf(staffForm.safeParse(cash([{ ...consultation, typeDiscount, discount }])), 'id'),
      ).toEqual(invalidDiscount);
    }
    expect(
      staffForm.safeParse(cash([{ ...consultation, typeDiscount: 'PERCENTAGE', discount: 12.5 }]))
        .success,
    ).toBe(true);
  });

  it('a NUMBER discount above the line takes it to Rp0, never below', () => {
    const parsed = staffForm.parse(
      cash([{ ...consultation, typeDiscount: 'NUMBER', discount: 200_000 }]),
    );
    expect(paymentFormTotals(parsed)).toEqual({
      totalAmount: 0,
      totalAmountCorrection: 0,
      grandTotal: 0,
    });
  });
});

describe('payer', () => {
  it('keeps the payer’s name, e-mail and phone, checking a filled e-mail', () => {
    const parsed = staffForm.parse({
      ...cash([consultation]),
      name: ' Ani ',
      email: 'ANI@x.id',
      phoneNumber: '',
    });
    expect(parsed).toMatchObject({ name: 'Ani', email: 'ANI@x.id', phoneNumber: null });
    expect(
      messagesOf(staffForm.safeParse({ ...cash([consultation]), email: 'ani@' }), 'id'),
    ).toEqual({
      email: 'Harap masukkan Email yang valid',
    });
  });
});

describe('totals', () => {
  it('the form totals come from its lines: total_amount, total_amount_correction, grand total', () => {
    const parsed = staffForm.parse(
      cash([
        consultation,
        {
          ...consultation,
          type: 'FARMASI',
          qty: 2,
          amount: 25_000,
          typeDiscount: 'PERCENTAGE',
          discount: 10,
        },
        { ...consultation, type: 'CORRECTION', amount: 30_000 },
      ]),
    );
    expect(paymentFormTotals(parsed)).toEqual({
      totalAmount: 195_000,
      totalAmountCorrection: 30_000,
      grandTotal: 225_000,
    });
  });

  it('the request the app sends carries the totals of its lines', () => {
    const parsed = staffForm.parse({
      method: 'CREDIT_CARD',
      cardNumber: '4111 1111 1111 1111',
      name: 'Ani',
      paymentItems: [
        { ...consultation, categoryName: 'Konsultasi' },
        { ...consultation, type: 'CORRECTION', amount: 30_000 },
      ],
    });
    const request = toPaymentRequest(parsed);
    expect(request).toMatchObject({
      payment_method: 'CREDIT_CARD',
      card_number: '4111111111111111',
      user_name: 'Ani',
      user_email: null,
      total_amount: 150_000,
      total_amount_correction: 30_000,
    });
    expect(request.payment_items[0]).toEqual({
      item_id: 'item-1',
      item_name: 'Konsultasi',
      item_name_original: 'Konsultasi',
      is_package: false,
      is_deposit: false,
      package_id: null,
      package_name: null,
      deposit_item_name: null,
      category_name: 'Konsultasi',
      quantity: 1,
      amount: 150_000,
      type: 'CONSULTATION',
      type_discount: null,
      discount: null,
    });
    expect(paymentRequestSchema({ role: 'ROLE_STAFF' }).parse(request)).toEqual(request);
  });
});

describe('payment request (server)', () => {
  const staffRequest = paymentRequestSchema({ role: 'ROLE_STAFF' });
  const item = { item_id: 'item-1', item_name: 'Konsultasi', quantity: 1, amount: 150_000 };

  it('does not trust the totals the client sent: they are recomputed from the lines', () => {
    const parsed = staffRequest.parse({
      payment_method: 'CASH',
      payment_items: [item, { ...item, type: 'CORRECTION', amount: 20_000 }],
      total_amount: 1,
      total_amount_correction: 999_999,
    });
    expect(parsed.total_amount).toBe(150_000);
    expect(parsed.total_amount_correction).toBe(20_000);
  });

  it('applies the form’s rules under the API’s names', () => {
    expect(
      messagesOf(staffRequest.safeParse({ payment_method: 'DEBIT', payment_items: [{}] }), 'id'),
    ).toEqual({
      'payment_items.0.item_id': 'Harap masukkan Item',
      'payment_items.0.quantity': 'Harap masukkan Kuantitas',
      'payment_items.0.amount': 'Harap masukkan Harga',
      card_number: 'Harap masukkan 16 digit Nomor Kartu',
    });
    expect(
      messagesOf(staffRequest.safeParse({ payment_items: [{ ...item, is_package: true }] }), 'id'),
    ).toEqual({
      'payment_items.0.package_id': 'Harap masukkan Paket',
      payment_method: 'Harap masukkan Metode Pembayaran',
    });
    expect(
      messagesOf(staffRequest.safeParse({ payment_method: 'CASH', payment_items: [] }), 'id'),
    ).toEqual({
      payment_items: 'Harap pilih minimal satu Item',
    });
  });

  it('a package line needs no item', () => {
    const packageLine = { package_id: 'pkg-1', is_package: true, quantity: 1, amount: 900_000 };
    expect(
      staffRequest.parse({ payment_method: 'CASH', payment_items: [packageLine] }),
    ).toMatchObject({
      payment_items: [{ item_id: null, package_id: 'pkg-1', is_package: true }],
      total_amount: 900_000,
    });
  });

  it('lets a doctor or beautician save without a method, and ignores a discount without a type', () => {
    const parsed = paymentRequestSchema({ role: 'ROLE_DOCTOR' }).parse({
      payment_items: [{ ...item, discount: 50_000, is_deposit: true, category_name: 'Deposit' }],
    });
    expect(parsed).toMatchObject({
      payment_method: null,
      card_number: null,
      total_amount: 150_000,
    });
    expect(parsed.payment_items[0]).toMatchObject({
      discount: null,
      is_deposit: true,
      type: 'CONSULTATION',
    });
  });

  // A package line is one unit: its quantity is 1.
  const requestItem = fc.record({
    item_id: fc.constantFrom('a', 'b'),
    package_id: fc.constant('p'),
    is_package: fc.constant(false),
    quantity: fc.integer({ min: 1, max: 100 }),
    amount: fc.integer({ min: 0, max: 10_000_000 }),
    type: fc.constantFrom(...PAYMENT_ITEM_TYPES),
    type_discount: fc.option(fc.constantFrom(...DISCOUNT_TYPES)),
    discount: fc.option(fc.integer({ min: 0, max: 100 })),
  });

  it('for any valid lines, the parsed totals are the lines’ totals whatever the client claimed', () => {
    fc.assert(
      fc.property(
        fc.array(requestItem, { minLength: 1, maxLength: 10 }),
        fc.integer(),
        fc.integer(),
        fc.constantFrom(...ROLES),
        (payment_items, total_amount, total_amount_correction, role) => {
          const input: PaymentRequestInput = {
            payment_method: 'QRIS',
            payment_items,
            total_amount,
            total_amount_correction,
          };
          const parsed = paymentRequestSchema({ role }).parse(input);
          const expected = paymentTotals(
            payment_items.map((line) => ({
              isPackage: line.is_package,
              quantity: line.quantity,
              price: line.amount,
              discountType: line.type_discount,
              discount: line.type_discount ? (line.discount ?? 0) : null,
              type: line.type,
            })),
          );
          expect(parsed.total_amount).toBe(expected.totalAmount);
          expect(parsed.total_amount_correction).toBe(expected.totalAmountCorrection);
          expect(parsed.total_amount).toBeGreaterThanOrEqual(0);
          expect(withRecomputedTotals(parsed)).toEqual(parsed);
        },
      ),
    );
  });
});

describe('payment texts', () => {
  it('quotes the spec’s Indonesian exactly', () => {
    expect(translateValidationToken(CARD_NUMBER_MESSAGE, translatorFor('id'))).toBe(
      'Harap masukkan 16 digit Nomor Kartu',
    );
  });

  it('has a label for every method, item type and discount type in both languages', () => {
    const keys = [
      ...Object.values(PAYMENT_METHOD_LABEL_KEYS),
      ...Object.values(PAYMENT_ITEM_TYPE_LABEL_KEYS),
      ...Object.values(DISCOUNT_TYPE_LABEL_KEYS),
    ];
    expect(keys).toHaveLength(
      PAYMENT_METHODS.length + PAYMENT_ITEM_TYPES.length + DISCOUNT_TYPES.length,
    );
    for (const lang of ['id', 'en'] as const) {
      for (const key of keys) expect(translatorFor(lang)(key)).not.toBe('');
    }
    expect(translatorFor('id')(PAYMENT_METHOD_LABEL_KEYS.CASH)).toBe('Tunai');
  });
});
