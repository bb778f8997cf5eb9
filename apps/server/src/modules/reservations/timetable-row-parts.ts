import { scheduledRanges } from '@praktik/domain/slots/available-slots';
import { minutesToTime } from '@praktik/domain/slots/time-of-day';
import type { TimetableRowView } from './reservation-view.schema';
import type { TimetablePractitionerRow, TimetableReservationOf } from './reservations.repository';

type CardView = TimetableRowView['reservations'][number];

/**
 * A stored reservation as its card carries it: the repository's three columns of a transfer
 * become `transferredTo` (null: the patient was not moved). The timetable and the week share it.
 */
export function timetableCardOf({
  practitionerId: _practitionerId,
  transferredToBookingId,
  transferredToDoctorId,
  transferredToDoctorName,
  ...card
}: TimetableReservationOf): CardView {
  return {
    ...card,
    transferredTo:
      transferredToBookingId === null
        ? null
        : {
            bookingId: transferredToBookingId,
            doctorId: transferredToDoctorId ?? '',
            doctorName: transferredToDoctorName ?? '',
          },
  };
}

/** The spans a practitioner works on a date, from their saved week (none without one). */
export function scheduledSlotsOf(
  practitioner: TimetablePractitionerRow,
  date: string,
): TimetableRowView['availableSlot'] {
  if (!practitioner.days) return [];
  return scheduledRanges(
    { weekend_mode: practitioner.weekendMode ?? false, doctor_schedule: practitioner.days },
    date,
  ).map((range) => ({
    availability_start: minutesToTime(range.start),
    availability_end: minutesToTime(range.end),
  }));
}
