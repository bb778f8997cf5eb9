/*
 * Dates and times of a booking as the patient reads them. Reservation dates and times are the
 * clinic's wall clock ('YYYY-MM-DD', 'HH:mm:ss'): they are written as they are, never moved
 * through the browser's zone (a patient abroad still sees the clinic's 09:00). The domain writes
 * them from the app's own words, so a booking's page loads none of ICU's locale data.
 */

/** "Kamis, 26 November 2026": the domain's, as the booking's mail writes it. */
export { visitDateText } from '@praktik/domain/dates/visit-date-text';

/** The week header's day: "Kam" and "26 Nov". */
export { weekHeaderDayText as headerDayText } from '@praktik/domain/dates/visit-date-text';

/** '09:15:00' → '09:15'. */
export function clockText(time: string): string {
  return time.slice(0, 5);
}
