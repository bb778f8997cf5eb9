import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentHistoryRow } from '@praktik/domain/payments/payment-view.schema';
import {
  createPractitionerClinics,
  MONDAY_0840_AT_PLUS_7,
  saveSchedule,
  scheduleBody,
  testClock,
  type ClinicMember,
} from '../../test/booking-clinic';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  call,
  clinicChoiceIds,
  createTestCatalogue,
  patientRequestBody,
  type TestCatalogue,
  type TestClinic,
} from '../../test/fixtures';
import type { ReservationDetailView, TimetableRowView } from './reservation-view.schema';

/**
 * A visit moved from one practitioner to another is the second one's: the bill, the payment
 * history and the reports credit who saw the patient, once, and the first one's card says where
 * the patient went (docs/decisions/0047-transferred-visit-credit.md).
 */
const clock = testClock();
const MONDAY = '2026-11-23';
const KTP = '3273015705900001';

let ctx: TestApp;
let clinic: TestClinic;
/** dr. Andi, who booked the patient, and dr. Sari, who saw them. */
let andi: ClinicMember;
let sari: ClinicMember;
let staff: ClinicMember;
let serviceId: string;
let catalogue: TestCatalogue;

const post = (token: string, path: string, body: unknown) =>
  call(ctx, 'POST', path, { token, body });
const get = (token: string, path: string) => call(ctx, 'GET', path, { token });

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
  let doctor: ClinicMember;
  let otherDoctor: ClinicMember;
  ({ clinic, doctor, otherDoctor, staff } = await createPractitionerClinics(ctx, [
    'Klinik Pindah',
    'Klinik Lain',
  ]));
  andi = doctor;
  sari = otherDoctor;
  for (const practitioner of [andi, sari]) {
    const everyDay = scheduleBody(practitioner.id, [{ from: '08:00', to: '16:00' }]);
    await saveSchedule(ctx, clinic.owner.idToken, everyDay);
  }
  serviceId = (await clinicChoiceIds(ctx)).serviceIds[0]!;
  catalogue = await createTestCatalogue(ctx, clinic);
  clock.fixAt(MONDAY_0840_AT_PLUS_7);
}, 120_000);
afterAll(async () => ctx?.close());

/** Books Monday `time` with dr. Andi for a new patient, starts it and pays it up front. */
async function paidVisitWithAndi(time: string) {
  const patient = await post(
    clinic.owner.idToken,
    '/api2/dashboard/patient',
    patientRequestBody({ name: `Pasien ${randomUUID().slice(0, 6)}` }),
  );
  const patientId = patient.json<{ data: { id: string } }>().data.id;
  const booked = await post(staff.idToken, '/api2/reservation/v1/save-reservation', {
    patientTab: 'EXISTING',
    patientId,
    name: 'Siti Rahayu',
    identificationType: 'KTP',
    identificationNumber: KTP,
    doctorId: andi.id,
    dateVisit: MONDAY,
    timeVisit: [time],
    serviceId,
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const reservation = booked.json<{ data: ReservationDetailView }>().data;
  const started = await post(staff.idToken, '/api2/dashboard/start-visit', {
    staffId: andi.id,
    identificationNumber: KTP,
    bookingId: reservation.id,
  });
  expect(started.statusCode, started.body).toBe(201);
  const consultation = catalogue.items[0]!;
  const paid = await post(staff.idToken, '/api2/payment/v1/save-payment', {
    method: 'CASH',
    bookingId: reservation.id,
    totalAmount: consultation.price,
    totalAmountCorrection: 0,
    paymentItems: [
      {
        itemId: consultation.id,
        itemName: consultation.name,
        qty: 1,
        amount: consultation.price,
        type: 'CONSULTATION',
        total: consultation.price,
      },
    ],
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const payment = paid.json<{ data: { id: string; practitioner_id: string } }>().data;
  expect(payment.practitioner_id).toBe(andi.id);
  return { reservation, visitId: started.json<{ data: { id: string } }>().data.id, payment };
}

async function moveToSari(reservation: ReservationDetailView, time: string) {
  const moved = await post(staff.idToken, '/api2/reservation/v1/post-transfer-patient', {
    booking_id: reservation.id,
    doctorId: sari.id,
    dateVisit: MONDAY,
    timeVisit: [time],
  });
  expect(moved.statusCode, moved.body).toBe(201);
  return moved.json<{ data: ReservationDetailView }>().data;
}

const historyAnswerOf = async (doctorId: string) =>
  (
    await get(
      clinic.owner.idToken,
      `/api2/payment/v1/history-payment-item?from=${MONDAY}&to=${MONDAY}&doctor_id=${doctorId}`,
    )
  ).json<{ data: PaymentHistoryRow[]; total: number; total_amount: number }>();
const historyOf = async (doctorId: string) => (await historyAnswerOf(doctorId)).data;

describe('a visit paid with one doctor, then moved to another', () => {
  it('is credited to the doctor who saw the patient: the bill, the payment history, the reports', async () => {
    const { reservation, visitId, payment } = await paidVisitWithAndi('09:00:00');
    const next = await moveToSari(reservation, '09:30:00');
    const ended = await post(staff.idToken, '/api2/reservation/v1/end-visit-reservation', {
      booking_id: next.id,
    });
    expect(ended.statusCode, ended.body).toBe(200);

    // The bill names dr. Sari, and belongs to her reservation.
    const bill = await get(staff.idToken, `/api2/payment/v1/payment/${payment.id}`);
    expect(bill.json()).toMatchObject({
      data: { practitioner_id: sari.id, booking_id: next.id },
    });
    // Her reservation's detail shows it; so does dr. Andi's old card (the same visit's bill).
    const sarisDetail = await get(
      sari.idToken,
      `/api2/reservation/v1/get-reservation-detail/${next.id}`,
    );
    expect(sarisDetail.json()).toMatchObject({ data: { payment: { id: payment.id } } });

    // The payment history: dr. Sari's rows, none of dr. Andi's; a doctor sees it as theirs.
    expect((await historyOf(andi.id)).filter((row) => row.payment_id === payment.id)).toEqual([]);
    // The doctor's totals (kept by hour) moved too: the only payment of the day is dr. Sari's.
    expect((await historyAnswerOf(andi.id)).total_amount).toBe(0);
    expect((await historyAnswerOf(sari.id)).total_amount).toBe(catalogue.items[0]!.price);
    expect((await historyOf(sari.id)).filter((row) => row.payment_id === payment.id)).toEqual([
      expect.objectContaining({ doctor_id: sari.id }),
    ]);
    const sarisOwn = await get(
      sari.idToken,
      `/api2/payment/v1/history-payment-item?from=${MONDAY}&to=${MONDAY}`,
    );
    expect(
      sarisOwn.json<{ data: PaymentHistoryRow[] }>().data.map((row) => row.payment_id),
    ).toContain(payment.id);
    const andisOwn = await get(
      andi.idToken,
      `/api2/payment/v1/history-payment-item?from=${MONDAY}&to=${MONDAY}`,
    );
    expect(
      andisOwn.json<{ data: PaymentHistoryRow[] }>().data.map((row) => row.payment_id),
    ).not.toContain(payment.id);

    // The reports count the visit once, for dr. Sari.
    const visitsOfMonday = await get(
      clinic.owner.idToken,
      `/api2/dashboard/inactive-visits?from=${MONDAY}&to=${MONDAY}`,
    );
    const rows = visitsOfMonday
      .json<{ data: { id: string; practitionerId?: string; doctorId?: string }[] }>()
      .data.filter((row) => row.id === visitId);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).toContain(sari.id);
    expect(JSON.stringify(rows[0])).not.toContain(andi.id);
    const stats = await get(
      clinic.owner.idToken,
      `/api2/dashboard/practitioner-stats?from=${MONDAY}&to=${MONDAY}`,
    );
    const counts = new Map(
      stats
        .json<{ data: { doctorId: string; totalPatients: number }[] }>()
        .data.map((row) => [row.doctorId, row.totalPatients]),
    );
    expect(counts.get(andi.id)).toBe(0);
    expect(counts.get(sari.id)).toBe(1);
  });

  it('leaves dr. Andi a card that says the patient moved to dr. Sari, not a finished visit', async () => {
    const { reservation } = await paidVisitWithAndi('10:00:00');
    const next = await moveToSari(reservation, '10:30:00');

    const day = await get(
      staff.idToken,
      `/api2/reservation/v1/get-reservation-data?reservation_date=${MONDAY}`,
    );
    expect(day.statusCode, day.body).toBe(200);
    const rows = day.json<{ data: TimetableRowView[] }>().data;
    const andisCard = rows
      .find((row) => row.doctorId === andi.id)
      ?.reservations.find((card) => card.id === reservation.id);
    expect(andisCard).toMatchObject({
      transferredTo: { bookingId: next.id, doctorId: sari.id, doctorName: sari.firstName },
    });
    const sarisCard = rows
      .find((row) => row.doctorId === sari.id)
      ?.reservations.find((card) => card.id === next.id);
    expect(sarisCard).toMatchObject({ status: 'ACTIVE', transferredTo: null });

    const old = await get(
      staff.idToken,
      `/api2/reservation/v1/get-reservation-detail/${reservation.id}`,
    );
    expect(old.json()).toMatchObject({
      data: {
        transferred_to: { booking_id: next.id, doctor_id: sari.id, doctor_name: sari.firstName },
      },
    });
  });
});

describe('a moved visit in the clinic’s default numbering (each practitioner’s own queue)', () => {
  it('joins dr. Sari’s queue with her next number; dr. Andi’s card keeps the one it had', async () => {
    const { reservation, visitId } = await paidVisitWithAndi('13:00:00');
    const sarisOwn = await post(staff.idToken, '/api2/reservation/v1/save-reservation', {
      patientTab: 'EXISTING',
      patientId: (
        await post(
          clinic.owner.idToken,
          '/api2/dashboard/patient',
          patientRequestBody({ name: `Pasien ${randomUUID().slice(0, 6)}` }),
        )
      ).json<{ data: { id: string } }>().data.id,
      name: 'Siti Rahayu',
      identificationType: 'KTP',
      identificationNumber: KTP,
      doctorId: sari.id,
      dateVisit: MONDAY,
      timeVisit: ['13:30:00'],
      serviceId,
    });
    expect(sarisOwn.statusCode, sarisOwn.body).toBe(201);
    const sarisNumber = sarisOwn.json<{ data: ReservationDetailView }>().data.no_sequence;

    const moved = await moveToSari(reservation, '14:00:00');
    expect(moved.no_sequence).toBeGreaterThan(sarisNumber);
    const visit = await get(staff.idToken, `/api2/dashboard/visits/${visitId}`);
    expect(visit.json<{ data: { sequence: number } }>().data.sequence).toBe(moved.no_sequence);
    const left = await get(
      staff.idToken,
      `/api2/reservation/v1/get-reservation-detail/${reservation.id}`,
    );
    expect(left.json<{ data: ReservationDetailView }>().data.no_sequence).toBe(
      reservation.no_sequence,
    );
  });
});

describe('migration 0024', () => {
  it('repairs a move made before it: the card points on, the payment is the second doctor’s', async () => {
    const { reservation, visitId, payment } = await paidVisitWithAndi('11:00:00');
    const next = await moveToSari(reservation, '11:30:00');
    // As a move left them before the migration: no pointer, the payment still dr. Andi's.
    const db = ctx.database.db;
    await db.execute(
      sql`update reservations set transferred_to_booking_id = null where id = ${reservation.id}`,
    );
    await db.execute(
      sql`update payments set practitioner_id = ${andi.id}, booking_id = ${reservation.id} where visit_id = ${visitId}`,
    );
    await db.execute(
      sql`update payment_items set practitioner_id = ${andi.id} where payment_id = ${payment.id}`,
    );
    expect((await historyOf(andi.id)).map((row) => row.payment_id)).toContain(payment.id);

    const migration = await readFile(
      new URL('../../../drizzle/0024_transferred_reservations.sql', import.meta.url),
      'utf8',
    );
    // Its data statements (the column exists already).
    for (const statement of migration.split('--> statement-breakpoint').slice(2)) {
      await db.execute(sql.raw(statement));
    }

    const old = await get(
      staff.idToken,
      `/api2/reservation/v1/get-reservation-detail/${reservation.id}`,
    );
    expect(old.json()).toMatchObject({ data: { transferred_to: { booking_id: next.id } } });
    const bill = await get(staff.idToken, `/api2/payment/v1/payment/${payment.id}`);
    expect(bill.json()).toMatchObject({ data: { practitioner_id: sari.id, booking_id: next.id } });
    expect((await historyOf(andi.id)).map((row) => row.payment_id)).not.toContain(payment.id);
    expect((await historyOf(sari.id)).map((row) => row.payment_id)).toContain(payment.id);
  });
});
