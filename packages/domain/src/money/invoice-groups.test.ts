import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  groupInvoiceLines,
  INVOICE_GROUP_LABEL_KEYS,
  type InvoiceableLine,
} from './invoice-groups';
import { DISCOUNT_TYPES, lineTotal } from './line-total';
import { translatorFor } from '../test-support/translate';

type Line = InvoiceableLine & { id: number };

const line = (id: number, rest: Partial<Line> = {}): Line => ({
  id,
  quantity: 1,
  price: 10_000,
  ...rest,
});

describe('invoice groups', () => {
  it('groups consultation items by their category, with a subtotal each and a grand total', () => {
    const invoice = groupInvoiceLines([
      line(1, { categoryName: 'Konsultasi', price: 150_000 }),
      line(2, { categoryName: 'Obat', quantity: 2, price: 20_000 }),
      line(3, {
        categoryName: 'Konsultasi',
        price: 50_000,
        discountType: 'NUMBER',
        discount: 10_000,
      }),
    ]);
    expect(
      invoice.groups.map((g) => [g.kind === 'CATEGORY' ? g.label : g.labelKey, g.subtotal]),
    ).toEqual([
      ['Konsultasi', 190_000],
      ['Obat', 40_000],
    ]);
    expect(invoice.groups[0]!.lines.map((l) => [l.line.id, l.total])).toEqual([
      [1, 150_000],
      [3, 40_000],
    ]);
    expect(invoice.total).toBe(230_000);
  });

  it('puts packages under "Paket" and deposits under "Deposit", after the categories', () => {
    const invoice = groupInvoiceLines([
      line(1, { isDeposit: true, price: 500_000 }),
      line(2, { isPackage: true, price: 1_000_000, categoryName: 'Konsultasi' }),
      line(3, { categoryName: 'Konsultasi' }),
    ]);
    expect(invoice.groups.map((g) => g.kind)).toEqual(['CATEGORY', 'PACKAGE', 'DEPOSIT']);
    const t = translatorFor('id');
    expect(t(INVOICE_GROUP_LABEL_KEYS.PACKAGE)).toBe('Paket');
    expect(t(INVOICE_GROUP_LABEL_KEYS.DEPOSIT)).toBe('Deposit');
  });

  it('a deposit line goes under "Deposit" even when it is a package line', () => {
    const invoice = groupInvoiceLines([line(1, { isDeposit: true, isPackage: true })]);
    expect(invoice.groups.map((g) => g.kind)).toEqual(['DEPOSIT']);
  });

  it('a line without a category goes under "Lainnya", before "Paket"', () => {
    const invoice = groupInvoiceLines([
      line(1, { isPackage: true }),
      line(2, { categoryName: '  ' }),
      line(3, { categoryName: null }),
      line(4, { categoryName: ' Obat ' }),
    ]);
    expect(invoice.groups.map((g) => (g.kind === 'CATEGORY' ? g.label : g.kind))).toEqual([
      'Obat',
      'UNCATEGORISED',
      'PACKAGE',
    ]);
    expect(translatorFor('id')(INVOICE_GROUP_LABEL_KEYS.UNCATEGORISED)).toBe('Lainnya');
  });

  it('orders categories by their first line on the payment', () => {
    const invoice = groupInvoiceLines([
      line(1, { categoryName: 'Treatment' }),
      line(2, { categoryName: 'Apotek' }),
      line(3, { categoryName: 'Treatment' }),
    ]);
    expect(invoice.groups.map((g) => (g.kind === 'CATEGORY' ? g.label : g.kind))).toEqual([
      'Treatment',
      'Apotek',
    ]);
  });

  it('an empty payment has no groups and totals 0', () => {
    expect(groupInvoiceLines([])).toEqual({ groups: [], total: 0 });
  });

  it('has a text for every group label in both languages', () => {
    for (const lang of ['id', 'en'] as const) {
      for (const key of Object.values(INVOICE_GROUP_LABEL_KEYS)) {
        expect(translatorFor(lang)(key)).not.toBe('');
      }
    }
  });

  const anyLines = fc
    .array(
      fc.record({
        categoryName: fc.option(fc.constantFrom('Konsultasi', 'Obat', 'Treatment', ' ', 'Paket')),
        isPackage: fc.boolean(),
        isDeposit: fc.boolean(),
        quantity: fc.integer({ min: 0, max: 10 }),
        price: fc.integer({ min: 0, max: 5_000_000 }),
        discountType: fc.option(fc.constantFrom(...DISCOUNT_TYPES)),
        discount: fc.option(fc.integer({ min: 0, max: 5_000_000 })),
      }),
      { maxLength: 30 },
    )
    .map((lines) => lines.map((rest, id) => ({ ...rest, id })));

  it('grouping neither loses nor duplicates a line, and subtotals sum to the total', () => {
    fc.assert(
      fc.property(anyLines, (lines) => {
        const invoice = groupInvoiceLines(lines);
        const ids = invoice.groups.flatMap((g) => g.lines.map((l) => l.line.id));
        expect([...ids].sort((a, b) => a - b)).toEqual(lines.map((l) => l.id));
        expect(invoice.groups.reduce((sum, g) => sum + g.subtotal, 0)).toBe(invoice.total);
        expect(invoice.total).toBe(lines.reduce((sum, l) => sum + lineTotal(l), 0));
        for (const group of invoice.groups) {
          expect(group.lines.length).toBeGreaterThan(0);
          expect(group.subtotal).toBe(group.lines.reduce((sum, l) => sum + l.total, 0));
        }
      }),
    );
  });

  it('the same lines always give the same groups, lines in payment order inside each', () => {
    fc.assert(
      fc.property(anyLines, (lines) => {
        const invoice = groupInvoiceLines(lines);
        expect(groupInvoiceLines(lines)).toEqual(invoice);
        for (const group of invoice.groups) {
          const ids = group.lines.map((l) => l.line.id);
          expect(ids).toEqual([...ids].sort((a, b) => a - b));
        }
      }),
    );
  });
});
