import type { MinuteRange, SlotTime } from '@praktik/domain/slots/time-of-day';
import type { VisitStatus } from '@praktik/domain/visits/status';

/** A reservation card: one patient's reservation starting at `start` ('HH:mm:ss'). */
export interface TimetableReservation {
  id: string;
  /** 'HH:mm:ss' (or 'HH:mm'); the card sits in the column of this hour. */
  start: SlotTime;
  /** Its end, 'HH:mm:ss'; the card shows it after the start when known and there is room. */
  end?: SlotTime;
  patientName: string;
  /** The day's queue number (spec 2 §3 `noSequence`). */
  noSequence: number | string;
  status: VisitStatus;
  /** Booked, its time passed and the patient never came (spec 2 §4): the card says so. @default false */
  noShow?: boolean;
  /**
   * An online booking its booker has not confirmed by the mail's link yet: the slot is held on
   * an unproven address, and the card says so. @default false
   */
  unconfirmed?: boolean;
  /**
   * The practitioner a transfer moved the patient to from this reservation: the card says where
   * they went instead of a visit of its own (its time stays held). @default null
   */
  transferredTo?: string | null;
  /** The service booked: the grid does not show it; the agenda of the same rows does. */
  serviceId?: string | null;
}

/**
 * One row of the timetable (spec 2 §3 "Reservation timetable row"). Treat it as immutable: a
 * changed row is a new object, so unchanged rows are not drawn again.
 */
export interface TimetableDoctor {
  doctorId: string;
  doctorName: string;
  /**
   * The spans the doctor works on the date, in minutes since midnight (e.g. the domain's
   * `scheduledRanges(schedule, date)`). Hours outside them offer no plus button.
   */
  scheduled: readonly MinuteRange[];
  reservations: readonly TimetableReservation[];
}

/** The hours picked to add a reservation: [start, end) on the grid's date, 'HH:mm:ss'. */
export interface TimetableSelection {
  doctorId: string;
  date: string;
  start: SlotTime;
  /** Exclusive; '24:00:00' when the 23:00 column is included. */
  end: SlotTime;
}

/** The clinic's wall clock (the domain's `clinicClock(instant)`): hours already over are past. */
export interface TimetableNow {
  date: string;
  time: SlotTime;
}

/** Width of the doctor column and of an hour column, in px (the grid scrolls sideways). */
export const DOCTOR_COLUMN_WIDTH = 184;
export const HOUR_COLUMN_WIDTH = 132;
