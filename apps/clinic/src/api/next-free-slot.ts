import type { VisitDuration } from '@praktik/domain/slots/visit-durations';
import { request } from './fetcher';

/*
 * The add dialog's "Slot kosong berikutnya": GET /api2/reservation/v1/next-free-slot of the
 * reservation service (docs/api.md, "Reservations"). Read when asked, never kept: the answer
 * belongs to the moment it was asked (the clock moves, others book).
 */

/** The earliest free slot, in the add-reservation form's own fields. */
export interface NextFreeSlot {
  doctorId: string;
  doctorName: string;
  dateVisit: string;
  /** The slot's quarter hours ('HH:mm:ss'), the form's `timeVisit`. */
  timeVisit: string[];
  availability_start: string;
  availability_end: string;
}

export interface NextFreeSlotAnswer {
  duration: number;
  /** The clinic's today and the last day looked at ('YYYY-MM-DD'). */
  searchedFrom: string;
  searchedThrough: string;
  /** Null: nothing free in those days. */
  slot: NextFreeSlot | null;
}

/** The earliest free slot of `duration` from now: `practitionerId`'s, or anyone's when null. */
export async function getNextFreeSlot(
  practitionerId: string | null,
  duration: VisitDuration,
): Promise<NextFreeSlotAnswer> {
  const query = new URLSearchParams({ duration: String(duration) });
  if (practitionerId) query.set('doctor_id', practitionerId);
  return (
    await request<{ data: NextFreeSlotAnswer }>(`/api2/reservation/v1/next-free-slot?${query}`)
  ).data;
}
