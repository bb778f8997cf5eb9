import { z } from 'zod';
import { required, validationMessage } from '../validation/message';

/** A required text of digits only (postal code, RT, RW: spec 2 §5), at most `max` long. */
export function requiredNumericText(field: string, max: number) {
  return z
    .string({ error: required(field) })
    .trim()
    .min(1, { error: required(field) })
    .regex(/^[0-9]*$/, { error: validationMessage('validation.numeric', { field }) })
    .max(max, { error: validationMessage('validation.maxLength', { field, max }) });
}
