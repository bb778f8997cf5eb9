import { isActionAllowed } from '../visits/status-actions';
import type { VisitStatus } from '../visits/status';

/**
 * Whether a reservation can move to another time (docs/decisions/0050-rescheduling.md): it is
 * BOOKED, its visit has not started, and the no-show job has not marked it (its time passed
 * without the patient; that record stays as it is, and a new booking is made instead).
 */
export function isReschedulable(reservation: {
  status: VisitStatus;
  noShow: boolean;
  visitId: string | null;
}): boolean {
  return (
    isActionAllowed(reservation.status, 'reschedule') &&
    !reservation.noShow &&
    reservation.visitId === null
  );
}
