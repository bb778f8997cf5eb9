import { z } from 'zod';
import { idSchema } from '../validation/fields';
import { invalid, required, validationMessage } from '../validation/message';
import { isOnSlotGrid, normalizeTime, timeToMinutes } from './time-of-day';
import { visitDurationSchema } from './visit-duration.schema';
import { DEFAULT_SCHEDULE_DURATION } from './visit-durations';
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

/** An issue on the later `from` of every two slots of one day that overlap (touching is fine). */
function refuseOverlaps(
  slots: readonly { from: string; to: string }[],
  ctx: z.RefinementCtx,
): void {
  const spans = slots
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
}

const weekdaySchema = z
  .number({ error: invalid('fields.weekday') })
  .refine(isWeekday, { error: invalid('fields.weekday') })
  .transform((value) => value as Weekday);

/** 96 quarter hours fill a day: more slots than that must overlap. */
const daySlotsSchema = z
  .array(scheduleSlotSchema)
  .max(96, { error: validationMessage('validation.slotOverlap') })
  .default([]);

/** Whether a list of days holds each of the seven weekdays exactly once. */
function holdsEveryWeekdayOnce(days: readonly { day: number }[]): boolean {
  return (
    days.length === WEEKDAYS.length &&
    new Set(days.map((entry) => entry.day)).size === WEEKDAYS.length
  );
}

/** One weekday (1 = Sunday .. 7 = Saturday): active or not, and its spans, none overlapping. */
export const scheduleDaySchema = z
  .object({
    day: weekdaySchema,
    isActive: z.boolean().default(false),
    slots: daySlotsSchema,
  })
  .superRefine((day, ctx) => refuseOverlaps(day.slots, ctx));
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
    if (!holdsEveryWeekdayOnce(schedule.doctor_schedule)) {
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

/**
 * Spec 2 §7: the save request as the schedule page sends it (`ScheduleSaveBody`), validated with
 * the same rules as `doctorScheduleSchema`, so a refusal names the request's own fields
 * (`availabilities.2.slots.0.from`). `busines_id` is accepted and ignored: the clinic is the
 * caller's.
 */
export const scheduleSaveRequestSchema = z
  .object({
    duration_visit: visitDurationSchema.default(DEFAULT_SCHEDULE_DURATION),
    availabilities: z
      .array(
        z
          .object({
            day: weekdaySchema,
            active_in_day: z.boolean().default(false),
            slots: daySlotsSchema,
          })
          .superRefine((day, ctx) => refuseOverlaps(day.slots, ctx)),
        { error: validationMessage('validation.scheduleDays') },
      )
      .max(7, { error: validationMessage('validation.scheduleDays') }),
    weekend_mode: z.boolean().default(false),
    doctor_id: idSchema('fields.doctor'),
    busines_id: z.string().max(64).optional(),
  })
  .superRefine((request, ctx) => {
    if (!holdsEveryWeekdayOnce(request.availabilities)) {
      ctx.addIssue({
        code: 'custom',
        path: ['availabilities'],
        message: validationMessage('validation.scheduleDays'),
      });
    }
  });
export type ScheduleSaveRequest = z.infer<typeof scheduleSaveRequestSchema>;

/** The weekly schedule a valid save request describes, its days from Sunday to Saturday. */
export function scheduleOfSaveRequest(request: ScheduleSaveRequest): DoctorSchedule {
  return {
    duration_visit: request.duration_visit,
    weekend_mode: request.weekend_mode,
    doctor_schedule: [...request.availabilities]
      .sort((a, b) => a.day - b.day)
      .map((entry) => ({ day: entry.day, isActive: entry.active_in_day, slots: entry.slots })),
  };
}
