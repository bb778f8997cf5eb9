import { describe, expect, it } from 'vitest';
import { categoryItemSchema } from './category-item.schema';
import { messagesOf } from '../test-support/issues';

describe('category item', () => {
  it('needs a name', () => {
    expect(messagesOf(categoryItemSchema.safeParse({ name: '  ' }), 'id')).toEqual({
      name: 'Harap masukkan Nama',
    });
    expect(categoryItemSchema.parse({ name: ' Obat ' })).toEqual({ name: 'Obat' });
  });

  it('takes a type of what its items are on a bill, or none (the category keeps its own)', () => {
    expect(categoryItemSchema.parse({ name: 'Farmasi', type: 'FARMASI' })).toEqual({
      name: 'Farmasi',
      type: 'FARMASI',
    });
    expect(categoryItemSchema.parse({ name: 'Perawatan' })).toEqual({ name: 'Perawatan' });
    expect(
      messagesOf(categoryItemSchema.safeParse({ name: 'Obat', type: 'CORRECTION' }), 'en'),
    ).toEqual({ type: 'Please enter Valid Type on the bill' });
  });
});
