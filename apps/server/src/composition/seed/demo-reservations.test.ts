import { doctorScheduleSchema } from '@praktik/domain/slots/doctor-schedule.schema';
import { timeToMinutes } from '@praktik/domain/slots/time-of-day';
import { VISIT_STATUSES } from '@praktik/domain/visits/status';
import { describe, expect, it } from 'vitest';
import { planDemoReservations, type DemoReservation } from './demo-reservations';
import { DEMO_SCHEDULES } from './demo-schedules';

const practitioners = Object.keys(DEMO_SCHEDULES).map((email) => ({ id: email, email }));
const patients = Array.from({ length: 300 }, (_, index) => ({
  id: `patient-${index}`,
  name: `Pasien ${index}`,
  phoneNumber: '081200000000',
  dateOfBirth: '1990-01-01',
  gender: 'FEMALE' as const,
}));
/** Wednesday 18 March 2026, 14:20 in Jakarta. */
const NOW = new Date('2026-03-18T07:20:00.000Z');
const plan = planDemoReservations({ practitioners, patients, now: NOW });
const of = (id: string) => plan.filter((item) => item.practitionerId === id);

/** Whether a reservation lies inside an enabled span of its practitioner's working day. */
function insideSchedule(item: DemoReservation): boolean {
  const week = doctorScheduleSchema.parse(DEMO_SCHEDULES[item.practitionerId]);
  const day = week.doctor_schedule.find(
    (entry) => entry.day === new Date(`${item.reservationDate}T00:00:00Z`).getUTCDay() + 1,
  );
  const start = timeToMinutes(item.startTime)!;
  const end = timeToMinutes(item.endTime)!;
  return Boolean(
    day?.isActive &&
    day.slots.some(
      (span) =>
        span.enabled && timeToMinutes(span.from)! <= start && end <= timeToMinutes(span.to)!,
    ),
  );
}

/** Tuesday 17 March 2026, 14:20 in Jakarta: all three practitioners at work. */
const TUESDAY_AFTERNOON = new Date('2026-03-17T07:20:00.000Z');

describe('planDemoReservations', () => {
  it('gives every practitioner at work every status, a no-show and an online booking', () => {
    const atWork = planDemoReservations({ practitioners, patients, now: TUESDAY_AFTERNOON });
    for (const { id } of practitioners) {
      const mine = atWork.filter((item) => item.practitionerId === id);
      expect(new Set(mine.map((item) => item.status))).toEqual(new Set(VISIT_STATUSES));
      expect(mine.filter((item) => item.status === 'ACTIVE')).toHaveLength(1);
      expect(mine.some((item) => item.status === 'BOOKED' && item.noShowAt !== null)).toBe(true);
      const online = mine.filter((item) => item.source === 'ONLINE');
      expect(online).toHaveLength(1);
      expect(online[0]).toMatchObject({ patientId: null, status: 'BOOKED' });
      expect(online[0]?.userEmail).toMatch(/@/);
    }
  });

  it('keeps to the week around today, the schedules and the clock', () => {
    const dates = new Set(plan.map((item) => item.reservationDate));
    expect([...dates].sort()[0]! >= '2026-03-15').toBe(true);
    expect([...dates].sort().at(-1)! <= '2026-03-22').toBe(true);
    expect(plan.filter((item) => !insideSchedule(item))).toEqual([]);
    for (const item of plan) {
      const ahead = item.startsAt > NOW;
      expect(ahead, `${item.status} at ${item.startsAt.toISOString()}`).toBe(
        item.status === 'BOOKED' && item.noShowAt === null,
      );
      expect(item.visit !== null).toBe(['ACTIVE', 'DONE', 'WAITING_PAYMENT'].includes(item.status));
      expect(item.visit?.endedAt === null).toBe(item.status === 'ACTIVE');
    }
    // Dewi works Sunday afternoon, Sari never on Thursday or Sunday (demo-schedules.ts).
    expect(of('dokter.sari@demo.praktik.id').map((item) => item.reservationDate)).not.toContain(
      '2026-03-19',
    );
    expect(
      of('dokter.andi@demo.praktik.id').filter((item) => item.reservationDate === '2026-03-18')
        .length,
    ).toBeGreaterThan(3);
  });

  it('has a patient being seen only by a practitioner whose working day it is, and only today', () => {
    const beingSeen = (now: Date) =>
      planDemoReservations({ practitioners, patients, now })
        .filter((item) => item.status === 'ACTIVE')
        .map((item) => [item.practitionerId, item.reservationDate]);
    // Wednesday 14:20: Sari's half day ended at 13:00, so her last patient has gone.
    expect(beingSeen(NOW)).toEqual([
      ['dokter.andi@demo.praktik.id', '2026-03-18'],
      ['beautician@demo.praktik.id', '2026-03-18'],
    ]);
    // Sunday 10:00: only Dewi works on Sundays, from 13:00; at 15:00 she is with a client.
    expect(beingSeen(new Date('2026-03-22T03:00:00.000Z'))).toEqual([]);
    expect(beingSeen(new Date('2026-03-22T08:00:00.000Z'))).toEqual([
      ['beautician@demo.praktik.id', '2026-03-22'],
    ]);
    // Before anyone opens and late at night on a weekday: nobody is in the chair.
    expect(beingSeen(new Date('2026-03-17T00:30:00.000Z'))).toEqual([]);
    expect(beingSeen(new Date('2026-03-17T15:00:00.000Z'))).toEqual([]);
  });

  it('never overlaps a practitioner’s reservations nor books a patient twice', () => {
    for (const { id } of practitioners) {
      const spans = of(id).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      spans.slice(1).forEach((item, index) => {
        expect(item.startsAt >= spans[index]!.endsAt).toBe(true);
      });
    }
    const booked = plan.flatMap((item) => (item.patientId ? [item.patientId] : []));
    expect(new Set(booked).size).toBe(booked.length);
  });

  it('is the same plan for the same input', () => {
    expect(planDemoReservations({ practitioners, patients, now: NOW })).toEqual(plan);
  });

  it('leaves tomorrow BOOKED reservations to remind, whatever the weekday and hour', () => {
    // The front desk's "Pengingat besok" on the demo clinic must never be empty.
    for (let shift = 0; shift < 7; shift++) {
      for (const hourUtc of [1, 7, 14]) {
        const now = new Date(NOW.getTime() + shift * 86_400_000);
        now.setUTCHours(hourUtc);
        const tomorrow = new Date(now.getTime() + 7 * 3_600_000 + 86_400_000)
          .toISOString()
          .slice(0, 10);
        const due = planDemoReservations({ practitioners, patients, now }).filter(
          (item) => item.reservationDate === tomorrow && item.status === 'BOOKED',
        );
        expect(due.length, `${now.toISOString()}: ${tomorrow}`).toBeGreaterThan(0);
        expect(due.every((item) => item.userPhoneNumber && item.noShowAt === null)).toBe(true);
      }
    }
  });
});
