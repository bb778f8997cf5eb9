import { canSellAtCounter } from '../access/permissions';
import type { Role } from '../access/roles';
import type { PaymentHistoryRow } from './payment-view.schema';

/** What pressing a row of the payment history opens (spec 2 §2.6). */
export type PaymentHistoryRowAction =
  { kind: 'reservation'; reservationId: string } | { kind: 'payment'; paymentId: string };

/**
 * A row with a reservation opens the reservation's detail (its payment section corrects it); a row
 * without one opens its payment chain for a correction. A counter sale's chain is the front desk's
 * only (`canSellAtCounter`): the server answers a practitioner 404 for it, so their row opens
 * nothing. Any row of a chain (the payment or a correction) opens the same chain.
 */
export function paymentHistoryRowAction(
  row: Pick<PaymentHistoryRow, 'payment_id' | 'booking_id' | 'visit_id'>,
  role: Role | null | undefined,
): PaymentHistoryRowAction | null {
  if (row.booking_id !== null) return { kind: 'reservation', reservationId: row.booking_id };
  if (row.visit_id === null && !canSellAtCounter(role)) return null;
  return { kind: 'payment', paymentId: row.payment_id };
}
