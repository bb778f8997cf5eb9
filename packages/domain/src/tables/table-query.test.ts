import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FILTER_DEBOUNCE_MS,
  initialTableQuery,
  MAX_ROW_OFFSET,
  maxPageFor,
  pageQuerySchema,
  pageQuerySchemaWith,
  withFilterChange,
  withPage,
  withPageSize,
  withSortClick,
  type TableQuery,
} from './table-query';
import { messagesOf } from '../test-support/issues';

describe('table query (spec 1 §4)', () => {
  it('starts on page 0 at the default size, unsorted', () => {
    expect(initialTableQuery()).toEqual({ page: 0, size: 50, sort: null });
    expect(initialTableQuery(10, { key: 'start', direction: 'desc' })).toEqual({
      page: 0,
      size: 10,
      sort: { key: 'start', direction: 'desc' },
    });
  });

  it('applies filters after the user stops typing for 1 second', () => {
    expect(FILTER_DEBOUNCE_MS).toBe(1000);
  });

  it('goes back to page 0 on any filter change, keeping the rest (filters too)', () => {
    const query = { page: 4, size: 10, sort: null, name: 'Ani' };
    expect(withFilterChange({ ...query, name: 'Budi' })).toEqual({
      ...query,
      name: 'Budi',
      page: 0,
    });
  });

  it('goes back to page 0 on a page-size change', () => {
    expect(withPageSize({ page: 4, size: 10, sort: null }, 100)).toEqual({
      page: 0,
      size: 100,
      sort: null,
    });
  });

  it('moves to a page, never before page 0', () => {
    expect(withPage(initialTableQuery(), 3).page).toBe(3);
    expect(withPage(initialTableQuery(), -1).page).toBe(0);
    expect(withPage(initialTableQuery(), 2.7).page).toBe(2);
  });

  it('cycles the sort on a header click and goes back to page 0', () => {
    const query: TableQuery = { page: 3, size: 10, sort: null };
    const asc = withSortClick(query, 'name');
    expect(asc).toEqual({ page: 0, size: 10, sort: { key: 'name', direction: 'asc' } });
    expect(withSortClick(asc, 'name').sort).toEqual({ key: 'name', direction: 'desc' });
  });

  it('is on page 0 after any filter or size change, whatever came before', () => {
    fc.assert(
      fc.property(
        fc.record({
          page: fc.nat(),
          size: fc.constantFrom(5, 10, 50, 100),
          sort: fc.constant(null),
        }),
        fc.constantFrom(5, 10, 50, 100),
        (query, size) => {
          expect(withFilterChange(query).page).toBe(0);
          expect(withPageSize(query, size).page).toBe(0);
        },
      ),
    );
  });
});

describe('the page and size query on the server', () => {
  it('defaults to page 0 and size 50', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 0, size: 50 });
    expect(pageQuerySchema.parse({ page: '', size: ' ' })).toEqual({ page: 0, size: 50 });
  });

  it('reads whole numbers from the query string', () => {
    expect(pageQuerySchema.parse({ page: '2', size: '10' })).toEqual({ page: 2, size: 10 });
    expect(pageQuerySchema.parse({ page: 1, size: 99999 })).toEqual({ page: 1, size: 99999 });
  });

  it('refuses a negative, fractional or non-numeric page and a size out of range', () => {
    for (const page of ['-1', '1.5', 'abc']) {
      expect(messagesOf(pageQuerySchema.safeParse({ page }), 'en')).toEqual({
        page: 'Please enter Valid Page',
      });
    }
    expect(messagesOf(pageQuerySchema.safeParse({ page: '-1' }), 'id')).toEqual({
      page: 'Harap masukkan Halaman yang valid',
    });
    for (const size of ['0', '100000']) {
      expect(messagesOf(pageQuerySchema.safeParse({ size }), 'en')).toEqual({
        size: 'Please enter Valid Page size',
      });
    }
    expect(messagesOf(pageQuerySchema.safeParse({ size: '0' }), 'id')).toEqual({
      size: 'Harap masukkan Jumlah per halaman yang valid',
    });
  });

  it('refuses a page whose first row lies beyond what the database can skip', () => {
    expect(
      messagesOf(pageQuerySchema.safeParse({ page: '9007199254740991', size: '99999' }), 'en'),
    ).toEqual({
      page: 'Please enter Valid Page',
    });
    expect(pageQuerySchema.safeParse({ page: '1e300' }).success).toBe(false);
    const last = maxPageFor(99999);
    expect(pageQuerySchema.parse({ page: String(last), size: '99999' })).toEqual({
      page: last,
      size: 99999,
    });
  });

  it('accepts only pages and sizes whose offset the database can take', () => {
    const lists = [pageQuerySchema, pageQuerySchemaWith({ maxSize: 100 })];
    fc.assert(
      fc.property(
        fc.constantFrom(...lists),
        fc.oneof(
          fc.nat(),
          fc.nat({ max: Number.MAX_SAFE_INTEGER }),
          fc.constant(Number.MAX_SAFE_INTEGER),
          fc.constant(maxPageFor(99999)),
        ),
        fc.integer({ min: 1, max: 99999 }),
        (schema, page, size) => {
          const parsed = schema.safeParse({ page: String(page), size: String(size) });
          if (!parsed.success) return;
          // As the database gets it: a whole number within its bigint.
          const offset = String(parsed.data.page * parsed.data.size);
          expect(offset).toMatch(/^\d+$/);
          expect(BigInt(offset) <= 2n ** 63n - 1n).toBe(true);
          expect(Number(offset)).toBeLessThanOrEqual(MAX_ROW_OFFSET);
        },
      ),
    );
  });

  it('takes a list’s own default and maximum size', () => {
    const icd10 = pageQuerySchemaWith({ defaultSize: 10, maxSize: 100 });
    expect(icd10.parse({})).toEqual({ page: 0, size: 10 });
    expect(icd10.safeParse({ size: '101' }).success).toBe(false);
  });
});
