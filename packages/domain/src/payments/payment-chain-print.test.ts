import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lineTotal } from '../money/line-total';
import { paymentChainPrint, type PaymentChainPrint } from './payment-chain-print';
import { PAYMENT_METHODS } from './payment-method';
import type { PaymentChain, PaymentItemView, PaymentView } from './payment-view.schema';

const line = (patch: Partial<PaymentItemView>): PaymentItemView => ({
  id: 'i-1',
  position: 0,
  item_id: 'it-1',
  item_name: 'Konsultasi',
  item_name_original: 'Konsultasi',
  is_package: false,
  is_deposit: false,
  package_id: null,
  package_name: null,
  deposit_item_name: null,
  category_item_id: 'c-1',
  category_name: 'Tindakan',
  quantity: 1,
  amount: 150_000,
  type: 'CONSULTATION',
  type_discount: null,
  discount: null,
  line_total: 150_000,
  ...patch,
});

const original: PaymentView = {
  id: 'p-1',
  receipt_number: 'INV-20261203-0001',
  kind: 'PAYMENT',
  parent_payment_id: null,
  visit_id: 'v-1',
  booking_id: 'b-1',
  patient_id: 'pt-1',
  practitioner_id: 'd-1',
  practitioner_name: 'dr. Budi',
  payment_method: 'DEBIT',
  card_number: '1234',
  user_name: 'Siti',
  user_email: null,
  user_phone_number: null,
  // Rp1.901.600 by debit: a consultation, pharmacy with a discount, a package bought.
  payment_items: [
    line({ id: 'i-1', item_name: 'Konsultasi Dokter', category_name: 'Konsultasi' }),
    line({
      id: 'i-2',
      item_name: 'Salep Kulit',
      category_name: 'Farmasi',
      type: 'FARMASI',
      amount: 88_000,
      quantity: 2,
      type_discount: 'PERCENTAGE',
      discount: 10,
      line_total: 158_400,
    }),
    line({
      id: 'i-3',
      item_name: 'Laser',
      package_id: 'pk-1',
      package_name: 'Paket Laser 3x',
      is_package: true,
      category_name: 'Perawatan',
      amount: 1_593_200,
      line_total: 1_593_200,
    }),
  ],
  total_amount: 1_901_600,
  total_amount_correction: 0,
  grand_total: 1_901_600,
  payment_date: '2026-12-03',
  paid_at: '2026-12-03T03:00:00.000Z',
  created_by: 'u-1',
  created_by_name: 'Ratna',
  updated_by: null,
  updated_by_name: null,
  // The package bought above is used on this same visit.
  package_uses: [
    {
      id: 'use-1',
      patient_package_id: 'pp-1',
      package_name: 'Paket Laser 3x',
      remaining_visits: 2,
    },
  ],
};

/** Rp165.000 in cash the next day, of a pharmacy item: a correction of the chain. */
const correction: PaymentView = {
  ...original,
  id: 'p-2',
  receipt_number: 'INV-20261204-0002',
  kind: 'CORRECTION',
  parent_payment_id: 'p-1',
  payment_method: 'CASH',
  card_number: null,
  payment_date: '2026-12-04',
  created_by_name: 'Dewi',
  payment_items: [
    line({
      id: 'i-4',
      item_name: 'Krim Malam',
      category_name: 'Farmasi',
      type: 'CORRECTION',
      amount: 165_000,
      line_total: 165_000,
    }),
  ],
  total_amount: 0,
  total_amount_correction: 165_000,
  grand_total: 165_000,
  package_uses: [],
};

const chainOf = (...rows: PaymentView[]): PaymentChain => {
  const newest = rows.at(-1)!;
  return { ...newest, payment_parent: rows.slice(0, -1) };
};

const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

/**
 * Reads the paper top to bottom as a patient would check it: each printed total against the
 * figures printed above it in its section, the net total against the section totals, the methods
 * against the net total. Returns the first mismatch, or null.
 */
function firstMismatch(print: PaymentChainPrint): string | null {
  for (const group of print.groups) {
    if (group.subtotal !== total(group.lines.map((l) => l.total))) return 'a group subtotal';
  }
  if (print.originalTotal !== total(print.groups.map((g) => g.subtotal))) return 'the total';
  for (const correction of print.corrections) {
    if (correction.total !== total(correction.lines.map((l) => l.total))) return 'a correction';
  }
  const sections = [print.originalTotal, ...print.corrections.map((c) => c.total)];
  if (print.netTotal !== total(sections)) return 'the net total';
  if (print.netTotal !== total(print.methods.map((m) => m.amount))) return 'the methods';
  return null;
}

describe('paymentChainPrint', () => {
  it('prints the original by group, the package use as a use, the correction as its own section', () => {
    const print = paymentChainPrint(chainOf(original, correction));
    expect(print).toMatchObject({
      receiptNumber: 'INV-20261203-0001',
      date: '03-12-2026',
      method: 'DEBIT',
      cashier: 'Ratna',
      patientName: 'Siti',
    });
    expect(
      print.groups.map((g) => [
        g.kind === 'CATEGORY' ? g.label : g.labelKey,
        g.lines.map((l) => l.name),
        g.subtotal,
      ]),
    ).toEqual([
      ['Konsultasi', ['Konsultasi Dokter'], 150_000],
      // The correction's pharmacy item is not here: Farmasi prints what the original took.
      ['Farmasi', ['Salep Kulit'], 158_400],
      ['money.invoiceGroup.PACKAGE', ['Paket Laser 3x'], 1_593_200],
    ]);
    expect(print.originalTotal).toBe(1_901_600);
    // Bought and used on the same visit: one line at its price, one use, no Rp0 line.
    expect(print.packageUses).toEqual([{ packageName: 'Paket Laser 3x', remainingVisits: 2 }]);
    expect(print.groups.flatMap((g) => g.lines).filter((l) => l.total === 0)).toEqual([]);
    expect(print.corrections).toEqual([
      {
        receiptNumber: 'INV-20261204-0002',
        date: '04-12-2026',
        method: 'CASH',
        cashier: 'Dewi',
        refundReason: null,
        lines: [
          {
            name: 'Krim Malam',
            quantity: 1,
            price: 165_000,
            discountType: null,
            discount: null,
            total: 165_000,
          },
        ],
        total: 165_000,
      },
    ]);
    expect(print.netTotal).toBe(2_066_600);
    expect(print.methods).toEqual([
      { method: 'DEBIT', amount: 1_901_600 },
      { method: 'CASH', amount: 165_000 },
    ]);
    expect(firstMismatch(print)).toBeNull();
  });

  it('prints what the server recorded for each line, as the server totals the chain', () => {
    const print = paymentChainPrint(chainOf(original, correction));
    expect(print.originalTotal).toBe(original.grand_total);
    expect(print.corrections[0]?.total).toBe(correction.grand_total);
    // A practitioner's answer has no discount fields, yet its totals are the discounted ones.
    const { type_discount: _t, discount: _d, ...hidden } = original.payment_items[1]!;
    const practitioner = paymentChainPrint(
      chainOf({ ...original, payment_items: [hidden as PaymentItemView] }),
    );
    expect(practitioner.groups[0]?.lines[0]).toMatchObject({
      discountType: null,
      total: 158_400,
    });
  });

  it('keeps one method’s rows together and a row saved without a method apart', () => {
    const noMethod = { ...original, payment_method: null };
    const second = { ...correction, id: 'p-3', receipt_number: 'INV-20261204-0003' };
    const print = paymentChainPrint(chainOf(noMethod, correction, second));
    expect(print.method).toBeNull();
    expect(print.methods).toEqual([
      { method: null, amount: 1_901_600 },
      { method: 'CASH', amount: 330_000 },
    ]);
    expect(print.corrections.map((c) => c.receiptNumber)).toEqual([
      'INV-20261204-0002',
      'INV-20261204-0003',
    ]);
  });

  it('names the chain’s patient and their record number when the payment names nobody', () => {
    const visitPayment = chainOf({ ...original, user_name: null });
    const patient = { name: 'Bunga Permatasari', medicalRecordNumber: 'RM-0042' };
    expect(paymentChainPrint(visitPayment, patient)).toMatchObject({
      patientName: 'Bunga Permatasari',
      medicalRecordNumber: 'RM-0042',
    });
    // A name typed on the payment is what the patient asked to be printed.
    expect(paymentChainPrint(chainOf(original), patient).patientName).toBe('Siti');
    expect(
      paymentChainPrint(visitPayment, { name: 'Bunga', medicalRecordNumber: '' }),
    ).toMatchObject({ patientName: 'Bunga', medicalRecordNumber: null });
    expect(paymentChainPrint(visitPayment)).toMatchObject({
      patientName: '',
      medicalRecordNumber: null,
    });
  });

  it('reads a chain of one row: no correction, one method', () => {
    const print = paymentChainPrint(chainOf({ ...original, payment_method: 'QRIS' }));
    expect(print.corrections).toEqual([]);
    expect(print.methods).toEqual([{ method: 'QRIS', amount: 1_901_600 }]);
    expect(print.netTotal).toBe(print.originalTotal);
  });

  it('adds up on paper for any chain: every total is the sum of what is printed above it', () => {
    const item = fc
      .record({
        category: fc.constantFrom('Konsultasi', 'Farmasi', 'Perawatan', ''),
        isPackage: fc.boolean(),
        isDeposit: fc.boolean(),
        quantity: fc.integer({ min: 1, max: 20 }),
        price: fc.integer({ min: 0, max: 5_000_000 }),
        percent: fc.option(fc.integer({ min: 0, max: 100 })),
      })
      .map(({ category, isPackage, isDeposit, quantity, price, percent }) => {
        const qty = isPackage ? 1 : quantity;
        const discount =
          percent === null ? null : { discountType: 'PERCENTAGE' as const, discount: percent };
        return line({
          id: `i-${price}`,
          item_name: `Item ${price}`,
          category_name: category || null,
          is_package: isPackage,
          package_name: isPackage ? `Paket ${price}` : null,
          is_deposit: isDeposit,
          quantity: qty,
          amount: price,
          type_discount: discount?.discountType ?? null,
          discount: discount?.discount ?? null,
          line_total: lineTotal({ quantity: qty, price, isPackage, ...discount }),
        });
      });
    const method = fc.option(fc.constantFrom(...PAYMENT_METHODS));
    const use = fc.record({
      id: fc.constantFrom('u-1', 'u-2', 'u-3'),
      patient_package_id: fc.constant('pp-1'),
      package_name: fc.constantFrom('Paket A', 'Paket B'),
      remaining_visits: fc.integer({ min: 0, max: 10 }),
    });
    const chain = fc
      .record({
        items: fc.array(item, { maxLength: 8 }),
        method,
        uses: fc.array(use, { maxLength: 3 }),
        corrections: fc.array(
          fc.record({
            items: fc.array(item, { minLength: 1, maxLength: 4 }),
            method,
            // A refund gives lines back: negative quantities and totals, with its reason.
            refund: fc.boolean(),
          }),
          { maxLength: 4 },
        ),
      })
      .map(({ items, method, uses, corrections }) =>
        chainOf(
          { ...original, payment_items: items, payment_method: method, package_uses: uses },
          ...corrections.map((c, index) => ({
            ...correction,
            id: `p-c${index}`,
            receipt_number: `INV-20261204-${String(index).padStart(4, '0')}`,
            payment_items: c.items.map((i) =>
              c.refund
                ? {
                    ...i,
                    type: 'CORRECTION' as const,
                    quantity: -i.quantity,
                    line_total: -i.line_total,
                    refunded_item_id: i.id,
                  }
                : { ...i, type: 'CORRECTION' as const },
            ),
            payment_method: c.method,
            refund_reason: c.refund ? 'Dikembalikan' : null,
          })),
        ),
      );
    fc.assert(
      fc.property(chain, (generated) => {
        const print = paymentChainPrint(generated);
        expect(firstMismatch(print)).toBeNull();
        // Every recorded line prints once, in the original's groups or in its correction.
        const printed =
          print.groups.flatMap((g) => g.lines).length +
          print.corrections.flatMap((c) => c.lines).length;
        const rows = [...generated.payment_parent, generated];
        expect(printed).toBe(rows.flatMap((row) => row.payment_items).length);
        // The net total is what the server's rows took altogether.
        expect(print.netTotal).toBe(
          total(rows.flatMap((row) => row.payment_items.map((i) => i.line_total))),
        );
        // A refund prints as one, with its reason.
        expect(print.corrections.map((c) => c.refundReason)).toEqual(
          generated.payment_parent
            .slice(1)
            .concat(generated.kind === 'CORRECTION' ? [generated] : [])
            .map((row) => row.refund_reason ?? null),
        );
        // Uses print once each and never as money.
        expect(print.packageUses.length).toBe(
          new Set(rows.flatMap((row) => row.package_uses.map((u) => u.id))).size,
        );
      }),
    );
  });
});
