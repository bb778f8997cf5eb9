import type { MinuteRange } from '@praktik/domain/slots/time-of-day';
import type { AgendaListReservation } from '../AgendaList/agenda-list-options';

/**
 * A reservation of the week as its card shows it: the agenda's reservation (the timetable's
 * cards fit as they are), so a page hands the day views and the week the same rows.
 */
export type WeekAgendaReservation = AgendaListReservation;

/** One day of the practitioner's week. */
export interface WeekAgendaDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  /**
   * The spans the practitioner works that day, in minutes since midnight; empty: a day off (the
   * column is shaded and says so). Absent: not known, nothing is said.
   */
  scheduled?: readonly MinuteRange[];
  /** The day's reservations by time (the domain's `groupWeekByDay`). */
  reservations: readonly WeekAgendaReservation[];
}

/** A practitioner the picker offers. */
export interface WeekAgendaPractitioner {
  id: string;
  name: string;
}
