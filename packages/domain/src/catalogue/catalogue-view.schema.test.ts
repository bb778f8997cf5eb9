import { describe, expect, it } from 'vitest';
import { itemViewSchema, packageViewSchema } from './catalogue-view.schema';

describe('catalogue answers', () => {
  it('an item carries whole rupiah and its category name', () => {
    const item = {
      id: 'i1',
      name: 'Facial',
      price: 150_000,
      category_item_id: 'c1',
      category_name: 'Perawatan',
      busines_id: 'b1',
    };
    expect(itemViewSchema.parse(item)).toEqual(item);
    expect(itemViewSchema.safeParse({ ...item, price: '150000' }).success).toBe(false);
    expect(itemViewSchema.safeParse({ ...item, price: 1.5 }).success).toBe(false);
  });

  it('a package lists its items by id and name', () => {
    const pkg = {
      id: 'p1',
      name: 'Facial 5x',
      price: 600_000,
      number_of_visit: 5,
      items: [{ id: 'i1', name: 'Facial' }],
      busines_id: 'b1',
    };
    expect(packageViewSchema.parse(pkg)).toEqual(pkg);
    expect(packageViewSchema.safeParse({ ...pkg, items: ['i1'] }).success).toBe(false);
  });
});
