/**
 * The reservation page's views: the day as the timetable grid or as the agenda list, and one
 * practitioner's week (docs/decisions/0061-week-view.md).
 */
export const TIMETABLE_VIEWS = ['grid', 'agenda', 'week'] as const;
export type TimetableView = (typeof TIMETABLE_VIEWS)[number];

/** The agenda's doctor choice that keeps every practitioner (the address's `doctor=all`). */
export const EVERY_DOCTOR = 'all';

export function isTimetableView(value: unknown): value is TimetableView {
  return (TIMETABLE_VIEWS as readonly unknown[]).includes(value);
}

/**
 * The view the reservation page shows: the one the address asks for; without one, the agenda at
 * phone width (the grid shows one hour per screen there) and the grid elsewhere.
 */
export function timetableViewOf(asked: string | null, isPhoneWidth: boolean): TimetableView {
  if (isTimetableView(asked)) return asked;
  return isPhoneWidth ? 'agenda' : 'grid';
}

/** The view of one day, which a day of the week opens on: as the page opens without a view. */
export function dayViewOf(isPhoneWidth: boolean): TimetableView {
  return timetableViewOf(null, isPhoneWidth);
}

/** A row of the day's timetable as the agenda's default reads it: whose it is, and their role. */
export interface AgendaPractitioner {
  doctorId: string;
  /** The practitioner's role ('ROLE_DOCTOR', 'ROLE_BEAUTICIAN'); absent when not known. */
  role?: string;
}

/**
 * Whose day the agenda shows (null: every practitioner's). The practitioner the address asks for
 * while they are on the day's timetable, or everyone for `EVERY_DOCTOR`; otherwise one
 * practitioner's day at phone width and everyone's elsewhere. At phone width that is the first
 * doctor of the timetable's order (by name), else its first row: the week view's rule
 * (`weekPractitionerOf`), as a front desk on a phone mostly follows a doctor's day.
 */
export function agendaDoctorOf(
  doctors: readonly AgendaPractitioner[],
  asked: string | null,
  isPhoneWidth: boolean,
): string | null {
  if (asked === EVERY_DOCTOR) return null;
  if (asked !== null && doctors.some((doctor) => doctor.doctorId === asked)) return asked;
  if (!isPhoneWidth) return null;
  const firstDoctor = doctors.find((doctor) => doctor.role === 'ROLE_DOCTOR');
  return (firstDoctor ?? doctors[0])?.doctorId ?? null;
}
