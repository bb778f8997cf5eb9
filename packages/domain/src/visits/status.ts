import { z } from 'zod';

/**
 * Spec 2 §4: a visit (a reservation once the patient arrives) is in one of five statuses.
 * BOOKED: reserved, not started; ACTIVE: the patient is being seen; WAITING_PAYMENT: the visit
 * ended before its payment was recorded; DONE: ended and paid; CANCELLED: called off.
 */
export const VISIT_STATUSES = ['BOOKED', 'ACTIVE', 'WAITING_PAYMENT', 'DONE', 'CANCELLED'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

export const visitStatusSchema = z.enum(VISIT_STATUSES);

/** The text key of a status's label: `status.BOOKED` ("Reservasi" / "Booked"). */
export function statusLabelKey(status: VisitStatus): string {
  return `status.${status}`;
}

export type StatusColorToken =
  'statusBooked' | 'statusActive' | 'statusWaitingPayment' | 'statusDone' | 'statusCancelled';

/** The UI theme's colour token for each status (its badges and calendar events). */
export const STATUS_COLOR_TOKENS: Record<VisitStatus, StatusColorToken> = {
  BOOKED: 'statusBooked',
  ACTIVE: 'statusActive',
  WAITING_PAYMENT: 'statusWaitingPayment',
  DONE: 'statusDone',
  CANCELLED: 'statusCancelled',
};
