import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  SHOWING_RANGE_TEXT_KEY,
  paginationWindow,
  showingRange,
  totalPages,
  type PaginationItem,
} from './pagination';
import { translatorFor } from '../test-support/translate';

const pagesOf = (items: PaginationItem[]) =>
  items.flatMap((item) => (item.kind === 'page' ? [item.page] : []));

describe('page sizes (spec 1 §9)', () => {
  it('offers 5, 10, 50 and 100 with 50 as the default', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([5, 10, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(50);
    expect(PAGE_SIZE_OPTIONS).toContain(DEFAULT_PAGE_SIZE);
  });
});

describe('total pages', () => {
  it('rounds a partial last page up', () => {
    expect(totalPages(101, 50)).toBe(3);
    expect(totalPages(100, 50)).toBe(2);
    expect(totalPages(1, 50)).toBe(1);
  });
  it('is 0 for an empty list or a size that is not positive', () => {
    expect(totalPages(0, 50)).toBe(0);
    expect(totalPages(-3, 50)).toBe(0);
    expect(totalPages(10, 0)).toBe(0);
    expect(totalPages(Number.NaN, 10)).toBe(0);
  });
});

describe('the pager window (spec 1 §9)', () => {
  it('shows pages from current-2 to current+4, with an ellipsis where pages are skipped', () => {
    const { items, showFirstLast } = paginationWindow(5, 12);
    expect(items).toEqual([
      { kind: 'ellipsis', position: 'start' },
      ...[3, 4, 5, 6, 7, 8, 9].map((page) => ({ kind: 'page', page })),
      { kind: 'ellipsis', position: 'end' },
    ]);
    expect(showFirstLast).toBe(false);
  });

  it('clips the window at the first and the last page without an ellipsis there', () => {
    expect(paginationWindow(0, 3).items).toEqual([0, 1, 2].map((page) => ({ kind: 'page', page })));
    expect(pagesOf(paginationWindow(0, 10).items)).toEqual([0, 1, 2, 3, 4]);
    expect(paginationWindow(0, 10).items.at(-1)).toEqual({ kind: 'ellipsis', position: 'end' });
    expect(paginationWindow(9, 10).items).toEqual([
      { kind: 'ellipsis', position: 'start' },
      ...[7, 8, 9].map((page) => ({ kind: 'page', page })),
    ]);
  });

  it('shows first and last buttons only from 20 pages on', () => {
    expect(paginationWindow(0, 19).showFirstLast).toBe(false);
    expect(paginationWindow(0, 20).showFirstLast).toBe(true);
  });

  it('shows nothing when there are no pages', () => {
    expect(paginationWindow(0, 0)).toEqual({ items: [], showFirstLast: false });
    expect(paginationWindow(3, Number.NaN)).toEqual({ items: [], showFirstLast: false });
  });

  it('treats a current page outside the range as the nearest page', () => {
    expect(pagesOf(paginationWindow(50, 10).items)).toEqual([7, 8, 9]);
    expect(pagesOf(paginationWindow(-4, 10).items)).toEqual([0, 1, 2, 3, 4]);
    expect(pagesOf(paginationWindow(Number.NaN, 10).items)).toEqual([0, 1, 2, 3, 4]);
  });

  it('always holds the current page, only existing pages, increasing, at most 7 of them', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 500 })
          .chain((count) => fc.tuple(fc.integer({ min: 0, max: count - 1 }), fc.constant(count))),
        ([page, count]) => {
          const { items, showFirstLast } = paginationWindow(page, count);
          const pages = pagesOf(items);
          expect(pages).toContain(page);
          expect(pages.every((p) => p >= 0 && p <= count - 1)).toBe(true);
          for (let i = 1; i < pages.length; i += 1) expect(pages[i]!).toBe(pages[i - 1]! + 1);
          expect(pages.length).toBeLessThanOrEqual(7);
          expect(pages[0]).toBe(Math.max(0, page - 2));
          expect(pages.at(-1)).toBe(Math.min(count - 1, page + 4));
          const startEllipsis = items[0]?.kind === 'ellipsis';
          const endEllipsis = items.at(-1)?.kind === 'ellipsis';
          expect(startEllipsis).toBe(pages[0]! > 0);
          expect(endEllipsis).toBe(pages.at(-1)! < count - 1);
          expect(showFirstLast).toBe(count >= 20);
        },
      ),
    );
  });
});

describe('showing x to y of total (spec 1 §9)', () => {
  it('counts rows from 1 on zero-based pages', () => {
    expect(showingRange(0, 50, 120)).toEqual({ from: 1, to: 50, total: 120 });
    expect(showingRange(2, 50, 120)).toEqual({ from: 101, to: 120, total: 120 });
  });

  it('is 0 to 0 of 0 for an empty table', () => {
    expect(showingRange(0, 50, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });

  it('is 0 to 0 of the total on a page past the end or with a bad page or size', () => {
    expect(showingRange(3, 50, 120)).toEqual({ from: 0, to: 0, total: 120 });
    expect(showingRange(-1, 50, 120)).toEqual({ from: 0, to: 0, total: 120 });
    expect(showingRange(0, 0, 120)).toEqual({ from: 0, to: 0, total: 120 });
    expect(showingRange(0, 10, -5)).toEqual({ from: 0, to: 0, total: 0 });
  });

  it('never shows more than the total, nor from after to', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2, max: 1000 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: -5, max: 10000 }),
        (page, size, total) => {
          const range = showingRange(page, size, total);
          expect(range.to).toBeLessThanOrEqual(range.total);
          expect(range.from).toBeLessThanOrEqual(range.to);
          expect(range.total).toBe(Math.max(0, total));
          if (range.from > 0) expect(range.to - range.from + 1).toBeLessThanOrEqual(size);
        },
      ),
    );
  });

  it('has the sentence in both languages', () => {
    const range = showingRange(0, 10, 25);
    expect(translatorFor('id')(SHOWING_RANGE_TEXT_KEY, { ...range })).toBe(
      'Menampilkan 1 sampai 10 dari 25',
    );
    expect(translatorFor('en')(SHOWING_RANGE_TEXT_KEY, { ...range })).toBe('showing 1 to 10 of 25');
  });
});
