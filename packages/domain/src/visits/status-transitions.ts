import type { VisitStatus } from './status';
import type { ReservationAction } from './status-actions';

/**
 * What moves a visit from one status to another (spec 2 §4): the dialog's cancel, start and
 * end-visit actions, and recording its payment.
 */
export const TRANSITION_TRIGGERS = ['cancel', 'startVisit', 'endVisit', 'recordPayment'] as const;
export type TransitionTrigger = (typeof TRANSITION_TRIGGERS)[number];

export interface VisitTransition {
  from: VisitStatus;
  to: VisitStatus;
  by: TransitionTrigger;
}

/**
 * The only legal status changes. DONE and CANCELLED are final: nothing leads out of them.
 * Ending a visit goes to DONE when its payment is already recorded, else to WAITING_PAYMENT
 * (the app sends "status DONE" with the end-visit call, spec 1 §3; the server decides with
 * `statusAfterEndVisit`). A visit started from the patient list, or saved with "Simpan dan
 * Mulai", is created ACTIVE: that is a creation, not a transition.
 */
export const VISIT_TRANSITIONS: readonly VisitTransition[] = [
  { from: 'BOOKED', to: 'CANCELLED', by: 'cancel' },
  { from: 'BOOKED', to: 'ACTIVE', by: 'startVisit' },
  { from: 'ACTIVE', to: 'WAITING_PAYMENT', by: 'endVisit' },
  { from: 'ACTIVE', to: 'DONE', by: 'endVisit' },
  { from: 'WAITING_PAYMENT', to: 'DONE', by: 'recordPayment' },
];

export function canTransition(from: VisitStatus, to: VisitStatus): boolean {
  return VISIT_TRANSITIONS.some((t) => t.from === from && t.to === to);
}

/**
 * The transitions a trigger may cause (end visit has two, chosen by payment); an action that
 * changes no status (print invoice, move patient, ...) has none.
 */
export function transitionFor(
  action: ReservationAction | TransitionTrigger,
): readonly VisitTransition[] {
  return VISIT_TRANSITIONS.filter((t) => t.by === action);
}

/** Ending an ACTIVE visit: DONE when paid, WAITING_PAYMENT ("Belum Bayar") otherwise. */
export function statusAfterEndVisit({ paid }: { paid: boolean }): VisitStatus {
  return paid ? 'DONE' : 'WAITING_PAYMENT';
}

/**
 * The status once a payment is recorded: a visit waiting for payment is done; an active visit
 * stays active (it is still going on; ending it later makes it DONE at once). `null`: no payment
 * may be recorded in this status, the payment form not being editable (BOOKED and CANCELLED
 * have none, DONE's is read-only).
 */
export function statusAfterPayment(status: VisitStatus): VisitStatus | null {
  switch (status) {
    case 'WAITING_PAYMENT':
      return 'DONE';
    case 'ACTIVE':
      return 'ACTIVE';
    case 'DONE':
    case 'BOOKED':
    case 'CANCELLED':
      return null;
  }
}
