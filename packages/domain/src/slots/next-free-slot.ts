import type { Booking, ClinicNow, WeeklySchedule } from './available-slots';
import { bookableDaySlots, consecutiveDates } from './bookable-slots';
import { unitsOfGroup } from './group-slots';
import type { Slot, SlotTime } from './time-of-day';
import { minutesToTime, timeToMinutes } from './time-of-day';
import type { VisitDuration } from './visit-durations';

/**
 * How far ahead the next free slot is looked for: today and the 29 days after it. A month holds
 * every weekday of a weekly schedule four times over, so a practitioner who works at all and has
 * an hour free shows up; a receptionist on the phone is better served by "nothing this month"
 * than by a date three months out; and it bounds the reservations read and the days walked per
 * call (docs/decisions/0057-next-free-slot.md). It lies inside the booking window (three months).
 */
export const NEXT_FREE_SLOT_DAYS = 30;

/** A reservation of the practitioner on one of the clinic's dates ('YYYY-MM-DD'). */
export interface DatedBooking extends Booking {
  date: string;
}

/** What one practitioner's free time is computed from. */
export interface PractitionerAgenda {
  id: string;
  /** Orders practitioners offering the same time: the timetable's rows, by name then id. */
  name: string;
  schedule: WeeklySchedule;
  /** Their reservations over the days looked at (others are ignored); cancelled ones free time. */
  bookings: readonly DatedBooking[];
}

export interface NextFreeSlotInput {
  /** One practitioner ("this doctor") or every practitioner who may be booked ("any"). */
  practitioners: readonly PractitionerAgenda[];
  duration: VisitDuration;
  /** The clinic's clock: a slot that has begun is not offered, nor any earlier day. */
  now: ClinicNow;
  /** @default NEXT_FREE_SLOT_DAYS */
  days?: number;
}

/** The earliest free slot: whose, which date, its span and its quarter hours (the form's). */
export interface NextFreeSlot extends Slot {
  practitionerId: string;
  date: string;
  /** The slot's 15-minute unit starts, as the add-reservation form's `timeVisit` takes them. */
  timeVisit: SlotTime[];
}

/** The timetable's order of rows: name (case aside), then id, so a tie always goes one way. */
function comesFirst(a: PractitionerAgenda, b: PractitionerAgenda): boolean {
  const nameA = a.name.toLowerCase();
  const nameB = b.name.toLowerCase();
  if (nameA !== nameB) return nameA < nameB;
  return a.id < b.id;
}

function bookingsByDate(bookings: readonly DatedBooking[]): Map<string, DatedBooking[]> {
  const byDate = new Map<string, DatedBooking[]>();
  for (const booking of bookings) {
    const day = byDate.get(booking.date);
    if (day) day.push(booking);
    else byDate.set(booking.date, [booking]);
  }
  return byDate;
}

/**
 * The earliest slot of `duration` that can be booked from now on, among the given practitioners,
 * within `days` days from the clinic's today; null when there is none. A practitioner's slots of
 * a date are the booking picker's (`bookableDaySlots`: the schedule grouped into slots of the
 * duration, booked and begun ones left out), so what this offers is what the picker offers and
 * the save accepts. Practitioners free at the same earliest time: the first in the timetable's
 * order (`comesFirst`), whatever order they are given in.
 */
export function nextFreeSlot({
  practitioners,
  duration,
  now,
  days = NEXT_FREE_SLOT_DAYS,
}: NextFreeSlotInput): NextFreeSlot | null {
  if (practitioners.length === 0 || days < 1) return null;
  const agendas = practitioners.map((practitioner) => ({
    practitioner,
    byDate: bookingsByDate(practitioner.bookings),
  }));
  for (const date of consecutiveDates(now.date, days)) {
    let best: { practitioner: PractitionerAgenda; slot: Slot; start: number } | null = null;
    for (const { practitioner, byDate } of agendas) {
      const slot = bookableDaySlots({
        schedule: practitioner.schedule,
        date,
        duration,
        bookings: byDate.get(date) ?? [],
        now,
      }).find((candidate) => candidate.isAvailable);
      const start = slot ? timeToMinutes(slot.start) : null;
      if (!slot || start === null) continue;
      if (
        best === null ||
        start < best.start ||
        (start === best.start && comesFirst(practitioner, best.practitioner))
      ) {
        best = { practitioner, slot, start };
      }
    }
    if (best) {
      return {
        practitionerId: best.practitioner.id,
        date,
        start: best.slot.start,
        end: best.slot.end,
        timeVisit: unitsOfGroup(best.start, duration).map(minutesToTime),
      };
    }
  }
  return null;
}
