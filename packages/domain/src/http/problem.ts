import { z } from 'zod';

/** Every failed answer of the server (RFC 9457 in spirit): the app shows `detail`. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export const problemSchema = z.object({
  status: z.number().int(),
  title: z.string(),
  detail: z.string(),
  fieldErrors: z.array(fieldErrorSchema).optional(),
  /** A machine-readable reason where the app acts on it (`PASSWORD_CHANGE_REQUIRED`). */
  code: z.string().optional(),
  /** `VISIT_ALREADY_ACTIVE`: the patient's ACTIVE visit and its reservation (null: walk-in). */
  activeVisitId: z.string().nullable().optional(),
  activeReservationId: z.string().nullable().optional(),
});
export type Problem = z.infer<typeof problemSchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;
