import { describe, expect, it } from 'vitest';
import {
  MAX_NUMBER_OF_VISIT,
  MAX_PACKAGE_ITEMS,
  packageFormSchema,
  packageRequestSchema,
  toPackageRequest,
} from './package.schema';
import { messagesOf } from '../test-support/issues';

describe('package', () => {
  const valid = {
    name: 'Paket Facial 5x',
    numberOfVisit: 5,
    price: 1_500_000,
    items: ['i1', 'i2'],
  };

  it('accepts a named package with visits, price and items', () => {
    expect(packageFormSchema.parse(valid)).toEqual(valid);
  });

  it('needs name, numberOfVisit and price', () => {
    expect(messagesOf(packageFormSchema.safeParse({ items: ['i1'] }), 'id')).toEqual({
      name: 'Harap masukkan Nama',
      numberOfVisit: 'Harap masukkan Jumlah Kunjungan',
      price: 'Harap masukkan Harga',
    });
  });

  it('numberOfVisit is a positive whole number', () => {
    for (const numberOfVisit of [0, -1, 1.5, MAX_NUMBER_OF_VISIT + 1]) {
      expect(messagesOf(packageFormSchema.safeParse({ ...valid, numberOfVisit }), 'id')).toEqual({
        numberOfVisit: 'Harap masukkan Jumlah Kunjungan yang valid',
      });
    }
    expect(
      packageFormSchema.safeParse({ ...valid, numberOfVisit: MAX_NUMBER_OF_VISIT }).success,
    ).toBe(true);
  });

  it('visits or a price typed with letters say digits only, not that they are empty', () => {
    expect(
      messagesOf(
        packageFormSchema.safeParse({ ...valid, numberOfVisit: '5x', price: '250000abc' }),
        'en',
      ),
    ).toEqual({
      numberOfVisit: 'Number of Visits may contain digits only',
      price: 'Price may contain digits only, such as 250000 or 250.000',
    });
  });

  it('needs at least one item', () => {
    expect(messagesOf(packageFormSchema.safeParse({ ...valid, items: [] }), 'id')).toEqual({
      items: 'Harap pilih minimal satu Item',
    });
    expect(messagesOf(packageFormSchema.safeParse({ ...valid, items: undefined }), 'en')).toEqual({
      items: 'Please choose at least one Item',
    });
  });

  it('the first item is required and items after the first must be filled: "Harap masukkan Item"', () => {
    expect(messagesOf(packageFormSchema.safeParse({ ...valid, items: [''] }), 'id')).toEqual({
      'items.0': 'Harap masukkan Item',
    });
    expect(
      messagesOf(packageFormSchema.safeParse({ ...valid, items: ['i1', null, ' '] }), 'id'),
    ).toEqual({
      'items.1': 'Harap masukkan Item',
      'items.2': 'Harap masukkan Item',
    });
    expect(messagesOf(packageFormSchema.safeParse({ ...valid, items: ['i1', 7] }), 'en')).toEqual({
      'items.1': 'Please enter Item',
    });
  });

  it('lists each item once: a second entry of one item says so on that entry', () => {
    expect(
      messagesOf(packageFormSchema.safeParse({ ...valid, items: ['i1', 'i2', 'i1'] }), 'id'),
    ).toEqual({ 'items.2': 'Item ini sudah dipilih' });
    expect(
      messagesOf(
        packageRequestSchema.safeParse({ ...toPackageRequest(valid), items: ['i1', ' i1 '] }),
        'en',
      ),
    ).toEqual({ 'items.1': 'This Item is already chosen' });
  });

  it('lists at most MAX_PACKAGE_ITEMS items, not one item 10,000 times', () => {
    const many = (count: number) => Array.from({ length: count }, (_, i) => `i${i}`);
    expect(packageFormSchema.safeParse({ ...valid, items: many(MAX_PACKAGE_ITEMS) }).success).toBe(
      true,
    );
    expect(
      messagesOf(
        packageFormSchema.safeParse({ ...valid, items: many(MAX_PACKAGE_ITEMS + 1) }),
        'id',
      ),
    ).toEqual({ items: `Paling banyak ${MAX_PACKAGE_ITEMS} Item` });
    expect(
      packageRequestSchema.safeParse({
        ...toPackageRequest(valid),
        items: Array(10_000).fill('i1'),
      }).success,
    ).toBe(false);
  });

  it('becomes the API request with number_of_visit', () => {
    const request = toPackageRequest(packageFormSchema.parse(valid));
    expect(request).toEqual({
      name: 'Paket Facial 5x',
      price: 1_500_000,
      number_of_visit: 5,
      items: ['i1', 'i2'],
    });
    expect(packageRequestSchema.parse(request)).toEqual(request);
  });
});
