import type { Repositories } from '../../composition/repositories';
import type { ReservationRow } from './reservations.repository';

/**
 * Gives a reservation that has just won its slot the next number of its day's queue
 * (`date`: the queue's day). Every way into a practitioner's day (the clinic's booking, the online
 * one, a move by the clinic or the patient, a transfer) numbers only then, so each takes the
 * practitioner's booking turn (`insertReservation`, `moveReservation`) before the day's
 * queue-number row. Two taking them in the other order waited on each other until PostgreSQL
 * aborted one, which answered 500 (booking-lock-order.postgres.test.ts). In the caller's
 * transaction: a booking refused after this gives its number back.
 */
export async function numberInQueue(
  tx: Repositories,
  businessId: string,
  reservation: ReservationRow,
  date: string,
  by: string | null,
): Promise<ReservationRow> {
  const sequenceNumber = await tx.visits.nextSequenceNumber(
    businessId,
    date,
    reservation.practitionerId,
    by,
  );
  await tx.reservations.updateReservation(businessId, reservation.id, { sequenceNumber }, by);
  return { ...reservation, sequenceNumber };
}
