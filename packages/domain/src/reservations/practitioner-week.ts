import { isPractitioner, type Role } from '../access/roles';
import { addIsoDays, sundayBasedWeekdayOf } from '../dates/iso-day';

/** A week is seven days, Monday to Sunday, as clinics in Indonesia plan their week. */
export const WEEK_LENGTH = 7;

/** The Monday that starts the week holding a 'YYYY-MM-DD' day; throws on a text that is not one. */
export function weekStartOf(isoDay: string): string {
  // Sunday (0) is the week's last day, six days after its Monday.
  return addIsoDays(isoDay, -((sundayBasedWeekdayOf(isoDay) + 6) % 7));
}

/** The seven days, Monday to Sunday, of the week holding a 'YYYY-MM-DD' day. */
export function weekDaysOf(isoDay: string): string[] {
  const monday = weekStartOf(isoDay);
  return Array.from({ length: WEEK_LENGTH }, (_, offset) => addIsoDays(monday, offset));
}

/** A reservation as the week reads it: its day, when it starts, its queue number. */
export interface WeekReservation {
  /** 'YYYY-MM-DD', the clinic's date. */
  date: string;
  /** 'HH:mm:ss' (or 'HH:mm'). */
  start: string;
  noSequence: number | string;
}

/** One day of a practitioner's week with its reservations by time. */
export interface WeekDay<R> {
  date: string;
  reservations: R[];
}

/** 'HH:mm' and 'HH:mm:ss' compare as the same instant: 09:00 equals 09:00:00. */
const startKey = (start: string): string => (start.length === 5 ? `${start}:00` : start);

const queueNumber = (value: number | string): number => {
  const number = Number(value);
  return Number.isFinite(number) ? number : Number.POSITIVE_INFINITY;
};

/**
 * A practitioner's week as seven days, Monday to Sunday of the week holding `isoDay`, each with
 * its reservations by start time, then queue number. A day without reservations is still there
 * (an empty column says "nothing booked", not "no such day"); a reservation outside the week is
 * left out.
 */
export function groupWeekByDay<R extends WeekReservation>(
  isoDay: string,
  reservations: readonly R[],
): WeekDay<R>[] {
  const days = weekDaysOf(isoDay).map((date): WeekDay<R> => ({ date, reservations: [] }));
  const byDate = new Map(days.map((day) => [day.date, day]));
  for (const reservation of reservations)
    byDate.get(reservation.date)?.reservations.push(reservation);
  for (const day of days) {
    day.reservations.sort((a, b) => {
      const [startA, startB] = [startKey(a.start), startKey(b.start)];
      return (
        (startA < startB ? -1 : startA > startB ? 1 : 0) ||
        queueNumber(a.noSequence) - queueNumber(b.noSequence)
      );
    });
  }
  return days;
}

/** A practitioner the week can show, as the clinic's list of practitioners (by name) has them. */
export interface WeekPractitioner {
  id: string;
  role: Role;
}

/**
 * The practitioners whose week the viewer may pick: a doctor or beautician only themselves
 * (spec 2 §6: they see their own timetable), everyone else all of them.
 */
export function weekPractitionerChoices<P extends WeekPractitioner>(
  practitioners: readonly P[],
  viewer: { role: Role | null; userId: string },
): P[] {
  return isPractitioner(viewer.role)
    ? practitioners.filter((practitioner) => practitioner.id === viewer.userId)
    : [...practitioners];
}

/**
 * Whose week is shown: a doctor or beautician their own, whatever is asked; for the others the
 * practitioner asked for (the address's `doctor`) while the clinic has them, else the first doctor
 * of the list (by name), else its first practitioner; null when the clinic has none.
 */
export function weekPractitionerOf(
  practitioners: readonly WeekPractitioner[],
  viewer: { role: Role | null; userId: string },
  asked: string | null,
): string | null {
  if (isPractitioner(viewer.role)) return viewer.userId;
  if (asked !== null && practitioners.some((practitioner) => practitioner.id === asked)) {
    return asked;
  }
  const firstDoctor = practitioners.find((practitioner) => practitioner.role === 'ROLE_DOCTOR');
  return (firstDoctor ?? practitioners[0])?.id ?? null;
}
