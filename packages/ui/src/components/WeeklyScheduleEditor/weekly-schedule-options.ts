import {
  doctorScheduleSchema,
  type DoctorSchedule,
} from '@praktik/domain/slots/doctor-schedule.schema';
import {
  MINUTES_PER_DAY,
  SLOT_UNIT_MINUTES,
  minutesToHourMinute,
  minutesToTime,
} from '@praktik/domain/slots/time-of-day';
import { VISIT_DURATIONS } from '@praktik/domain/slots/visit-durations';
import { parseValidationMessage } from '@praktik/domain/validation/message';
import type { DomainTranslate } from '../../intl/domain-text';
import type { OptionItem } from '../Select/select-options';

/** The visit durations the editor offers (spec 2 §2.11: 15 by default, 30, 1 hour). */
export const SCHEDULE_DURATIONS = VISIT_DURATIONS;

/** The ends of a slot the editor offers: every quarter hour of the day. */
export const SLOT_BOUNDS = ['from', 'to'] as const;
export type SlotBound = (typeof SLOT_BOUNDS)[number];

function quarterHours(first: number, last: number): OptionItem[] {
  const items: OptionItem[] = [];
  for (let minutes = first; minutes <= last; minutes += SLOT_UNIT_MINUTES) {
    items.push({ id: minutesToTime(minutes), label: minutesToHourMinute(minutes) });
  }
  return items;
}

/**
 * The times a slot may start at (00:00 to 23:45) and end at (00:15 to 24:00), on the 15-minute
 * grid the schedule schema asks for; ids are 'HH:mm:ss' as the schedule carries them.
 */
export const SLOT_TIME_OPTIONS: Record<SlotBound, readonly OptionItem[]> = {
  from: quarterHours(0, MINUTES_PER_DAY - SLOT_UNIT_MINUTES),
  to: quarterHours(SLOT_UNIT_MINUTES, MINUTES_PER_DAY),
};

/** A slot's validation messages (the domain's tokens, untranslated), by the end they are about. */
export type SlotErrors = Partial<Record<SlotBound, string>>;

export const slotErrorKey = (day: number, index: number) => `${day}:${index}`;

/**
 * What `doctorScheduleSchema` finds wrong with each slot (an overlap is reported on the later
 * slot's start, an end before the start on the end), keyed by `slotErrorKey(day, index)`; empty
 * when the week may be saved as it is.
 */
export function scheduleSlotErrors(schedule: DoctorSchedule): Map<string, SlotErrors> {
  const errors = new Map<string, SlotErrors>();
  const parsed = doctorScheduleSchema.safeParse(schedule);
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const [list, dayIndex, slots, slotIndex, bound] = issue.path;
    if (list !== 'doctor_schedule' || slots !== 'slots') continue;
    if (typeof dayIndex !== 'number' || typeof slotIndex !== 'number') continue;
    const day = schedule.doctor_schedule[dayIndex]?.day;
    if (day === undefined) continue;
    const key = slotErrorKey(day, slotIndex);
    const at: SlotBound = bound === 'to' ? 'to' : 'from';
    const entry = errors.get(key) ?? {};
    // The first message of an end is the one shown.
    if (entry[at] === undefined) entry[at] = issue.message;
    errors.set(key, entry);
  }
  return errors;
}

/** A domain validation token (`validation.quarterHour|{"field":"fields.scheduleFrom"}`) as text. */
export function validationText(text: DomainTranslate, token: string): string {
  const { key, params } = parseValidationMessage(token);
  const field = params['field'];
  return text(key, typeof field === 'string' ? { ...params, field: text(field) } : params);
}
