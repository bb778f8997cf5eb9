import { z } from 'zod';
import { invalid } from '../validation/message';
import { DEFAULT_UTC_OFFSET_HOURS, MAX_UTC_OFFSET_HOURS, MIN_UTC_OFFSET_HOURS } from './utc-offset';

/** The `current_utc` query value: whole hours from -12 to 14 ("7", "+7", 7); absent or blank gives 7. */
export const currentUtcSchema = z.preprocess(
  (value) =>
    value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
  z.coerce
    .number({ error: invalid('fields.currentUtc') })
    .int({ error: invalid('fields.currentUtc') })
    .min(MIN_UTC_OFFSET_HOURS, { error: invalid('fields.currentUtc') })
    .max(MAX_UTC_OFFSET_HOURS, { error: invalid('fields.currentUtc') })
    .default(DEFAULT_UTC_OFFSET_HOURS),
);
