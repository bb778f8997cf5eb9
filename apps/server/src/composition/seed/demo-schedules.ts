import { isPractitioner } from '@praktik/domain/access/roles';
import {
  doctorScheduleSchema,
  type DoctorScheduleInput,
} from '@praktik/domain/slots/doctor-schedule.schema';
import type { Repositories } from '../repositories';
import { DEMO_USERS } from './demo-clinic';

type Span = [from: string, to: string, enabled?: boolean];

/** A week from Sunday (index 0) to Saturday; a day without spans is a day off. */
function week(
  durationVisit: 15 | 30 | 60,
  days: readonly (readonly Span[])[],
  weekendMode = false,
): DoctorScheduleInput {
  return {
    duration_visit: durationVisit,
    weekend_mode: weekendMode,
    doctor_schedule: days.map((spans, index) => ({
      day: index + 1,
      isActive: spans.length > 0,
      slots: spans.map(([from, to, enabled = true]) => ({ from, to, enabled })),
    })),
  };
}

const GP_DAY: Span[] = [
  ['08:00', '12:00'],
  ['13:00', '16:00'],
];
const DERMATOLOGY_DAY: Span[] = [
  ['10:00', '13:00'],
  ['14:00', '18:00'],
];
const TREATMENT_DAY: Span[] = [
  ['09:00', '12:00'],
  ['13:00', '17:00'],
];

/**
 * Each demo practitioner's week, so bookings have something real to land on: mornings
 * and afternoons with a lunch break, one half day and at least one day off, each week its own.
 */
export const DEMO_SCHEDULES: Readonly<Record<string, DoctorScheduleInput>> = {
  // The GP: 15-minute consultations on weekdays, Saturday morning only, Sunday off.
  'dokter.andi@demo.praktik.id': week(15, [
    [],
    GP_DAY,
    GP_DAY,
    GP_DAY,
    GP_DAY,
    GP_DAY,
    [['08:00', '12:00']],
  ]),
  // The dermatologist: 30 minutes, late starts, Wednesday a half day, Thursday and Sunday off; the
  // Saturday evening clinic is kept in the week but switched off for now.
  'dokter.sari@demo.praktik.id': week(30, [
    [],
    DERMATOLOGY_DAY,
    DERMATOLOGY_DAY,
    [['10:00', '13:00']],
    [],
    DERMATOLOGY_DAY,
    [
      ['09:00', '12:00'],
      ['13:00', '15:00'],
      ['18:00', '20:00', false],
    ],
  ]),
  // The beautician: hour-long treatments, Monday off, a short Sunday afternoon.
  'beautician@demo.praktik.id': week(60, [
    [['13:00', '17:00']],
    [],
    TREATMENT_DAY,
    TREATMENT_DAY,
    TREATMENT_DAY,
    TREATMENT_DAY,
    TREATMENT_DAY,
  ]),
};

/** Saves every demo practitioner's week; `members` are the demo accounts as inserted. */
export async function seedDemoSchedules(
  repositories: Repositories,
  businessId: string,
  members: readonly { id: string; email: string }[],
): Promise<void> {
  for (const user of DEMO_USERS.filter((candidate) => isPractitioner(candidate.role))) {
    const member = members.find((candidate) => candidate.email === user.email);
    const schedule = DEMO_SCHEDULES[user.email];
    if (!member || !schedule) throw new Error(`seed: no schedule or account for ${user.email}`);
    await repositories.schedules.saveSchedule(
      businessId,
      member.id,
      doctorScheduleSchema.parse(schedule),
      null,
    );
  }
}
