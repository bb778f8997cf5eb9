import { sundayBasedWeekdayOf } from '../dates/iso-day';

/** Spec 1 §9, spec 2 §2.11: weekdays are numbered 1 (Sunday) to 7 (Saturday). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_NAMES = {
  1: 'SUNDAY',
  2: 'MONDAY',
  3: 'TUESDAY',
  4: 'WEDNESDAY',
  5: 'THURSDAY',
  6: 'FRIDAY',
  7: 'SATURDAY',
} as const satisfies Record<Weekday, string>;
export type WeekdayName = (typeof WEEKDAY_NAMES)[Weekday];

export const SUNDAY: Weekday = 1;
export const SATURDAY: Weekday = 7;

export function isWeekday(value: unknown): value is Weekday {
  return (WEEKDAYS as readonly unknown[]).includes(value);
}

/** The weekday (1 = Sunday .. 7 = Saturday) of a 'YYYY-MM-DD' date; throws on a non-date. */
export function weekdayOf(isoDate: string): Weekday {
  return (sundayBasedWeekdayOf(isoDate) + 1) as Weekday;
}

export function isWeekend(day: Weekday): boolean {
  return day === SUNDAY || day === SATURDAY;
}

/** Text keys: `weekday.SUNDAY` ("Minggu" / "Sunday"), `weekdayShort.SUNDAY` ("Min" / "Sun"). */
export function weekdayLabelKey(day: Weekday): `weekday.${WeekdayName}` {
  return `weekday.${WEEKDAY_NAMES[day]}`;
}

export function weekdayShortLabelKey(day: Weekday): `weekdayShort.${WeekdayName}` {
  return `weekdayShort.${WEEKDAY_NAMES[day]}`;
}
