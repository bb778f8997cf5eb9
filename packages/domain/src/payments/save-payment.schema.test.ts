import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test-support/issues';
import { paymentFormSchema } from './payment.schema';
import {
  MAX_PAYMENT_LINES,
  savePaymentRequestSchema,
  toSavePaymentRequest,
  toUpdatePaymentRequest,
  updatePaymentRequestSchema,
  type SavePaymentRequestInput,
} from './save-payment.schema';

const staff = savePaymentRequestSchema({ role: 'ROLE_STAFF' });
const consultation = { itemId: 'item-1', itemName: 'Konsultasi', qty: 1, amount: 150_000 };
const body = (paymentItems: SavePaymentRequestInput['paymentItems']): SavePaymentRequestInput => ({
  method: 'CASH',
  paymentItems,
});

describe('save-payment body: line rules', () => {
  it('refuses a quantity of 0 or below on the line’s qty', () => {
    for (const qty of [0, -1, 1.5]) {
      expect(messagesOf(staff.safeParse(body([{ ...consultation, qty }])), 'id')).toEqual({
        'paymentItems.0.qty': 'Harap masukkan Kuantitas yang valid',
      });
    }
  });

  it('sells a package as one unit', () => {
    const line = { packageId: 'p-1', isPackage: true, qty: 2, amount: 1_000_000 };
    expect(messagesOf(staff.safeParse(body([line])), 'en')).toEqual({
      'paymentItems.0.qty': 'A package’s Quantity is always 1',
    });
    expect(staff.safeParse(body([{ ...line, qty: 1 }])).success).toBe(true);
  });

  it('refuses a line whose quantity × price leaves the rupiah range', () => {
    expect(
      messagesOf(
        staff.safeParse(body([{ ...consultation, qty: 10, amount: 999_999_999_999 }])),
        'id',
      ),
    ).toEqual({ 'paymentItems.0.amount': 'Kuantitas × harga melebihi Rp999.999.999.999' });
  });

  it('refuses a percentage over 100 or with more than two decimals, and a negative discount', () => {
    for (const [typeDiscount, discount] of [
      ['PERCENTAGE', 100.5],
      ['PERCENTAGE', 12.345],
      ['NUMBER', -1],
    ] as const) {
      expect(
        messagesOf(staff.safeParse(body([{ ...consultation, typeDiscount, discount }])), 'id'),
      ).toEqual({ 'paymentItems.0.discount': 'Harap masukkan Diskon yang valid' });
    }
    expect(
      staff.parse(body([{ ...consultation, typeDiscount: 'PERCENTAGE', discount: 12.35 }]))
        .paymentItems[0]?.discount,
    ).toBe(12.35);
  });

  it('accepts a NUMBER discount over the line (the total is clamped to Rp0)', () => {
    const parsed = staff.parse(
      body([{ ...consultation, typeDiscount: 'NUMBER', discount: 1_500_000 }]),
    );
    expect(parsed.paymentItems[0]).toMatchObject({ typeDiscount: 'NUMBER', discount: 1_500_000 });
  });

  it('stores a type with discount 0 as no discount', () => {
    const parsed = staff.parse(body([{ ...consultation, typeDiscount: 'NUMBER', discount: 0 }]));
    expect(parsed.paymentItems[0]).toMatchObject({ typeDiscount: null, discount: null });
  });

  it('takes at most MAX_PAYMENT_LINES lines', () => {
    const lines = Array.from({ length: MAX_PAYMENT_LINES + 1 }, () => consultation);
    expect(messagesOf(staff.safeParse(body(lines)), 'en')).toEqual({
      paymentItems: `At most ${MAX_PAYMENT_LINES} Item`,
    });
  });

  it('wants a 16-digit card number for a card payment, and keeps the digits only', () => {
    expect(
      messagesOf(
        staff.safeParse({
          ...body([consultation]),
          method: 'DEBIT',
          cardNumber: '4111 1111 1111 111',
        }),
        'id',
      ),
    ).toEqual({ cardNumber: 'Harap masukkan 16 digit Nomor Kartu' });
    expect(
      staff.parse({ ...body([consultation]), method: 'DEBIT', cardNumber: '4111-1111-1111-1111' })
        .cardNumber,
    ).toBe('4111111111111111');
  });
});

describe('update-payment body', () => {
  it('takes correction rows only, and none when it only completes the method', () => {
    const update = updatePaymentRequestSchema({ role: 'ROLE_STAFF' });
    expect(
      messagesOf(
        update.safeParse({ paymentId: 'p-1', method: 'CASH', paymentItems: [consultation] }),
        'id',
      ),
    ).toEqual({
      'paymentItems.0.type':
        'Hanya baris koreksi yang dapat ditambahkan pada pembayaran yang sudah tercatat',
    });
    expect(update.parse({ paymentId: 'p-1', method: 'QRIS' }).paymentItems).toEqual([]);
  });
});

describe('toSavePaymentRequest', () => {
  it('sends every line’s total and both totals, which the server then agrees with', () => {
    const form = paymentFormSchema({ role: 'ROLE_STAFF' }).parse({
      method: 'QRIS',
      paymentItems: [
        { ...consultation, qty: 2, typeDiscount: 'PERCENTAGE', discount: 10 },
        { ...consultation, type: 'CORRECTION', amount: 5_000 },
      ],
    });
    const request = toSavePaymentRequest(form, { visitId: 'v-1' });
    expect(request).toMatchObject({
      visitId: 'v-1',
      totalAmount: 270_000,
      totalAmountCorrection: 5_000,
    });
    expect(request.paymentItems.map((line) => line.total)).toEqual([270_000, 5_000]);
    expect(staff.safeParse(request).success).toBe(true);
  });
});

describe('toUpdatePaymentRequest', () => {
  it('sends each correction row’s total and their sum, never the recorded payment’s total', () => {
    const update = updatePaymentRequestSchema({ role: 'ROLE_STAFF' });
    const form = update.parse({
      paymentId: 'p-1',
      method: 'CASH',
      paymentItems: [
        { ...consultation, type: 'CORRECTION', amount: 5_000, qty: 3 },
        {
          ...consultation,
          type: 'CORRECTION',
          amount: 20_000,
          typeDiscount: 'NUMBER',
          discount: 2_000,
        },
      ],
    });
    const request = toUpdatePaymentRequest(form);
    expect(request).toMatchObject({
      paymentId: 'p-1',
      totalAmount: 0,
      totalAmountCorrection: 33_000,
    });
    expect(request.paymentItems?.map((line) => line.total)).toEqual([15_000, 18_000]);
    expect(update.safeParse(request).success).toBe(true);
  });
});
