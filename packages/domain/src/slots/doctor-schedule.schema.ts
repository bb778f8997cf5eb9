import { z } from 'zod';
import { invalid, required, validationMessage } from '../validation/message';
import { isOnSlotGrid, normalizeTime, timeToMinutes } from './time-of-day';
import { DEFAULT_SCHEDULE_DURATION, visitDurationSchema } from './visit-durations';
import type { Weekday } from './weekdays';
import { WEEKDAYS, isWeekday } from './weekdays';

/** A time of the schedule: 'HH:mm' or 'HH:mm:ss' on the 15-minute grid, carried as 'HH:mm:ss'. */
const scheduleTime = (field: string) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, { error: required(field) })
    .refine((value) => timeToMinutes(value) !== null, { error: invalid(field) })
    .refine(
      (value) => {
        const minutes = timeToMinutes(value);
        return minutes === null || isOnSlotGrid(minutes);
      },
      { error: validationMessage('validation.quarterHour', { field }) },
    )
    .transform((value) => normalizeTime(value) as string);

/**
 * A slot's [from, to) in minutes, when both are times. Zod runs an object's refinements after a
 * field's own check failed (not after a wrong type), so a time here may still be untransformed
 * and invalid.
 */
function spanOf({ from, to }: { from: string; to: string }): { start: number; end: number } | null {
  const start = timeToMinutes(from);
  const end = timeToMinutes(to);
  return start === null || end === null ? null : { start, end };
}

/** Spec 2 §2.11: one span of a day's schedule, switched on or off as a whole. */
export const scheduleSlotSchema = z
  .object({
    from: scheduleTime('fields.scheduleFrom'),
    to: scheduleTime('fields.scheduleTo'),
    enabled: z.boolean().default(true),
  })
  .superRefine((slot, ctx) => {
    const span = spanOf(slot);
    if (span && span.start >= span.end) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: validationMessage('validation.timeOrder'),
      });
    }
  });
export type ScheduleSlot = z.infer<typeof scheduleSlotSchema>;

/** One weekday (1 = Sunday .. 7 = Saturday): active or not, and its spans, none overlapping. */
export const scheduleDaySchema = z
  .object({
    day: z
      .number({ error: invalid('fields.weekday') })
      .refine(isWeekday, { error: invalid('fields.weekday') })
      .transform((value) => value as Weekday),
    isActive: z.boolean().default(false),
    // 96 quarter hours fill a day: more slots than that must overlap.
    slots: z
      .array(scheduleSlotSchema)
      .max(96, { error: validationMessage('validation.slotOverlap') })
      .default([]),
  })
  .superRefine((day, ctx) => {
    const spans = day.slots
      .map((slot, index) => ({ index, span: spanOf(slot) }))
      .flatMap(({ index, span }) => (span ? [{ index, ...span }] : []))
      .sort((a, b) => a.start - b.start);
    let latestEnd = Number.NEGATIVE_INFINITY;
    for (const span of spans) {
      if (span.start < latestEnd) {
        ctx.addIssue({
          code: 'custom',
          path: ['slots', span.index, 'from'],
          message: validationMessage('validation.slotOverlap'),
        });
      }
      latestEnd = Math.max(latestEnd, span.end);
    }
  });
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

/**
 * Spec 2 §2.11, §3: a doctor's (or beautician's) weekly schedule: the visit duration (15 by
 * default, 30 or 60), weekend mode ("Mode Libur", see `available-slots.ts` for what it does) and
 * the seven weekdays, each once.
 */
export const doctorScheduleSchema = z
  .object({
    duration_visit: visitDurationSchema.default(DEFAULT_SCHEDULE_DURATION),
    weekend_mode: z.boolean().default(false),
    doctor_schedule: z
      .array(scheduleDaySchema)
      .max(7, { error: validationMessage('validation.scheduleDays') }),
  })
  .superRefine((schedule, ctx) => {
    const days = new Set(schedule.doctor_schedule.map((entry) => entry.day));
    if (days.size !== WEEKDAYS.length || schedule.doctor_schedule.length !== WEEKDAYS.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['doctor_schedule'],
        message: validationMessage('validation.scheduleDays'),
      });
    }
  });
export type DoctorSchedule = z.infer<typeof doctorScheduleSchema>;
export type DoctorScheduleInput = z.input<typeof doctorScheduleSchema>;

/** A new doctor's schedule: 15 minutes, weekend mode off, every day inactive and empty. */
export function emptyDoctorSchedule(): DoctorSchedule {
  return {
    duration_visit: DEFAULT_SCHEDULE_DURATION,
    weekend_mode: false,
    doctor_schedule: WEEKDAYS.map((day) => ({ day, isActive: false, slots: [] })),
  };
}

/** Spec 2 §7: the body of the schedule save (the whole schedule at once). */
export interface ScheduleSaveBody {
  duration_visit: number;
  availabilities: { day: Weekday; active_in_day: boolean; slots: ScheduleSlot[] }[];
  weekend_mode: boolean;
  doctor_id: string;
  busines_id: string;
}

export function toScheduleSaveBody(
  schedule: DoctorSchedule,
  ids: { doctorId: string; businessId: string },
): ScheduleSaveBody {
  return {
    duration_visit: schedule.duration_visit,
    availabilities: [...schedule.doctor_schedule]
      .sort((a, b) => a.day - b.day)
      .map((entry) => ({ day: entry.day, active_in_day: entry.isActive, slots: entry.slots })),
    weekend_mode: schedule.weekend_mode,
    doctor_id: ids.doctorId,
    busines_id: ids.businessId,
  };
}
