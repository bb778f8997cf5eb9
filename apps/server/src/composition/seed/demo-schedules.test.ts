import { describe, expect, it } from 'vitest';
import { isPractitioner } from '@praktik/domain/access/roles';
import { doctorScheduleSchema } from '@praktik/domain/slots/doctor-schedule.schema';
import { timeToMinutes } from '@praktik/domain/slots/time-of-day';
import { DEMO_USERS } from './demo-clinic';
import { DEMO_SCHEDULES } from './demo-schedules';

const NOON = 12 * 60;
const practitioners = DEMO_USERS.filter((user) => isPractitioner(user.role));

describe('the demo practitioners’ weeks', () => {
  it('every doctor and beautician has a valid week of their own, and nobody else has one', () => {
    expect(Object.keys(DEMO_SCHEDULES).sort()).toEqual(practitioners.map((u) => u.email).sort());
    const weeks = practitioners.map((user) =>
      doctorScheduleSchema.parse(DEMO_SCHEDULES[user.email]),
    );
    expect(new Set(weeks.map((week) => JSON.stringify(week))).size).toBe(weeks.length);
  });

  it.each(practitioners.map((user) => [user.firstName, user.email]))(
    '%s works mornings and afternoons, has a half day and a day off',
    (_name, email) => {
      const week = doctorScheduleSchema.parse(DEMO_SCHEDULES[email]);
      const spansOf = (day: (typeof week.doctor_schedule)[number]) =>
        day.slots
          .filter((slot) => slot.enabled)
          .map((slot) => ({ start: timeToMinutes(slot.from)!, end: timeToMinutes(slot.to)! }));
      const active = week.doctor_schedule.filter((day) => day.isActive);
      expect(week.doctor_schedule.some((day) => !day.isActive)).toBe(true);
      const fullDays = active.filter((day) => {
        const spans = spansOf(day);
        return spans.some((s) => s.start < NOON) && spans.some((s) => s.end > NOON + 60);
      });
      expect(fullDays.length).toBeGreaterThanOrEqual(3);
      const halfDays = active.filter((day) => {
        const spans = spansOf(day);
        return spans.every((s) => s.end <= NOON + 60) || spans.every((s) => s.start >= NOON);
      });
      expect(halfDays.length).toBeGreaterThanOrEqual(1);
    },
  );
});
