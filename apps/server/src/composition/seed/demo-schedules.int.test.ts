import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorScheduleSchema } from '@praktik/domain/slots/doctor-schedule.schema';
import { clinicClock } from '@praktik/domain/slots/time-of-day';
import type { AvailableSlotsView } from '../../modules/schedules/schedule-view.schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, signIn } from '../../test/fixtures';
import { DEMO_PASSWORD } from './demo-clinic';
import { DEMO_SCHEDULES } from './demo-schedules';

/** Tomorrow in Jakarta: the seven days from it are wholly ahead, whatever the hour today. */
const tomorrow = () => clinicClock(new Date(Date.now() + 24 * 60 * 60 * 1000), 7).date;

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seedDemo: true });
});
afterAll(async () => ctx?.close());

describe('the demo clinic’s schedules', () => {
  it('each practitioner opens their own seeded week', async () => {
    for (const [email, week] of Object.entries(DEMO_SCHEDULES)) {
      const { idToken } = await signIn(ctx, email, DEMO_PASSWORD);
      const account = await call(ctx, 'GET', '/api2/account', { token: idToken });
      const { id } = account.json<{ id: string }>();
      const response = await call(ctx, 'GET', `/api2/schedule/get-doctor-schedule/${id}`, {
        token: idToken,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ data: doctorScheduleSchema.parse(week) });
    }
  });

  it('offers the staff bookable slots on the practitioners’ working days', async () => {
    const { idToken } = await signIn(ctx, 'staff@demo.praktik.id', DEMO_PASSWORD);
    const doctors = await call(ctx, 'GET', '/api2/dashboard/doctors', { token: idToken });
    const practitioners = doctors.json<{ data: { id: string }[] }>().data;
    expect(practitioners).toHaveLength(3);
    for (const practitioner of practitioners) {
      const response = await call(ctx, 'POST', '/api2/schedule/get-available-slots', {
        token: idToken,
        body: { doctor_id: practitioner.id, date: tomorrow(), days: 7 },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { days } = response.json<{ data: AvailableSlotsView }>().data;
      const workingDays = days.filter((day) => day.slots.some((slot) => slot.available));
      expect(workingDays.length).toBeGreaterThanOrEqual(5);
      expect(workingDays.length).toBeLessThan(7);
    }
  });
});
