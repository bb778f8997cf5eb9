import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatRupiah, MAX_RUPIAH, parseRupiahInput, rupiahField, rupiahSchema } from './currency';
import { messagesOf } from '../test-support/issues';

describe('formatRupiah', () => {
  it('writes rupiah with dots between thousands and no space: Rp1.500.000', () => {
    expect(formatRupiah(1_500_000)).toBe('Rp1.500.000');
    expect(formatRupiah(1_000)).toBe('Rp1.000');
    expect(formatRupiah(999)).toBe('Rp999');
    expect(formatRupiah(MAX_RUPIAH)).toBe('Rp999.999.999.999');
  });

  it('writes zero as Rp0 (and negative zero too)', () => {
    expect(formatRupiah(0)).toBe('Rp0');
    expect(formatRupiah(-0)).toBe('Rp0');
  });

  it('puts the minus sign before Rp for negatives: -Rp1.500', () => {
    expect(formatRupiah(-1_500)).toBe('-Rp1.500');
  });

  it('rounds a stray fraction to whole rupiah and prints a non-number as Rp0', () => {
    expect(formatRupiah(1_499.6)).toBe('Rp1.500');
    expect(formatRupiah(Number.NaN)).toBe('Rp0');
    expect(formatRupiah(Number.POSITIVE_INFINITY)).toBe('Rp0');
  });

  it('reads back through parseRupiahInput for every valid amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_RUPIAH }), (amount) => {
        expect(parseRupiahInput(formatRupiah(amount))).toBe(amount);
      }),
    );
  });
});

describe('parseRupiahInput', () => {
  it('reads typed amounts with dots, spaces or an Rp prefix', () => {
    expect(parseRupiahInput('1.500.000')).toBe(1_500_000);
    expect(parseRupiahInput('1500000')).toBe(1_500_000);
    expect(parseRupiahInput(' Rp 1.500.000 ')).toBe(1_500_000);
    expect(parseRupiahInput('rp.25.000')).toBe(25_000);
    expect(parseRupiahInput('1 500 000')).toBe(1_500_000);
    expect(parseRupiahInput('1.500,00')).toBe(1_500);
    expect(parseRupiahInput('0')).toBe(0);
  });

  it('answers null for garbage, negatives, decimals and misplaced dots', () => {
    for (const text of ['', '  ', 'abc', '-1.500', '1.5', '1,5', '1.50.000', '.500', '12a', 'Rp']) {
      expect(parseRupiahInput(text)).toBeNull();
    }
  });

  it('answers null above the largest amount', () => {
    expect(parseRupiahInput('1.000.000.000.000')).toBeNull();
  });
});

describe('rupiahSchema', () => {
  it('accepts a non-negative whole amount', () => {
    expect(rupiahSchema.parse(0)).toBe(0);
    expect(rupiahSchema.parse(MAX_RUPIAH)).toBe(MAX_RUPIAH);
  });

  it('refuses fractions, negatives, missing values and amounts above the largest', () => {
    expect(messagesOf(rupiahSchema.safeParse(1.5), 'id')).toEqual({
      '(root)': 'Harap masukkan Jumlah yang valid',
    });
    expect(messagesOf(rupiahSchema.safeParse(-1), 'en')).toEqual({
      '(root)': 'Please enter Valid Amount',
    });
    expect(messagesOf(rupiahSchema.safeParse(undefined), 'id')).toEqual({
      '(root)': 'Harap masukkan Jumlah',
    });
    expect(messagesOf(rupiahSchema.safeParse(MAX_RUPIAH + 1), 'id')).toEqual({
      '(root)': 'Jumlah maksimal Rp999.999.999.999',
    });
    expect(messagesOf(rupiahSchema.safeParse(MAX_RUPIAH + 1), 'en')).toEqual({
      '(root)': 'Amount must be at most Rp999.999.999.999',
    });
  });

  it('a text the form could not read as an amount says digits only, not "please enter"', () => {
    for (const typed of ['250000abc', 'Rp 1,5 juta', '1.50.000', '-5000']) {
      expect(rupiahSchema.safeParse(typed).error?.issues.map((issue) => issue.message)).toEqual([
        'validation.amountDigits|{"field":"fields.amount"}',
      ]);
    }
    expect(messagesOf(rupiahSchema.safeParse('250000abc'), 'id')).toEqual({
      '(root)': 'Jumlah hanya boleh berisi angka, misalnya 250000 atau 250.000',
    });
    expect(messagesOf(rupiahSchema.safeParse(''), 'en')).toEqual({
      '(root)': 'Please enter Amount',
    });
  });

  it('names the field it is given', () => {
    expect(messagesOf(rupiahField('fields.name').safeParse(undefined), 'en')).toEqual({
      '(root)': 'Please enter Name',
    });
  });
});
