import type { VisitStatus } from './status';

/**
 * The actions of the reservation and payment detail dialog (spec 2 §2.4, §4):
 * cancel (after confirmation), save the patient's data, start the visit, open the assessment,
 * end the visit, move (transfer) the patient, print the invoice, and the payment form's
 * correction section; and reschedule a booking to another time
 * (docs/decisions/0050-rescheduling.md).
 */
export const RESERVATION_ACTIONS = [
  'cancel',
  'savePatient',
  'startVisit',
  'reschedule',
  'assessment',
  'endVisit',
  'movePatient',
  'printInvoice',
  'correction',
] as const;
export type ReservationAction = (typeof RESERVATION_ACTIONS)[number];

export type PaymentFormMode = 'editable' | 'read-only' | 'hidden';

/**
 * Spec 2 §4's table. Where it is silent:
 * - WAITING_PAYMENT also offers print invoice: the cashier takes the payment in this status and
 *   an ACTIVE visit may already print its bill. The correction section stays ACTIVE-only, as
 *   the table gives it ("payment section with correction" is listed for Aktif alone).
 * - DONE offers no correction: its payment form is read-only; a paid visit's payment is fixed
 *   from the payment history page (spec 2 §2.6, update-payment dialog).
 * - CANCELLED offers nothing ("read-only").
 */
const ACTIONS_BY_STATUS: Record<VisitStatus, ReadonlySet<ReservationAction>> = {
  BOOKED: new Set(['cancel', 'savePatient', 'startVisit', 'reschedule']),
  ACTIVE: new Set(['assessment', 'endVisit', 'movePatient', 'printInvoice', 'correction']),
  WAITING_PAYMENT: new Set(['printInvoice']),
  DONE: new Set(['printInvoice']),
  CANCELLED: new Set(),
};

export function allowedActions(status: VisitStatus): ReadonlySet<ReservationAction> {
  return ACTIONS_BY_STATUS[status];
}

export function isActionAllowed(status: VisitStatus, action: ReservationAction): boolean {
  return ACTIONS_BY_STATUS[status].has(action);
}

/**
 * The payment form: editable while the visit is going on or waiting for payment, read-only once
 * done, and not shown before the visit starts (BOOKED) nor for a cancelled reservation (which
 * never had one: only a BOOKED reservation can be cancelled).
 */
const PAYMENT_FORM_MODES: Record<VisitStatus, PaymentFormMode> = {
  BOOKED: 'hidden',
  ACTIVE: 'editable',
  WAITING_PAYMENT: 'editable',
  DONE: 'read-only',
  CANCELLED: 'hidden',
};

export function paymentFormMode(status: VisitStatus): PaymentFormMode {
  return PAYMENT_FORM_MODES[status];
}
