import { z } from 'zod';
import { invalid } from '../validation/message';
import { isoDateField } from '../validation/fields';
import { timeVisitSchema } from './time-visit.schema';

const PRACTITIONER_MESSAGE = invalid('fields.doctorOrTherapist');

/**
 * Rescheduling a BOOKED reservation (docs/decisions/0050-rescheduling.md): a new date and a run
 * of quarter hours, with the same practitioner or another of the clinic who works then. The
 * practitioner is required (the dialog starts at the reservation's own), the time non-empty and
 * one run on the quarter-hour grid, as a new reservation's.
 */
export const rescheduleSchema = z.object({
  doctorId: z
    .string({ error: PRACTITIONER_MESSAGE })
    .trim()
    .min(1, { error: PRACTITIONER_MESSAGE })
    .max(64, { error: PRACTITIONER_MESSAGE }),
  dateVisit: isoDateField('fields.dateVisit'),
  timeVisit: timeVisitSchema(),
});
export type Reschedule = z.infer<typeof rescheduleSchema>;
export type RescheduleForm = z.input<typeof rescheduleSchema>;

/** Whether a move names the span the reservation already has (nothing to move). */
export function isSameSlot(
  reservation: { doctorId: string; dateVisit: string; start: string; end: string },
  to: { doctorId: string; dateVisit: string; start: string; end: string },
): boolean {
  return (
    reservation.doctorId === to.doctorId &&
    reservation.dateVisit === to.dateVisit &&
    reservation.start === to.start &&
    reservation.end === to.end
  );
}
