import { describe, expect, it } from 'vitest';
import { itemSchema } from './item.schema';
import { messagesOf } from '../test-support/issues';

describe('item', () => {
  it('needs category_item_id, name and price', () => {
    expect(messagesOf(itemSchema.safeParse({}), 'id')).toEqual({
      category_item_id: 'Harap masukkan Kategori Item',
      name: 'Harap masukkan Nama',
      price: 'Harap masukkan Harga',
    });
    expect(messagesOf(itemSchema.safeParse({ category_item_id: '' }), 'en')).toMatchObject({
      category_item_id: 'Please enter Item Category',
      price: 'Please enter Price',
    });
  });

  it('takes a whole, non-negative price in rupiah (Rp0 allowed)', () => {
    const item = { category_item_id: 'c1', name: 'Facial', price: 0 };
    expect(itemSchema.parse(item)).toEqual(item);
    expect(messagesOf(itemSchema.safeParse({ ...item, price: -1 }), 'id')).toEqual({
      price: 'Harap masukkan Harga yang valid',
    });
    expect(messagesOf(itemSchema.safeParse({ ...item, price: 10.5 }), 'id')).toEqual({
      price: 'Harap masukkan Harga yang valid',
    });
  });

  it('a price typed with letters says digits only, not that it is empty', () => {
    const item = { category_item_id: 'c1', name: 'Facial', price: '250000abc' };
    expect(messagesOf(itemSchema.safeParse(item), 'id')).toEqual({
      price: 'Harga hanya boleh berisi angka, misalnya 250000 atau 250.000',
    });
    expect(messagesOf(itemSchema.safeParse(item), 'en')).toEqual({
      price: 'Price may contain digits only, such as 250000 or 250.000',
    });
    expect(messagesOf(itemSchema.safeParse({ ...item, price: '  ' }), 'en')).toEqual({
      price: 'Please enter Price',
    });
  });
});
