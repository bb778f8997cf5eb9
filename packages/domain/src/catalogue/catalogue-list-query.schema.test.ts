import { describe, expect, it } from 'vitest';
import {
  CATEGORY_SORT_KEYS,
  ITEM_SORT_KEYS,
  PACKAGE_SORT_KEYS,
  catalogueListQuerySchema,
} from './catalogue-list-query.schema';
import { messagesOf } from '../test-support/issues';

describe('catalogue list query', () => {
  const items = catalogueListQuerySchema(ITEM_SORT_KEYS);

  it('defaults to the first page of 50 by name, ascending', () => {
    expect(items.parse({})).toEqual({ page: 0, size: 50, sort: { key: 'name', direction: 'asc' } });
  });

  it('reads the query strings a browser sends', () => {
    expect(items.parse({ page: '2', size: '999', sortKey: 'price', sortValue: 'desc' })).toEqual({
      page: 2,
      size: 999,
      sort: { key: 'price', direction: 'desc' },
    });
  });

  it('each list sorts only by its own keys; anything else sorts by name', () => {
    expect(catalogueListQuerySchema(CATEGORY_SORT_KEYS).parse({ sortKey: 'price' }).sort).toEqual({
      key: 'name',
      direction: 'asc',
    });
    expect(
      catalogueListQuerySchema(PACKAGE_SORT_KEYS).parse({ sortKey: 'number_of_visit' }).sort,
    ).toEqual({ key: 'number_of_visit', direction: 'asc' });
    expect(items.parse({ sortKey: 'id; drop table items', sortValue: 'desc' }).sort).toEqual({
      key: 'name',
      direction: 'asc',
    });
    expect(items.parse({ sortKey: 'price', sortValue: 'sideways' }).sort.key).toBe('name');
  });

  it('refuses pages and sizes out of range', () => {
    expect(messagesOf(items.safeParse({ page: '-1', size: '0' }), 'en')).toEqual({
      page: 'Please enter Valid Page',
      size: 'Please enter Valid Page size',
    });
    expect(items.safeParse({ size: '100000' }).success).toBe(false);
  });
});
