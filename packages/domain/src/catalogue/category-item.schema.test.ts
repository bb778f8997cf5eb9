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
});
