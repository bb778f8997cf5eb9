import { scheduleDaySchema, type ScheduleSlot } from './doctor-schedule.schema';
import { minutesToHourMinute, minutesToTime, timeToMinutes } from './time-of-day';
import { validationMessage } from '../validation/message';

/**
 * Decision 0052: a day's hours typed as ranges ("08:00-12:00, 13:00-17:00") instead of built one
 * added hour at a time. Times may be written as the front desk writes them: 8, 08, 8:00, 08.00;
 * the ranges may be separated by commas, semicolons or new lines, each range's ends by a hyphen or
 * a dash. The result passes the same rules as any slot (the 15-minute grid, an end after its
 * start, no overlap).
 */
export const SCHEDULE_RANGES_MESSAGE = validationMessage('validation.scheduleRanges');

const RANGE = /^(\d{1,2})(?:[:.](\d{2}))?\s*[-–—]\s*(\d{1,2})(?:[:.](\d{2}))?$/;

/** A day's slots as the range field shows them: '09:00-12:00, 13:00-17:00'. */
export function formatScheduleRanges(slots: readonly Pick<ScheduleSlot, 'from' | 'to'>[]): string {
  return slots
    .map((slot) => {
      const from = timeToMinutes(slot.from);
      const to = timeToMinutes(slot.to);
      return from === null || to === null
        ? `${slot.from}-${slot.to}`
        : `${minutesToHourMinute(from)}-${minutesToHourMinute(to)}`;
    })
    .join(', ');
}

function timeOf(hours: string, minutes: string | undefined): string | null {
  const text = `${hours.padStart(2, '0')}:${minutes ?? '00'}`;
  const total = timeToMinutes(text);
  return total === null ? null : minutesToTime(total);
}

export type ParsedScheduleRanges =
  { slots: ScheduleSlot[]; error?: undefined } | { slots?: undefined; error: string };

/**
 * The day's slots the text describes, in time order; a range the day already has keeps its on or
 * off switch, a new one is on. An empty text is a day without slots. The error is a validation
 * token: the format's example when a range cannot be read, else the slot rule it breaks.
 */
export function parseScheduleRanges(
  text: string,
  current: readonly ScheduleSlot[] = [],
): ParsedScheduleRanges {
  const parts = text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const slots: ScheduleSlot[] = [];
  for (const part of parts) {
    const match = RANGE.exec(part);
    if (!match) return { error: SCHEDULE_RANGES_MESSAGE };
    const from = timeOf(match[1]!, match[2]);
    const to = timeOf(match[3]!, match[4]);
    if (from === null || to === null) return { error: SCHEDULE_RANGES_MESSAGE };
    const kept = current.find((slot) => slot.from === from && slot.to === to);
    slots.push({ from, to, enabled: kept?.enabled ?? true });
  }
  slots.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const checked = scheduleDaySchema.safeParse({ day: 2, isActive: true, slots });
  if (!checked.success) return { error: checked.error.issues[0]!.message };
  return { slots };
}
