import { localDateAt } from '../dates/utc-offset';

/**
 * Whether starting a reservation's visit now would start it on another day than the one it was
 * booked for (the clinic's local date at `now`): the front desk is asked first, since a start on
 * the wrong row is easy to make and hard to undo (docs/decisions/0047-transferred-visit-credit.md).
 */
export function isReservationOnAnotherDay(
  reservationDate: string,
  now: Date,
  offsetHours: number,
): boolean {
  return reservationDate !== localDateAt(now.toISOString(), offsetHours);
}
