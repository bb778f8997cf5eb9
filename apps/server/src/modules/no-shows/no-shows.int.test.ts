import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  addClinicMember,
  call,
  createTestClinic,
  type SignedIn,
  type TestClinic,
  type TestUser,
} from '../../test/fixtures';
import { insertTestReservation } from '../../test/reservation-rows.repository';
import { startNoShowJob } from './no-show-job';
import { createNoShowRepository } from './no-shows.repository';

let ctx: TestApp;
let clinic: TestClinic;
let doctor: TestUser & SignedIn;
let otherDoctor: TestUser & SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  clinic = await createTestClinic(ctx, 'Klinik Asoka');
  [doctor, otherDoctor] = await Promise.all([
    addClinicMember(ctx, clinic, 'ROLE_DOCTOR'),
    addClinicMember(ctx, clinic, 'ROLE_DOCTOR'),
  ]);
}, 120_000);
afterAll(async () => ctx?.close());

const noShowAtOf = async (id: string) => {
  const [row] = await ctx.database.db
    .select({ noShowAt: reservations.noShowAt, status: reservations.status })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row!;
};

/** The clinic's day (WIB) `days` from today, as the report's range takes it. */
const clinicDay = (days = 0) =>
  new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('the no-show job', () => {
  it('marks only BOOKED reservations whose end passed, once, and the doctor report counts them', async () => {
    const passed = await insertTestReservation(ctx.database.db, {
      businessId: clinic.businessId,
      practitionerId: doctor.id,
      startsInMinutes: -45,
    });
    const ahead = await insertTestReservation(ctx.database.db, {
      businessId: clinic.businessId,
      practitionerId: doctor.id,
      startsInMinutes: 60,
    });
    const cancelled = await insertTestReservation(ctx.database.db, {
      businessId: clinic.businessId,
      practitionerId: doctor.id,
      startsInMinutes: -120,
      status: 'CANCELLED',
    });
    const started = await insertTestReservation(ctx.database.db, {
      businessId: clinic.businessId,
      practitionerId: doctor.id,
      startsInMinutes: -180,
      status: 'ACTIVE',
    });

    // The job's clock, fixed: the sweep sees "now" as the test says, however long it takes.
    const now = new Date();
    const stop = startNoShowJob({
      noShows: createNoShowRepository(ctx.database.db),
      now: () => now,
      log: pino({ level: 'silent' }),
      intervalMs: 50,
    });
    try {
      await expect.poll(async () => (await noShowAtOf(passed.id)).noShowAt).toEqual(now);
    } finally {
      await stop();
    }
    expect(await noShowAtOf(passed.id)).toEqual({ noShowAt: now, status: 'BOOKED' });
    for (const untouched of [ahead, cancelled, started]) {
      expect((await noShowAtOf(untouched.id)).noShowAt).toBeNull();
    }

    // A later sweep marks the one whose end has now passed too, and leaves the first as it was.
    const later = new Date(now.getTime() + 2 * 3_600_000);
    expect(await createNoShowRepository(ctx.database.db).markPassedBookings(later)).toBe(1);
    expect((await noShowAtOf(passed.id)).noShowAt).toEqual(now);

    const range = `from=${clinicDay(-1)}&to=${clinicDay(1)}`;
    const stats = await call(ctx, 'GET', `/api2/dashboard/practitioner-stats?${range}`, {
      token: clinic.owner.idToken,
    });
    expect(stats.statusCode).toBe(200);
    const rows = stats.json<{ data: { doctorId: string; noShows: number }[] }>().data;
    expect(rows.find((row) => row.doctorId === doctor.id)?.noShows).toBe(2);
    expect(rows.find((row) => row.doctorId === otherDoctor.id)?.noShows).toBe(0);
    // Outside the range, none.
    const before = await call(
      ctx,
      'GET',
      `/api2/dashboard/practitioner-stats?from=${clinicDay(-30)}&to=${clinicDay(-2)}`,
      { token: clinic.owner.idToken },
    );
    const earlier = before.json<{ data: { doctorId: string; noShows: number }[] }>().data;
    expect(earlier.find((row) => row.doctorId === doctor.id)?.noShows).toBe(0);

    const csv = await call(
      ctx,
      'GET',
      `/api2/dashboard/practitioner-stats/export-to-csv?${range}&practitioner_id=${doctor.id}`,
      { token: clinic.owner.idToken },
    );
    const [header, row] = parse(csv.body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    expect(header!.at(-1)).toBe('Tidak Datang');
    expect(row!.at(-1)).toBe('2');
  });
});
