import { z } from 'zod';
import { invalid } from '../validation/message';
import { isoDateField } from '../validation/fields';
import { timeVisitSchema } from './time-visit.schema';

const TARGET_MESSAGE = invalid('fields.doctorOrTherapist');

/**
 * Spec 2 §2.5, §5: moving a patient to another doctor or therapist. The target is required (its
 * not-valid message), the time non-empty (the not-valid message for the time) and one run of
 * slots; the date is the reservation's own; the location may stay empty.
 */
export const transferSchema = z.object({
  doctorId: z
    .string({ error: TARGET_MESSAGE })
    .trim()
    .min(1, { error: TARGET_MESSAGE })
    .max(64, { error: TARGET_MESSAGE }),
  dateVisit: isoDateField('fields.dateVisit'),
  timeVisit: timeVisitSchema(invalid('fields.slotTime')),
  locationId: z
    .string()
    .trim()
    .max(64, { error: invalid('fields.location') })
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type Transfer = z.infer<typeof transferSchema>;
export type TransferForm = z.input<typeof transferSchema>;
