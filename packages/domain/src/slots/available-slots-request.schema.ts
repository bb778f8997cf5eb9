import { z } from 'zod';
import { currentUtcSchema } from '../dates/current-utc.schema';
import { idSchema, isoDateField } from '../validation/fields';
import { invalid } from '../validation/message';
import { WEEK_HEADER_DAYS } from './booking-window';
import { visitDurationSchema } from './visit-duration.schema';

/**
 * `POST /schedule/get-available-slots` (spec 2 §7 names the call, not its body; docs/api.md,
 * "Schedules"): a practitioner's slots from `date` for `days` days (the week header asks for 7),
 * for a visit of `duration` (the practitioner's schedule's own when absent), on the clinic's clock
 * (`current_utc`, whole hours, 7 by default).
 */
export const availableSlotsRequestSchema = z.object({
  doctor_id: idSchema('fields.doctor'),
  date: isoDateField('fields.slotDate'),
  days: z
    .number({ error: invalid('fields.slotDays') })
    .int({ error: invalid('fields.slotDays') })
    .min(1, { error: invalid('fields.slotDays') })
    .max(WEEK_HEADER_DAYS, { error: invalid('fields.slotDays') })
    .default(1),
  duration: visitDurationSchema.optional(),
  current_utc: currentUtcSchema,
});
export type AvailableSlotsRequest = z.infer<typeof availableSlotsRequestSchema>;
