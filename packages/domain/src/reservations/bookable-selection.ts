import { bookableDaySlots } from '../slots/bookable-slots';
import type { Booking, ClinicNow, WeeklySchedule } from '../slots/available-slots';
import type { SlotTime } from '../slots/time-of-day';
import { SLOT_UNIT_MINUTES } from '../slots/time-of-day';

export interface BookableSelectionInput {
  schedule: WeeklySchedule;
  /** 'YYYY-MM-DD' in the clinic's zone. */
  date: string;
  /** The picked 15-minute unit starts (`timeVisitSchema`'s output). */
  selected: readonly SlotTime[];
  /** The practitioner's reservations on that date; cancelled ones free their time. */
  bookings: readonly Booking[];
  now: ClinicNow;
}

/**
 * Whether a picked run of quarter hours may be booked (saved or moved into): every unit of it is a
 * free slot the day offers (`bookableDaySlots` at 15 minutes: inside the schedule, inside the
 * booking window, not past, not held by a live reservation).
 */
export function isBookableSelection({
  schedule,
  date,
  selected,
  bookings,
  now,
}: BookableSelectionInput): boolean {
  if (selected.length === 0) return false;
  const free = new Set(
    bookableDaySlots({ schedule, date, duration: SLOT_UNIT_MINUTES, bookings, now })
      .filter((slot) => slot.isAvailable)
      .map((slot) => slot.start),
  );
  return selected.every((unit) => free.has(unit));
}
