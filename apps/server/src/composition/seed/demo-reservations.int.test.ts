import { doctorScheduleSchema } from '@praktik/domain/slots/doctor-schedule.schema';
import { timeToMinutes } from '@praktik/domain/slots/time-of-day';
import { VISIT_STATUSES } from '@praktik/domain/visits/status';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, signIn } from '../../test/fixtures';
import { reservations, users, visits } from '../../db/schema/index';
import { DEMO_CLINIC, DEMO_PASSWORD } from './demo-clinic';
import { seedDemoReservations } from './demo-reservations';
import { DEMO_SCHEDULES } from './demo-schedules';
import { seedDatabase } from './seed';

let ctx: TestApp;
let businessId: string;
beforeAll(async () => {
  ctx = await createTestApp({ seedDemo: true });
  businessId = (await ctx.repositories.businesses.findBusinessByName(DEMO_CLINIC.name))!.id;
});
afterAll(async () => ctx?.close());

const seeded = () =>
  ctx.database.db
    .select({ reservation: reservations, email: users.email })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.practitionerId))
    .where(eq(reservations.businessId, businessId));

describe('the demo clinic’s busy week of reservations', () => {
  it('gives every practitioner every status inside their schedule, never overlapping', async () => {
    const rows = await seeded();
    expect(new Set(rows.map((row) => row.email))).toEqual(new Set(Object.keys(DEMO_SCHEDULES)));
    for (const [email, week] of Object.entries(DEMO_SCHEDULES)) {
      const mine = rows.filter((row) => row.email === email).map((row) => row.reservation);
      // Someone is being seen only during the practitioner's working day (the unit test's
      // clocks); the suite runs at any hour.
      const statuses = new Set(mine.map((row) => row.status));
      statuses.add('ACTIVE');
      expect(statuses).toEqual(new Set(VISIT_STATUSES));
      expect(mine.filter((row) => row.status === 'ACTIVE').length).toBeLessThanOrEqual(1);
      expect(mine.some((row) => row.status === 'BOOKED' && row.noShowAt !== null)).toBe(true);
      expect(mine.filter((row) => row.source === 'ONLINE' && row.patientId === null)).toHaveLength(
        1,
      );
      // The reminder job mails user_email: only the online booker's example.com address is there.
      expect(
        mine
          .flatMap((row) => (row.userEmail ? [row.userEmail] : []))
          .every((email) => email.endsWith('@example.com')),
      ).toBe(true);
      const schedule = doctorScheduleSchema.parse(week);
      for (const row of mine) {
        const day = schedule.doctor_schedule.find(
          (entry) => entry.day === new Date(`${row.reservationDate}T00:00:00Z`).getUTCDay() + 1,
        );
        const [start, end] = [timeToMinutes(row.startTime)!, timeToMinutes(row.endTime)!];
        const inside = day?.slots.some(
          (span) =>
            span.enabled && timeToMinutes(span.from)! <= start && end <= timeToMinutes(span.to)!,
        );
        expect(day?.isActive && inside, `${email} ${row.reservationDate} ${row.startTime}`).toBe(
          true,
        );
      }
      const byStart = [...mine].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      byStart.slice(1).forEach((row, index) => {
        expect(row.startsAt >= byStart[index]!.endsAt).toBe(true);
      });
    }
  });

  it('links every started reservation and its visit both ways, on one queue number', async () => {
    const rows = (await seeded()).map((row) => row.reservation);
    const started = rows.filter((row) =>
      ['ACTIVE', 'WAITING_PAYMENT', 'DONE'].includes(row.status),
    );
    expect(started.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.visitId !== null).toBe(started.includes(row));
    const linked = await ctx.database.db
      .select()
      .from(visits)
      .where(and(eq(visits.businessId, businessId), sql`${visits.bookingId} is not null`));
    expect(linked).toHaveLength(started.length);
    for (const reservation of started) {
      const visit = linked.find((candidate) => candidate.id === reservation.visitId);
      expect(visit).toMatchObject({
        bookingId: reservation.id,
        patientId: reservation.patientId,
        practitionerId: reservation.practitionerId,
        status: reservation.status,
        visitDate: reservation.reservationDate,
        sequenceNumber: reservation.sequenceNumber,
      });
      expect(visit?.endedAt === null).toBe(reservation.status === 'ACTIVE');
    }
  });

  it('numbers the reservations after the day’s visits in each practitioner’s queue, and the next number comes after them', async () => {
    const rows = (await seeded()).map((row) => row.reservation);
    const allVisits = await ctx.database.db
      .select()
      .from(visits)
      .where(eq(visits.businessId, businessId));
    const queues = new Set(rows.map((row) => `${row.reservationDate} ${row.practitionerId}`));
    for (const queue of queues) {
      const [date, practitionerId] = queue.split(' ') as [string, string];
      const numbers = [
        ...allVisits
          .filter(
            (visit) =>
              visit.visitDate === date &&
              visit.practitionerId === practitionerId &&
              visit.bookingId === null,
          )
          .map((visit) => visit.sequenceNumber),
        ...rows
          .filter((row) => row.reservationDate === date && row.practitionerId === practitionerId)
          .map((row) => row.sequenceNumber),
      ];
      expect(new Set(numbers).size, queue).toBe(numbers.length);
      expect(
        await ctx.repositories.visits.nextSequenceNumber(businessId, date, practitionerId, null),
        queue,
      ).toBe(Math.max(...numbers) + 1);
    }
  });

  it('gives every reservation a service the clinic offers, and uses each of them', async () => {
    const offered = (await ctx.repositories.businesses.findBusiness(businessId))!.services;
    expect(offered.length).toBeGreaterThan(0);
    const used = (await seeded()).map((row) => row.reservation.serviceId);
    expect(used.every((id) => offered.some((service) => service.id === id))).toBe(true);
    expect(new Set(used)).toEqual(new Set(offered.map((service) => service.id)));
  });

  it('shows the staff each seeded reservation on the timetable (the cancelled ones only in their detail)', async () => {
    const { idToken } = await signIn(ctx, 'staff@demo.praktik.id', DEMO_PASSWORD);
    const rows = (await seeded()).map((row) => row.reservation);
    for (const date of new Set(rows.map((row) => row.reservationDate))) {
      const response = await call(
        ctx,
        'GET',
        `/api2/reservation/v1/get-reservation-data?reservation_date=${date}`,
        { token: idToken },
      );
      expect(response.statusCode, response.body).toBe(200);
      const shown = JSON.stringify(response.json());
      for (const row of rows.filter((candidate) => candidate.reservationDate === date)) {
        // A cancelled reservation holds no slot: the timetable leaves it out, its detail stays.
        if (row.status === 'CANCELLED')
          expect(shown, `${date} ${row.startTime}`).not.toContain(row.id);
        else expect(shown, `${date} ${row.startTime}`).toContain(row.id);
      }
    }
    for (const status of VISIT_STATUSES) {
      const found = rows.find((candidate) => candidate.status === status);
      // None ACTIVE outside the practitioners' hours; every other status is always there.
      if (!found && status === 'ACTIVE') continue;
      const row = found!;
      expect(row, status).toBeDefined();
      const detail = await call(
        ctx,
        'GET',
        `/api2/reservation/v1/get-reservation-detail/${row.id}`,
        {
          token: idToken,
        },
      );
      expect(detail.statusCode, detail.body).toBe(200);
    }
  });

  it('changes nothing when the seed runs again', async () => {
    const before = await seeded();
    const visitCount = async () =>
      (await ctx.database.db.select().from(visits).where(eq(visits.businessId, businessId))).length;
    const visitsBefore = await visitCount();
    await seedDatabase(ctx.repositories, { demo: true, fileStore: ctx.fileStore });
    const members = await ctx.database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.businessId, businessId));
    await seedDemoReservations(ctx.repositories, { businessId, members, now: new Date() });
    expect(await seeded()).toEqual(before);
    expect(await visitCount()).toBe(visitsBefore);
  });
});
