import { describe, expect, it } from 'vitest';
import { parseValidationMessage } from '../validation/message';
import {
  planRefund,
  refundableLines,
  refundFormErrors,
  refundFormPath,
  refundLineFigures,
  refundRequestSchema,
  refundTotal,
  toRefundRequest,
  type ChainLineFacts,
} from './refund';

const sold = (id: string, quantity: number, amount: number, lineTotal: number): ChainLineFacts => ({
  id,
  item_name: `Item ${id}`,
  package_name: null,
  is_package: false,
  quantity,
  amount,
  line_total: lineTotal,
});

describe('refundableLines', () => {
  it('leaves each sold line less what its refunds took back', () => {
    const chain: ChainLineFacts[] = [
      sold('a', 3, 100_000, 270_000),
      sold('b', 1, 50_000, 50_000),
      { ...sold('r', -1, 100_000, -90_000), refunded_item_id: 'a' },
    ];
    expect(refundableLines(chain)).toEqual([
      { id: 'a', name: 'Item a', isPackage: false, amount: 100_000, quantity: 2, money: 180_000 },
      { id: 'b', name: 'Item b', isPackage: false, amount: 50_000, quantity: 1, money: 50_000 },
    ]);
  });
});

describe('refundLineFigures', () => {
  it("gives back the units' share of the net, and the last units all that is left", () => {
    const line = { id: 'a', name: 'A', isPackage: false, amount: 100, quantity: 3, money: 200 };
    const first = refundLineFigures(line, 1);
    expect(first).toEqual({ quantity: -1, amount: 100, discountAmount: -33, lineTotal: -67 });
    // Whatever the steps, the line gives back exactly what it was paid.
    const rest = refundLineFigures({ ...line, quantity: 2, money: 133 }, 2);
    expect(first.lineTotal + rest.lineTotal).toBe(-200);
    for (const figures of [first, rest]) {
      expect(figures.quantity * figures.amount - figures.discountAmount).toBe(figures.lineTotal);
      expect(figures.discountAmount).toBeLessThanOrEqual(0);
    }
  });
});

describe('planRefund', () => {
  const chain = [sold('a', 2, 75_000, 150_000)];

  it('plans negative lines that net the chain', () => {
    const plan = planRefund(chain, [{ paymentItemId: 'a', qty: 1 }]);
    expect(plan).toEqual({
      lines: [
        {
          quantity: -1,
          amount: 75_000,
          discountAmount: 0,
          lineTotal: -75_000,
          refundedItemId: 'a',
        },
      ],
    });
    if ('lines' in plan) expect(refundTotal(plan.lines)).toBe(-75_000);
  });

  it('refuses more units than the line has left, naming the quantity', () => {
    const after = [...chain, { ...sold('r', -2, 75_000, -150_000), refunded_item_id: 'a' }];
    expect(planRefund(after, [{ paymentItemId: 'a', qty: 1 }])).toEqual({
      issue: {
        messageKey: 'errors.refundExceedsLine',
        params: { line: 1, name: 'Item a', left: 0, money: 'Rp0' },
        path: 'lines.0.qty',
      },
    });
    expect(planRefund(chain, [{ paymentItemId: 'a', qty: 3 }])).toMatchObject({
      issue: { path: 'lines.0.qty' },
    });
  });

  it('refuses a line of no chain, a refund line, and a used package', () => {
    const refund = { ...sold('r', -1, 75_000, -75_000), refunded_item_id: 'a' };
    expect(planRefund([...chain, refund], [{ paymentItemId: 'r', qty: 1 }])).toMatchObject({
      issue: { messageKey: 'errors.refundLineNotInChain', path: 'lines.0.paymentItemId' },
    });
    const pkg = { ...sold('p', 1, 500_000, 500_000), is_package: true, item_name: null };
    expect(planRefund([pkg], [{ paymentItemId: 'p', qty: 1 }], new Set(['p']))).toMatchObject({
      issue: { messageKey: 'errors.refundPackageUsed', path: 'lines.0.paymentItemId' },
    });
    expect(planRefund([pkg], [{ paymentItemId: 'p', qty: 1 }])).toMatchObject({
      lines: [{ quantity: -1, lineTotal: -500_000 }],
    });
  });
});

describe('refundRequestSchema', () => {
  const body = {
    paymentId: 'p1',
    method: 'CASH',
    reason: 'Obat tidak jadi diambil',
    lines: [{ paymentItemId: 'a', qty: 1 }],
  };

  it('takes a reason, a method of giving money back and at least one line', () => {
    expect(refundRequestSchema.parse(body)).toMatchObject(body);
  });

  it('names the field of each missing or wrong part', () => {
    const result = refundRequestSchema.safeParse({
      ...body,
      method: 'QRIS',
      reason: '  ',
      lines: [
        { paymentItemId: 'a', qty: 0 },
        { paymentItemId: 'a', qty: 1 },
      ],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => ({
      path: issue.path.join('.'),
      key: parseValidationMessage(issue.message).key,
    }));
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'method', key: 'validation.required' },
        { path: 'reason', key: 'validation.required' },
        { path: 'lines.0.qty', key: 'validation.invalid' },
      ]),
    );
  });
});

describe('refundFormErrors', () => {
  const lines = refundableLines([sold('a', 3, 100_000, 270_000), sold('b', 1, 50_000, 50_000)]);

  it('asks for a line, a method and a reason, and names a line given back beyond what is left', () => {
    const empty = refundFormErrors('p1', lines, { quantities: {}, method: null, reason: '' });
    expect(Object.keys(empty).sort()).toEqual(['lines', 'method', 'reason']);
    const tooMany = refundFormErrors('p1', lines, {
      quantities: { a: 4 },
      method: 'CASH',
      reason: 'Batal',
    });
    expect(Object.keys(tooMany)).toEqual(['line:a']);
    expect(parseValidationMessage(tooMany['line:a']!)).toEqual({
      key: 'validation.atMost',
      params: { field: 'fields.quantity', max: 3 },
    });
  });

  it('sends the chosen lines with their negative total, and reads refusals back onto them', () => {
    const { request, lineIds } = toRefundRequest('p1', lines, {
      quantities: { a: 0, b: 1 },
      method: 'TRANSFER',
      reason: 'Batal',
    });
    expect(request).toEqual({
      paymentId: 'p1',
      method: 'TRANSFER',
      reason: 'Batal',
      lines: [{ paymentItemId: 'b', qty: 1 }],
      total: -50_000,
    });
    expect(refundFormPath('lines.0.qty', lineIds)).toBe('line:b');
    expect(refundFormPath('reason', lineIds)).toBe('reason');
  });
});
