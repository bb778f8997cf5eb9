import { z } from 'zod';
import { invalid } from '../validation/message';
import { isVisitDuration, type VisitDuration } from './visit-durations';

/** Spec 2 §2.11, §9: 15 minutes, 30 minutes or 1 hour, nothing else. */
export const visitDurationSchema = z
  .number({ error: invalid('fields.durationVisit') })
  .refine(isVisitDuration, { error: invalid('fields.durationVisit') })
  .transform((value) => value as VisitDuration);
