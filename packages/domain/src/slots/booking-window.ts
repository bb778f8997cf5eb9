import { addIsoDays, addIsoMonths, isIsoDay } from '../dates/iso-day';
import type { Weekday } from './weekdays';
import { weekdayOf } from './weekdays';

/** Spec 1 §9: a visit can be booked from today up to 3 months ahead, both ends included. */
export const BOOKING_WINDOW_MONTHS = 3;
/** Spec 1 §9: the week header shows 7 days. */
export const WEEK_HEADER_DAYS = 7;

/** The first and last bookable dates, 'YYYY-MM-DD'; 30 November + 3 months is 28 February. */
export function bookingWindow(today: string): { first: string; last: string } {
  return { first: addIsoDays(today, 0), last: addIsoMonths(today, BOOKING_WINDOW_MONTHS) };
}

/** Whether a date lies in the booking window; a date that is not 'YYYY-MM-DD' is not bookable. */
export function isBookableDate(date: string, today: string): boolean {
  if (!isIsoDay(date)) return false;
  const { first, last } = bookingWindow(today);
  // 'YYYY-MM-DD' strings order as the dates they name.
  return date >= first && date <= last;
}

export interface WeekHeaderDay {
  date: string;
  weekday: Weekday;
  isToday: boolean;
  isBookable: boolean;
}

/** The 7 days of the header starting at `firstDay`, each with its weekday and bookability. */
export function weekHeader(firstDay: string, today: string): WeekHeaderDay[] {
  return Array.from({ length: WEEK_HEADER_DAYS }, (_, offset) => {
    const date = addIsoDays(firstDay, offset);
    return {
      date,
      weekday: weekdayOf(date),
      isToday: date === today,
      isBookable: isBookableDate(date, today),
    };
  });
}

/** The header's arrows: earlier weeks only while they hold a bookable day, likewise later ones. */
export function canShowPreviousWeek(firstDay: string, today: string): boolean {
  return addIsoDays(firstDay, 0) > bookingWindow(today).first;
}

export function canShowNextWeek(firstDay: string, today: string): boolean {
  const nextFirst = addIsoDays(firstDay, WEEK_HEADER_DAYS);
  return nextFirst <= bookingWindow(today).last;
}

/** The first day of the header `weeks` weeks later (earlier when negative). */
export function shiftWeek(firstDay: string, weeks: number): string {
  return addIsoDays(firstDay, weeks * WEEK_HEADER_DAYS);
}
