import type { VisitStatus } from '../visits/status';

/** What decides whether a reservation is an online booking still waiting for its confirmation. */
export interface ConfirmationState {
  source: 'CLINIC' | 'ONLINE';
  status: VisitStatus;
  confirmedAt: Date | null;
}

/**
 * An online booking whose booker has not opened the mail's confirmation link, and that still
 * holds its slot as a booking (a started, cancelled or finished one is past the question). The
 * clinic's own reservations are confirmed as they are made.
 */
export function isUnconfirmedOnlineBooking(reservation: ConfirmationState): boolean {
  return (
    reservation.source === 'ONLINE' &&
    reservation.confirmedAt === null &&
    reservation.status === 'BOOKED'
  );
}

/**
 * When an unconfirmed hold made at `bookedAt` runs out under the clinic's `holdMinutes`; null when
 * the clinic lets holds stand until their time.
 */
export function unconfirmedHoldEnd(bookedAt: Date, holdMinutes: number | null): Date | null {
  return holdMinutes === null ? null : new Date(bookedAt.getTime() + holdMinutes * 60_000);
}
