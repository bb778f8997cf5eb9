import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentChain } from '@praktik/domain/payments/payment-view.schema';
import { medicalRecordAudit, reservations, visits } from '../../db/schema/index';
import { createPractitionerClinics, type ClinicMember } from '../../test/booking-clinic';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  call,
  createTestCatalogue,
  patientRequestBody,
  problemOf,
  startTestVisit,
  type TestCatalogue,
  type TestClinic,
} from '../../test/fixtures';
import { insertTestReservation } from '../../test/reservation-rows.repository';

/** The payment service over HTTP (docs/api.md, "Payments"). */

const KTP = '3273015705900001';
let ctx: TestApp;
let clinic: TestClinic;
let otherClinic: TestClinic;
let doctor: ClinicMember;
let otherDoctor: ClinicMember;
let beautician: ClinicMember;
let staff: ClinicMember;
let catalogue: TestCatalogue;
let otherCatalogue: TestCatalogue;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ clinic, otherClinic, doctor, otherDoctor, beautician, staff } =
    await createPractitionerClinics(ctx, ['Klinik Kasir', 'Klinik Tetangga']));
  [catalogue, otherCatalogue] = await Promise.all([
    createTestCatalogue(ctx, clinic),
    createTestCatalogue(ctx, otherClinic),
  ]);
});
afterAll(async () => ctx?.close());

const consultation = () => catalogue.items[0]!;
const paracetamol = () => catalogue.items[1]!;

async function newPatient(c: TestClinic = clinic): Promise<string> {
  const response = await call(ctx, 'POST', '/api2/dashboard/patient', {
    token: c.owner.idToken,
    body: patientRequestBody({
      name: `Pasien ${randomUUID().slice(0, 6)}`,
      identificationNumber: KTP,
    }),
  });
  if (response.statusCode !== 201) throw new Error(`patient: ${response.body}`);
  return response.json<{ data: { id: string } }>().data.id;
}

interface StartedVisit {
  visitId: string;
  patientId: string;
}

/** An ACTIVE walk-in visit of a fresh patient with `practitioner`. */
const activeVisit = (
  practitioner: ClinicMember = doctor,
  c: TestClinic = clinic,
): Promise<StartedVisit> => startTestVisit(ctx, c, practitioner.id);

async function endVisit(patientId: string) {
  const response = await call(ctx, 'POST', `/api2/dashboard/end-visit/${patientId}`, {
    token: clinic.owner.idToken,
    body: { note: '', fileUrl: '' },
  });
  if (response.statusCode !== 200) throw new Error(`end: ${response.statusCode} ${response.body}`);
}

/** A reservation of a fresh patient, started and ended: its visit waits for payment. */
async function waitingReservation(
  startsInMinutes = 5,
): Promise<StartedVisit & { bookingId: string }> {
  const patientId = await newPatient();
  const reservation = await insertTestReservation(ctx.database.db, {
    businessId: clinic.businessId,
    practitionerId: doctor.id,
    patientId,
    startsInMinutes,
  });
  // The row is written straight in: give it its number from the day's counter, as a booking does,
  // so the walk-in visits started later that day do not meet it.
  const sequenceNumber = await ctx.repositories.visits.nextSequenceNumber(
    clinic.businessId,
    reservation.reservationDate,
    doctor.id,
    null,
  );
  await ctx.database.db
    .update(reservations)
    .set({ sequenceNumber })
    .where(eq(reservations.id, reservation.id));
  const started = await call(ctx, 'POST', '/api2/dashboard/start-visit', {
    token: clinic.owner.idToken,
    body: {
      patientId,
      staffId: doctor.id,
      identificationNumber: KTP,
      locationId: null,
      bookingId: reservation.id,
    },
  });
  if (started.statusCode !== 201) throw new Error(`start: ${started.body}`);
  await endVisit(patientId);
  return {
    visitId: started.json<{ data: { id: string } }>().data.id,
    patientId,
    bookingId: reservation.id,
  };
}

const save = (token: string | undefined, body: unknown, language?: 'id' | 'en') =>
  call(ctx, 'POST', '/api2/payment/v1/save-payment', {
    ...(token ? { token } : {}),
    body,
    ...(language ? { language } : {}),
  });
const update = (token: string, body: unknown) =>
  call(ctx, 'PUT', '/api2/payment/v1/update-payment', { token, body });
const chainOf = (response: { json<T>(): T }) => response.json<{ data: PaymentChain }>().data;

/** Two items (one with 12.5% off) as the app sends them: each line's total and both totals. */
function twoItems(target: Record<string, unknown>) {
  return {
    method: 'QRIS',
    ...target,
    totalAmount: 131_250 + 75_000,
    totalAmountCorrection: 0,
    paymentItems: [
      {
        itemId: consultation().id,
        itemName: consultation().name,
        qty: 1,
        amount: 150_000,
        typeDiscount: 'PERCENTAGE',
        discount: 12.5,
        type: 'CONSULTATION',
        total: 131_250,
      },
      {
        itemId: paracetamol().id,
        itemName: paracetamol().name,
        qty: 3,
        amount: 25_000,
        type: 'FARMASI',
        total: 75_000,
      },
    ],
  };
}

async function statusesOf(visitId: string, bookingId?: string) {
  const [visit] = await ctx.database.db
    .select({ status: visits.status })
    .from(visits)
    .where(eq(visits.id, visitId));
  const [reservation] = bookingId
    ? await ctx.database.db
        .select({ status: reservations.status })
        .from(reservations)
        .where(eq(reservations.id, bookingId))
    : [];
  return { visit: visit?.status, reservation: reservation?.status };
}

describe('POST /api2/payment/v1/save-payment', () => {
  it('records a reservation’s payment with the domain’s totals and makes the visit and its reservation DONE, audited', async () => {
    const { visitId, bookingId } = await waitingReservation();
    expect(await statusesOf(visitId, bookingId)).toEqual({
      visit: 'WAITING_PAYMENT',
      reservation: 'WAITING_PAYMENT',
    });
    const response = await save(staff.idToken, twoItems({ bookingId, name: 'Siti' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const chain = chainOf(response);
    expect(chain).toMatchObject({
      kind: 'PAYMENT',
      visit_id: visitId,
      booking_id: bookingId,
      practitioner_id: doctor.id,
      payment_method: 'QRIS',
      total_amount: 206_250,
      total_amount_correction: 0,
      grand_total: 206_250,
      created_by_name: staff.firstName,
      payment_parent: [],
    });
    expect(chain.receipt_number).toMatch(/^INV-\d{8}-\d{4}$/);
    expect(
      chain.payment_items.map((item) => [
        item.discount_amount,
        item.line_total,
        item.category_name,
      ]),
    ).toEqual([
      [18_750, 131_250, catalogue.categoryName],
      [0, 75_000, catalogue.pharmacyCategoryName],
    ]);
    expect(await statusesOf(visitId, bookingId)).toEqual({ visit: 'DONE', reservation: 'DONE' });
    const audit = await ctx.database.db
      .select()
      .from(medicalRecordAudit)
      .where(
        and(eq(medicalRecordAudit.visitId, visitId), eq(medicalRecordAudit.action, 'VISIT_PAID')),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.changes).toEqual({
      status: { before: 'WAITING_PAYMENT', after: 'DONE' },
      paymentId: { before: null, after: chain.id },
    });

    // The reservation's detail carries the chain; the doctor's without discount fields.
    const detail = await call(
      ctx,
      'GET',
      `/api2/reservation/v1/get-reservation-detail/${bookingId}`,
      {
        token: clinic.owner.idToken,
      },
    );
    expect(
      detail.json<{ data: { payment: { id: string }; payment_parent: unknown[] } }>().data,
    ).toMatchObject({
      payment: { id: chain.id, grand_total: 206_250 },
      payment_parent: [],
    });
    const doctorsDetail = await call(
      ctx,
      'GET',
      `/api2/reservation/v1/get-reservation-detail/${bookingId}`,
      {
        token: doctor.idToken,
      },
    );
    const doctorsPayment = doctorsDetail.json<{ data: { payment: PaymentChain } }>().data.payment;
    expect(doctorsPayment.payment_items[0]).not.toHaveProperty('discount');
    expect(doctorsPayment.payment_items[0]).toMatchObject({ line_total: 131_250 });

    const again = await save(staff.idToken, twoItems({ bookingId }), 'en');
    expect(again.statusCode).toBe(409);
    expect(problemOf(again).detail).toBe(
      'This visit already has a payment: add a correction to change it',
    );
  });

  it('types an item line by its category: a drug is FARMASI whatever the client sent, and the history finds it', async () => {
    const { visitId } = await activeVisit(doctor);
    const response = await save(staff.idToken, {
      visitId,
      method: 'CASH',
      totalAmount: 25_000,
      totalAmountCorrection: 0,
      paymentItems: [
        { itemId: paracetamol().id, qty: 1, amount: 25_000, type: 'CONSULTATION', total: 25_000 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const chain = chainOf(response);
    expect(chain.payment_items.map((item) => item.type)).toEqual(['FARMASI']);
    const day = chain.payment_date;
    const drugs = await call(
      ctx,
      'GET',
      `/api2/payment/v1/history-payment-item?from=${day}&to=${day}&paymentType=FARMASI&size=100`,
      { token: staff.idToken },
    );
    expect(drugs.statusCode, drugs.body).toBe(200);
    expect(
      drugs.json<{ data: { payment_id: string }[] }>().data.map((row) => row.payment_id),
    ).toContain(chain.id);
  });

  it('corrects a paid DONE visit’s payment with a correction row (rule 3.7), the visit staying DONE', async () => {
    // Later than the other tests' reservation of the same practitioner: no overlap.
    const { visitId, bookingId } = await waitingReservation(45);
    const paid = await save(staff.idToken, twoItems({ bookingId }));
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await statusesOf(visitId, bookingId)).toEqual({ visit: 'DONE', reservation: 'DONE' });
    const corrected = await update(staff.idToken, {
      paymentId: chainOf(paid).id,
      method: 'CASH',
      totalAmountCorrection: 25_000,
      paymentItems: [
        { itemId: paracetamol().id, qty: 1, amount: 25_000, type: 'CORRECTION', total: 25_000 },
      ],
    });
    expect(corrected.statusCode, corrected.body).toBe(201);
    const chain = chainOf(corrected);
    expect([...chain.payment_parent, chain].map((row) => [row.kind, row.grand_total])).toEqual([
      ['PAYMENT', 206_250],
      ['CORRECTION', 25_000],
    ]);
    expect(await statusesOf(visitId, bookingId)).toEqual({ visit: 'DONE', reservation: 'DONE' });
  });

  it('keeps an ACTIVE visit ACTIVE; ending it afterwards makes it DONE at once (finishVisit’s paid)', async () => {
    const { visitId, patientId } = await activeVisit();
    const response = await save(clinic.owner.idToken, twoItems({ visitId }));
    expect(response.statusCode, response.body).toBe(201);
    expect(await statusesOf(visitId)).toEqual({ visit: 'ACTIVE', reservation: undefined });
    await endVisit(patientId);
    expect(await statusesOf(visitId)).toEqual({ visit: 'DONE', reservation: undefined });
  });

  it('sells a package to the visit’s patient, and refuses one in a counter sale without a patient', async () => {
    const { visitId } = await activeVisit();
    const packageLine = {
      packageId: catalogue.package.id,
      isPackage: true,
      qty: 1,
      amount: 1_000_000,
      typeDiscount: 'NUMBER',
      discount: 2_000_000,
      total: 0,
    };
    const sold = await save(staff.idToken, {
      method: 'CASH',
      visitId,
      paymentItems: [packageLine],
    });
    expect(sold.statusCode, sold.body).toBe(201);
    // An oversized NUMBER discount is clamped to the line (ruling §8), not refused.
    expect(chainOf(sold).payment_items[0]).toMatchObject({
      package_name: catalogue.package.name,
      discount_amount: 1_000_000,
      line_total: 0,
    });
    const counter = await save(staff.idToken, { method: 'CASH', paymentItems: [packageLine] });
    expect(counter.statusCode).toBe(400);
    expect(problemOf(counter).fieldErrors?.[0]?.field).toBe('patientId');
    expect(problemOf(counter).detail).toBe('Paket hanya dapat dijual kepada pasien');
  });

  it('names the line whose total does not add up, in Indonesian by default and in English', async () => {
    const { visitId } = await activeVisit();
    const body = twoItems({ visitId });
    body.paymentItems[1]!.total = 70_000;
    const id = await save(staff.idToken, body);
    expect(id.statusCode).toBe(400);
    expect(problemOf(id).detail).toBe(
      `Total baris 2 (${paracetamol().name}) tidak sesuai: dikirim Rp70.000, seharusnya Rp75.000`,
    );
    expect(problemOf(id).fieldErrors?.[0]?.field).toBe('paymentItems.1.total');
    const en = await save(staff.idToken, { ...twoItems({ visitId }), totalAmount: 1 }, 'en');
    expect(en.statusCode).toBe(400);
    expect(problemOf(en).detail).toBe(
      'totalAmount does not match the payment lines (from line 1): sent Rp1, expected Rp206.250',
    );
    expect(await statusesOf(visitId)).toEqual({ visit: 'ACTIVE', reservation: undefined });
  });

  it('refuses bad lines and card numbers with 400 naming the field, never 500', async () => {
    const { visitId } = await activeVisit();
    const base = twoItems({ visitId });
    // One line, the totals left out: each case meets only its own rule.
    const one = (line: unknown) => ({ ...base, totalAmount: null, paymentItems: [line] });
    const cases: [unknown, string][] = [
      [one({ ...base.paymentItems[0], qty: -1, total: undefined }), 'paymentItems.0.qty'],
      [
        one({ ...base.paymentItems[0], discount: 101, total: undefined }),
        'paymentItems.0.discount',
      ],
      [{ ...base, method: 'CREDIT_CARD', cardNumber: '411111111111111' }, 'cardNumber'],
      [{ ...base, method: undefined }, 'method'],
      [
        one({ ...base.paymentItems[0], itemId: otherCatalogue.items[0]!.id }),
        'paymentItems.0.itemId',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await save(staff.idToken, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(problemOf(response).fieldErrors?.map((error) => error.field)).toContain(field);
    }
    const card = await save(staff.idToken, {
      ...base,
      method: 'CREDIT_CARD',
      cardNumber: '411111111111111',
    });
    expect(problemOf(card).detail).toBe('Harap masukkan 16 digit Nomor Kartu');
  });

  it('keeps only the card’s last four digits', async () => {
    const { visitId } = await activeVisit();
    const response = await save(staff.idToken, {
      ...twoItems({ visitId }),
      method: 'DEBIT',
      cardNumber: '4111 1111 1111 1234',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(chainOf(response).card_number).toBe('1234');
  });

  it('answers 401 without a token, 404 for another clinic’s visit and 409 on a visit not started', async () => {
    const { visitId } = await activeVisit();
    expect((await save(undefined, twoItems({ visitId }))).statusCode).toBe(401);
    const foreign = await save(otherClinic.owner.idToken, twoItems({ visitId }));
    expect(foreign.statusCode).toBe(404);
    expect(problemOf(foreign).detail).toBe('Kunjungan tidak ditemukan');
    const booked = await insertTestReservation(ctx.database.db, {
      businessId: clinic.businessId,
      practitionerId: doctor.id,
      patientId: await newPatient(),
      startsInMinutes: 120,
    });
    const notStarted = await save(staff.idToken, twoItems({ bookingId: booked.id }));
    expect(notStarted.statusCode).toBe(409);
  });

  it('lets a practitioner pay only their own visit, without a method or discount, and answers them no discount fields', async () => {
    const own = await activeVisit(doctor);
    const plain = twoItems({ visitId: own.visitId });
    const noDiscount = {
      ...plain,
      method: null,
      totalAmount: 150_000 + 75_000,
      paymentItems: [
        { ...plain.paymentItems[0], typeDiscount: null, discount: null, total: 150_000 },
        plain.paymentItems[1],
      ],
    };
    const discounted = await save(doctor.idToken, plain);
    expect(discounted.statusCode).toBe(403);
    expect(problemOf(discounted).detail).toBe(
      'Dokter dan beautician tidak dapat memberikan diskon',
    );
    expect((await save(otherDoctor.idToken, noDiscount)).statusCode).toBe(404);
    expect((await save(beautician.idToken, noDiscount)).statusCode).toBe(404);
    const counter = await save(doctor.idToken, { ...noDiscount, visitId: undefined });
    expect(counter.statusCode).toBe(403);

    const saved = await save(doctor.idToken, noDiscount);
    expect(saved.statusCode, saved.body).toBe(201);
    const chain = chainOf(saved);
    expect(chain.payment_method).toBeNull();
    for (const item of chain.payment_items) {
      expect(item).not.toHaveProperty('type_discount');
      expect(item).not.toHaveProperty('discount');
      expect(item).not.toHaveProperty('discount_amount');
    }
    expect(chain.grand_total).toBe(225_000);

    const read = await call(ctx, 'GET', `/api2/payment/v1/payment/${chain.id}`, {
      token: otherDoctor.idToken,
    });
    expect(read.statusCode).toBe(404);
  });

  it('of two concurrent first saves of one visit, one is 201 and the other 409', async () => {
    const { visitId } = await activeVisit();
    const responses = await Promise.all([
      save(staff.idToken, twoItems({ visitId })),
      save(clinic.owner.idToken, twoItems({ visitId })),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('PUT /update-payment, GET /payment/{id}, GET /visit-payment-history', () => {
  it('adds a correction row to the chain, completes a missing method once, and reads the chain from any row', async () => {
    const { visitId } = await activeVisit(doctor);
    const first = await save(doctor.idToken, {
      visitId,
      paymentItems: [{ itemId: consultation().id, qty: 1, amount: 150_000, total: 150_000 }],
    });
    expect(first.statusCode, first.body).toBe(201);
    const root = chainOf(first);

    const completed = await update(staff.idToken, { paymentId: root.id, method: 'TRANSFER' });
    expect(completed.statusCode, completed.body).toBe(201);
    expect(chainOf(completed)).toMatchObject({
      id: root.id,
      payment_method: 'TRANSFER',
      payment_parent: [],
    });

    const corrected = await update(staff.idToken, {
      paymentId: root.id,
      method: 'CASH',
      totalAmountCorrection: 20_000,
      paymentItems: [
        {
          itemId: paracetamol().id,
          qty: 1,
          amount: 25_000,
          type: 'CORRECTION',
          typeDiscount: 'NUMBER',
          discount: 5_000,
          total: 20_000,
        },
      ],
    });
    expect(corrected.statusCode, corrected.body).toBe(201);
    const chain = chainOf(corrected);
    expect(chain).toMatchObject({
      kind: 'CORRECTION',
      parent_payment_id: root.id,
      payment_method: 'CASH',
      total_amount: 0,
      total_amount_correction: 20_000,
    });
    expect(chain.payment_parent.map((row) => [row.id, row.payment_method])).toEqual([
      [root.id, 'TRANSFER'],
    ]);

    const nothing = await update(staff.idToken, { paymentId: root.id, method: 'QRIS' });
    expect(nothing.statusCode).toBe(400);

    const nonCorrection = await update(staff.idToken, {
      paymentId: root.id,
      method: 'CASH',
      paymentItems: [{ itemId: paracetamol().id, qty: 1, amount: 25_000 }],
    });
    expect(nonCorrection.statusCode).toBe(400);
    expect(problemOf(nonCorrection).fieldErrors?.[0]?.field).toBe('paymentItems.0.type');

    for (const id of [root.id, chain.id]) {
      const read = await call(ctx, 'GET', `/api2/payment/v1/payment/${id}`, {
        token: doctor.idToken,
      });
      expect(read.statusCode).toBe(200);
      expect(chainOf(read).id).toBe(chain.id);
      expect(chainOf(read).payment_items[0]).not.toHaveProperty('discount');
    }
    for (const id of ['not-a-uuid', randomUUID()]) {
      const read = await call(ctx, 'GET', `/api2/payment/v1/payment/${id}`, {
        token: staff.idToken,
      });
      expect(read.statusCode).toBe(404);
    }
    const foreign = await call(ctx, 'GET', `/api2/payment/v1/payment/${root.id}`, {
      token: otherClinic.owner.idToken,
    });
    expect(foreign.statusCode).toBe(404);

    const history = await call(
      ctx,
      'GET',
      `/api2/payment/v1/visit-payment-history?visit_id=${visitId}`,
      {
        token: clinic.owner.idToken,
      },
    );
    expect(history.statusCode).toBe(200);
    const rows = history.json<{
      data: { kind: string; total_amount: number; payment_date: string; items: unknown[] }[];
    }>().data;
    expect(rows.map((row) => [row.kind, row.total_amount])).toEqual([
      ['PAYMENT', 150_000],
      ['CORRECTION', 20_000],
    ]);
    expect(rows[0]!.payment_date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(rows[1]!.items[0]).toMatchObject({
      type_discount: 'NUMBER',
      discount: 5_000,
      line_total: 20_000,
    });
    // The doctor sees no discount, so the price reads as charged: 1 × Rp20.000 → Rp20.000.
    const doctorsHistory = await call(
      ctx,
      'GET',
      `/api2/payment/v1/visit-payment-history?visit_id=${visitId}`,
      { token: doctor.idToken },
    );
    const doctorsCorrection = doctorsHistory.json<{ data: { items: unknown[] }[] }>().data[1]!;
    expect(doctorsCorrection.items[0]).toEqual({
      name: paracetamol().name,
      price: 20_000,
      quantity: 1,
      line_total: 20_000,
    });
    const foreignHistory = await call(
      ctx,
      'GET',
      `/api2/payment/v1/visit-payment-history?visit_id=${visitId}`,
      {
        token: otherClinic.owner.idToken,
      },
    );
    expect(foreignHistory.statusCode).toBe(404);
  });
});
