import { needsNewQueueNumber } from '@praktik/domain/clinic/queue-numbering.schema';
import { DEFAULT_UTC_OFFSET_HOURS, localDayBounds } from '@praktik/domain/dates/utc-offset';
import { isSameSlot } from '@praktik/domain/reservations/reschedule.schema';
import { bookableDaySlots } from '@praktik/domain/slots/bookable-slots';
import { emptyDoctorSchedule } from '@praktik/domain/slots/doctor-schedule.schema';
import { selectionMinutes, selectionSpan } from '@praktik/domain/slots/slot-selection';
import { clinicClock, timeToMinutes } from '@praktik/domain/slots/time-of-day';
import type { Repositories } from '../../composition/repositories';
import { ConflictError, ValidationError } from '../../shared/errors';
import { numberInQueue } from './queue-number';
import type { ReservationRow } from './reservations.repository';

/**
 * Clinics have no zone setting yet: WIB (+7) until they do
 * (docs/decisions/0005-clinic-time-zone-wib.md).
 */
const OFFSET_HOURS = DEFAULT_UTC_OFFSET_HOURS;
const MINUTE_MS = 60_000;

export const slotTaken = () => new ConflictError('errors.slotTaken');

/** A clinic-local date and 'HH:mm:ss' as an instant. */
function clinicInstant(date: string, time: string): Date {
  const dayStart = Date.parse(localDayBounds(date, OFFSET_HOURS).start);
  return new Date(dayStart + (timeToMinutes(time) ?? 0) * MINUTE_MS);
}

/** The span a run of picked quarter hours covers (the schema has checked it is one run). */
export function spanOf(date: string, timeVisit: readonly string[]) {
  const span = selectionSpan(timeVisit);
  if (!span) throw new ValidationError('validation.selectTime', {}, 'timeVisit');
  return {
    reservationDate: date,
    startTime: span.start,
    endTime: span.end,
    startsAt: clinicInstant(date, span.start),
    endsAt: clinicInstant(date, span.end),
    durationVisit: selectionMinutes(timeVisit),
  };
}

/** Where a reservation stands in a day's queue. */
export interface QueuePlace {
  practitionerId: string;
  reservationDate: string;
}

/**
 * The picked quarter hours must each be an open unit of the practitioner's schedule that date,
 * inside the booking window and not past (`bookableDaySlots`, with the day's reservations). A unit
 * already booked answers slotTaken, anything else slotUnavailable. This read is the polite
 * answer; the exclusion constraint is the guarantee.
 */
export async function assertBookable(
  tx: Repositories,
  now: Date,
  businessId: string,
  practitionerId: string,
  date: string,
  timeVisit: readonly string[],
  moving?: ReservationRow,
): Promise<void> {
  const schedule =
    (await tx.schedules.findSchedule(businessId, practitionerId)) ?? emptyDoctorSchedule();
  const booked = await tx.schedules.bookedRanges(businessId, practitionerId, date, date);
  // A reservation moving on its own row gives its time up as it moves (a shift by a quarter
  // hour overlaps itself): the one live span equal to its own is itself, live spans of one
  // practitioner never overlapping.
  const bookings = moving
    ? booked.filter(
        (range) =>
          !(
            moving.practitionerId === practitionerId &&
            range.date === moving.reservationDate &&
            range.start === moving.startTime &&
            range.end === moving.endTime &&
            range.status === moving.status
          ),
      )
    : booked;
  const units = new Map(
    bookableDaySlots({
      schedule,
      date,
      duration: 15,
      bookings,
      now: clinicClock(now, OFFSET_HOURS),
    }).map((unit) => [unit.start, unit]),
  );
  const picked = timeVisit.map((time) => units.get(time));
  if (picked.some((unit) => unit?.reason === 'booked')) throw slotTaken();
  if (picked.some((unit) => !unit?.isAvailable)) {
    throw new ConflictError('errors.slotUnavailable');
  }
}

/** Whether a reservation's move takes it to another queue: another day's, or practitioner's. */
export async function renumbers(
  tx: Repositories,
  businessId: string,
  from: QueuePlace,
  to: QueuePlace,
): Promise<boolean> {
  // Only a change of practitioner within the day depends on the clinic's numbering: read it then.
  if (from.reservationDate !== to.reservationDate) return true;
  if (from.practitionerId === to.practitionerId) return false;
  return needsNewQueueNumber(
    await tx.businesses.findQueueNumbering(businessId),
    { practitionerId: from.practitionerId, date: from.reservationDate },
    { practitionerId: to.practitionerId, date: to.reservationDate },
  );
}

export interface BookedMove {
  businessId: string;
  /** The reservation, locked by the caller's transaction and checked movable. */
  reservation: ReservationRow;
  practitionerId: string;
  dateVisit: string;
  timeVisit: readonly string[];
  /** Who moves it: a user of the clinic, or null for the patient by their link. */
  by: string | null;
  now: Date;
}

/** A move that happened: the reservation as it was and as it is. */
export interface MovedReservation {
  from: ReservationRow;
  to: ReservationRow;
}

/**
 * Moves a BOOKED reservation in place (docs/decisions/0050-rescheduling.md), for the clinic's
 * dialog and the patient's link alike: checked as a new booking is, the exclusion constraint
 * judging a race (409 slotTaken), the calendar SEQUENCE raised and the reminder owed again, and a
 * new queue number once the slot is won in another queue. Null when it names the span it has.
 */
export async function moveBookedReservation(
  tx: Repositories,
  move: BookedMove,
): Promise<MovedReservation | null> {
  const { businessId, reservation, practitionerId, by } = move;
  const span = spanOf(move.dateVisit, move.timeVisit);
  const unchanged = isSameSlot(
    {
      doctorId: reservation.practitionerId,
      dateVisit: reservation.reservationDate,
      start: reservation.startTime,
      end: reservation.endTime,
    },
    {
      doctorId: practitionerId,
      dateVisit: span.reservationDate,
      start: span.startTime,
      end: span.endTime,
    },
  );
  if (unchanged) return null;
  await assertBookable(
    tx,
    move.now,
    businessId,
    practitionerId,
    move.dateVisit,
    move.timeVisit,
    reservation,
  );
  const joinsAnotherQueue = await renumbers(tx, businessId, reservation, {
    practitionerId,
    reservationDate: span.reservationDate,
  });
  const moved = await tx.reservations.moveReservation(
    businessId,
    reservation.id,
    // Unnumbered in the queue it joins until the slot is ours, so its old number is not counted
    // among that queue's own.
    { practitionerId, ...span, sequenceNumber: joinsAnotherQueue ? 0 : reservation.sequenceNumber },
    by,
  );
  if (moved === 'slot-taken') throw slotTaken();
  if (!joinsAnotherQueue) return { from: reservation, to: moved };
  // Numbered once the slot is ours, as a new booking is: the old number means nothing in another
  // day's queue, nor in another practitioner's when each has their own.
  return {
    from: reservation,
    to: await numberInQueue(tx, businessId, moved, moved.reservationDate, by),
  };
}
