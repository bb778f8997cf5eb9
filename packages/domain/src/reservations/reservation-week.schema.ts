import { z } from 'zod';
import { idSchema, isoDateField, isValidIsoDate } from '../validation/fields';
import { invalid } from '../validation/message';
import { weekDaysOf } from './practitioner-week';

/** Every day of the week is a date the API takes (the calendar's first and last weeks are not). */
function isWholeWeekInCalendar(date: string): boolean {
  // A text that is no date at all is the field's first refusal, said once.
  if (!isValidIsoDate(date)) return true;
  return weekDaysOf(date).every(isValidIsoDate);
}

/**
 * `GET /reservation/v1/week` (docs/api.md, "Reservations"): one practitioner's reservations of
 * the week, Monday to Sunday, that holds `date` (docs/decisions/0061-week-view.md).
 */
export const reservationWeekQuerySchema = z.object({
  doctor_id: idSchema('fields.doctor'),
  date: isoDateField('fields.dateVisit').refine(isWholeWeekInCalendar, {
    error: invalid('fields.dateVisit'),
  }),
});
export type ReservationWeekQuery = z.infer<typeof reservationWeekQuerySchema>;
