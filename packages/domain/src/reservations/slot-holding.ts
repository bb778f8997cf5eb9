import type { VisitStatus } from '../visits/status';

/**
 * Spec 2 §4: cancelling sets a reservation to CANCELLED, which frees its time for another
 * booking; a reservation in any other status (booked, active, waiting for payment, done) keeps
 * the doctor's slot taken.
 */
export function holdsSlot(status: VisitStatus): boolean {
  return status !== 'CANCELLED';
}
