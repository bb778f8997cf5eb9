import { z } from 'zod';
import { invalid } from '../validation/message';
import { visitDurationSchema } from './visit-duration.schema';

/** A blank query value ("doctor_id=") is one not sent. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * `GET /reservation/v1/next-free-slot` (docs/api.md, "Reservations"): the earliest free slot of a
 * visit of `duration` minutes for one practitioner (`doctor_id`) or, without one, for any
 * practitioner of the clinic. The clinic's clock is WIB like the save's, so there is no
 * `current_utc` (docs/decisions/0057-next-free-slot.md).
 */
export const nextFreeSlotQuerySchema = z.object({
  doctor_id: z.preprocess(
    blankToUndefined,
    z
      .string({ error: invalid('fields.doctor') })
      .trim()
      .max(64, { error: invalid('fields.doctor') })
      .optional(),
  ),
  // A query carries text: "30" is read as the number, anything else is refused on the field.
  duration: z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value),
    visitDurationSchema,
  ),
});
export type NextFreeSlotQuery = z.infer<typeof nextFreeSlotQuerySchema>;
