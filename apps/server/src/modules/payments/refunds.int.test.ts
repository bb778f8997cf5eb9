import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentChain } from '@praktik/domain/payments/payment-view.schema';
import { patientPackageEvents, patientPackages } from '../../db/schema/index';
import { createPractitionerClinics, type ClinicMember } from '../../test/booking-clinic';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  call,
  createTestCatalogue,
  problemOf,
  startTestVisit,
  type TestCatalogue,
  type TestClinic,
} from '../../test/fixtures';

/**
 * Refunds over HTTP (docs/decisions/0043-refunds.md): a CORRECTION row of negative lines with the
 * reason, the method and its author, never more than the chain holds, and the history, the visit's
 * payment rows and the hourly sums net.
 */

let ctx: TestApp;
let clinic: TestClinic;
let otherClinic: TestClinic;
let doctor: ClinicMember;
let staff: ClinicMember;
let catalogue: TestCatalogue;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ clinic, otherClinic, doctor, staff } = await createPractitionerClinics(ctx, [
    'Klinik Refund',
    'Klinik Sebelah',
  ]));
  catalogue = await createTestCatalogue(ctx, clinic);
});
afterAll(async () => ctx?.close());

const activeVisit = () => startTestVisit(ctx, clinic, doctor.id);

const chainOf = (response: { json<T>(): T }) => response.json<{ data: PaymentChain }>().data;
const refund = (token: string | undefined, body: unknown, language?: 'id' | 'en') =>
  call(ctx, 'POST', '/api2/payment/v1/refund-payment', {
    ...(token ? { token } : {}),
    body,
    ...(language ? { language } : {}),
  });

/** A paid visit: Konsultasi 12.5% off (Rp131.250) and 3 × Paracetamol (Rp75.000), by QRIS. */
async function paidVisit() {
  const { visitId } = await activeVisit();
  const [consultation, paracetamol] = catalogue.items;
  const response = await call(ctx, 'POST', '/api2/payment/v1/save-payment', {
    token: staff.idToken,
    body: {
      visitId,
      method: 'QRIS',
      paymentItems: [
        {
          itemId: consultation!.id,
          qty: 1,
          amount: 150_000,
          typeDiscount: 'PERCENTAGE',
          discount: 12.5,
          type: 'CONSULTATION',
        },
        { itemId: paracetamol!.id, qty: 3, amount: 25_000, type: 'FARMASI' },
      ],
    },
  });
  if (response.statusCode !== 201) throw new Error(`save: ${response.body}`);
  const chain = chainOf(response);
  return {
    visitId,
    chain,
    consultationLine: chain.payment_items[0]!,
    drugLine: chain.payment_items[1]!,
  };
}

describe('POST /api2/payment/v1/refund-payment', () => {
  it('records a refund as a negative correction with its reason, method and author', async () => {
    const { visitId, chain, drugLine, consultationLine } = await paidVisit();
    const response = await refund(staff.idToken, {
      paymentId: chain.id,
      method: 'CASH',
      reason: 'Obat tidak jadi diambil',
      lines: [{ paymentItemId: drugLine.id, qty: 1 }],
      total: -25_000,
    });
    expect(response.statusCode, response.body).toBe(201);
    const after = chainOf(response);
    expect(after).toMatchObject({
      kind: 'CORRECTION',
      parent_payment_id: chain.id,
      payment_method: 'CASH',
      created_by: staff.id,
      refund_reason: 'Obat tidak jadi diambil',
      total_amount: 0,
      total_amount_correction: -25_000,
      grand_total: -25_000,
      receipt_number: expect.stringMatching(/^INV-\d{8}-\d{4}$/),
    });
    expect(after.payment_items).toEqual([
      expect.objectContaining({
        refunded_item_id: drugLine.id,
        type: 'CORRECTION',
        quantity: -1,
        amount: 25_000,
        line_total: -25_000,
      }),
    ]);
    expect(after.payment_parent[0]!.refund_reason).toBeNull();

    // The discounted consultation comes back at what was paid for it, not its list price.
    const second = await refund(clinic.owner.idToken, {
      paymentId: after.id,
      method: 'TRANSFER',
      reason: 'Konsultasi dibatalkan',
      lines: [
        { paymentItemId: consultationLine.id, qty: 1 },
        { paymentItemId: drugLine.id, qty: 2 },
      ],
    });
    expect(second.statusCode, second.body).toBe(201);
    const net = chainOf(second);
    expect(net.grand_total).toBe(-131_250 - 50_000);
    const rows = [...net.payment_parent, net];
    expect(rows.reduce((sum, row) => sum + row.grand_total, 0)).toBe(0);

    // Nothing is left to give back: the chain cannot go below zero.
    const tooMuch = await refund(
      staff.idToken,
      {
        paymentId: chain.id,
        method: 'CASH',
        reason: 'Lagi',
        lines: [{ paymentItemId: drugLine.id, qty: 1 }],
      },
      'en',
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(problemOf(tooMuch)).toMatchObject({
      detail: expect.stringContaining('at most 0 units (Rp0) can still be refunded'),
      fieldErrors: [expect.objectContaining({ field: 'lines.0.qty' })],
    });

    // The visit's payment rows show each refund negative.
    const history = await call(
      ctx,
      'GET',
      `/api2/payment/v1/visit-payment-history?visit_id=${visitId}`,
      { token: staff.idToken },
    );
    const details = history.json<{
      data: {
        total_amount: number;
        refund_reason?: string | null;
        items: { quantity: number }[];
      }[];
    }>().data;
    expect(details.map((row) => row.total_amount)).toEqual([206_250, -25_000, -181_250]);
    expect(details[1]).toMatchObject({ refund_reason: 'Obat tidak jadi diambil' });
    expect(details[1]!.items[0]!.quantity).toBe(-1);
  });

  it("lists the refund's lines negative in the payment history, and its totals net", async () => {
    const { chain, drugLine } = await paidVisit();
    const given = await refund(staff.idToken, {
      paymentId: chain.id,
      method: 'CASH',
      reason: 'Sisa obat dikembalikan',
      lines: [{ paymentItemId: drugLine.id, qty: 2 }],
    });
    const day = chain.payment_date;
    const query = `from=${day}&to=${day}&size=1000`;
    // Whole days of one filter read the hourly sums; a narrower filter counts the items: both net.
    for (const filter of ['', `&paymentMethod=CASH`]) {
      const page = await call(
        ctx,
        'GET',
        `/api2/payment/v1/history-payment-item?${query}${filter}`,
        {
          token: clinic.owner.idToken,
        },
      );
      expect(page.statusCode, page.body).toBe(200);
      const answer = page.json<{
        data: { payment_id: string; quantity: number; line_total: number; total_amount: number }[];
        total_amount: number;
      }>();
      const refundRows = answer.data.filter((row) => row.payment_id === chainOf(given).id);
      expect(refundRows).toHaveLength(1);
      expect(refundRows[0]).toMatchObject({
        quantity: -2,
        line_total: -50_000,
        total_amount: -50_000,
      });
      const distinct = new Map(answer.data.map((row) => [row.payment_id, row.total_amount]));
      expect(answer.total_amount).toBe(
        [...distinct.values()].reduce((sum, total) => sum + total, 0),
      );
    }
  });

  it('gives the last units back once when two cashiers refund them at the same time', async () => {
    const { chain, drugLine } = await paidVisit();
    const body = {
      paymentId: chain.id,
      method: 'CASH',
      reason: 'Obat dikembalikan',
      lines: [{ paymentItemId: drugLine.id, qty: 3 }],
    };
    const answers = await Promise.all([
      refund(staff.idToken, body),
      refund(clinic.owner.idToken, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const read = await call(ctx, 'GET', `/api2/payment/v1/payment/${chain.id}`, {
      token: staff.idToken,
    });
    const rows = [...chainOf(read).payment_parent, chainOf(read)];
    expect(rows.reduce((sum, row) => sum + row.grand_total, 0)).toBe(131_250);
  });

  it('refuses a refund to practitioners, another clinic, and a line of another chain', async () => {
    const { chain, drugLine } = await paidVisit();
    const other = await paidVisit();
    const body = {
      paymentId: chain.id,
      method: 'CASH',
      reason: 'Salah input',
      lines: [{ paymentItemId: drugLine.id, qty: 1 }],
    };
    expect((await refund(doctor.idToken, body)).statusCode).toBe(403);
    expect((await refund(otherClinic.owner.idToken, body)).statusCode).toBe(404);
    expect((await refund(undefined, body)).statusCode).toBe(401);
    const foreignLine = await refund(staff.idToken, {
      ...body,
      lines: [{ paymentItemId: other.drugLine.id, qty: 1 }],
    });
    expect(foreignLine.statusCode).toBe(400);
    expect(problemOf(foreignLine).fieldErrors).toEqual([
      expect.objectContaining({ field: 'lines.0.paymentItemId' }),
    ]);
    const noReason = await refund(staff.idToken, { ...body, reason: ' ', method: 'QRIS' });
    expect(noReason.statusCode).toBe(400);
    expect(
      problemOf(noReason)
        .fieldErrors?.map((error) => error.field)
        .sort(),
    ).toEqual(['method', 'reason']);
    const wrongTotal = await refund(staff.idToken, { ...body, total: -1 });
    expect(wrongTotal.statusCode).toBe(400);
    expect(problemOf(wrongTotal).fieldErrors).toEqual([
      expect.objectContaining({ field: 'total' }),
    ]);
  });

  it('refunds a package only while none of its visits is used, and releases it', async () => {
    const sell = async () => {
      const { visitId, patientId } = await activeVisit();
      const response = await call(ctx, 'POST', '/api2/payment/v1/save-payment', {
        token: staff.idToken,
        body: {
          visitId,
          method: 'CASH',
          paymentItems: [
            {
              isPackage: true,
              packageId: catalogue.package.id,
              qty: 1,
              amount: catalogue.package.price,
            },
          ],
        },
      });
      if (response.statusCode !== 201) throw new Error(`sell: ${response.body}`);
      const chain = chainOf(response);
      const [sold] = await ctx.database.db
        .select()
        .from(patientPackages)
        .where(eq(patientPackages.paymentItemId, chain.payment_items[0]!.id));
      return { chain, sold: sold!, visitId, patientId };
    };

    const used = await sell();
    const use = await call(ctx, 'POST', '/api2/packages/v1/active-package', {
      token: staff.idToken,
      body: { packageId: used.sold.id, visitId: used.visitId },
    });
    expect(use.statusCode, use.body).toBe(201);
    const refused = await refund(staff.idToken, {
      paymentId: used.chain.id,
      method: 'CASH',
      reason: 'Pasien pindah',
      lines: [{ paymentItemId: used.chain.payment_items[0]!.id, qty: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(problemOf(refused)).toMatchObject({
      detail: expect.stringContaining('paket yang sudah dipakai tidak dapat dikembalikan'),
      fieldErrors: [expect.objectContaining({ field: 'lines.0.paymentItemId' })],
    });

    const unused = await sell();
    const refunded = await refund(staff.idToken, {
      paymentId: unused.chain.id,
      method: 'TRANSFER',
      reason: 'Pasien pindah',
      lines: [{ paymentItemId: unused.chain.payment_items[0]!.id, qty: 1 }],
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(chainOf(refunded).grand_total).toBe(-catalogue.package.price);
    const [released] = await ctx.database.db
      .select()
      .from(patientPackages)
      .where(eq(patientPackages.id, unused.sold.id));
    expect(released!.releasedAt).not.toBeNull();
    expect(released!.releasedBy).toBe(staff.id);
    const events = await ctx.database.db
      .select({ action: patientPackageEvents.action })
      .from(patientPackageEvents)
      .where(eq(patientPackageEvents.patientPackageId, unused.sold.id));
    expect(events.map((event) => event.action).sort()).toEqual(['PURCHASE', 'RELEASE']);
  });
});
