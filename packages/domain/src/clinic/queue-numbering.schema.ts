import { z } from 'zod';
import { validationMessage } from '../validation/message';

/**
 * How a clinic numbers its day's queue: each practitioner's patients from No. 1 (how most
 * Indonesian clinics call them: "pasien dr. Sari nomor 3"), or one run across the clinic.
 */
export const QUEUE_NUMBERINGS = ['PER_PRACTITIONER', 'CLINIC'] as const;
export type QueueNumbering = (typeof QUEUE_NUMBERINGS)[number];
export const DEFAULT_QUEUE_NUMBERING: QueueNumbering = 'PER_PRACTITIONER';

/** The counter key of one day's queue: the practitioner's id, or the clinic's one run. */
export const CLINIC_QUEUE = 'CLINIC';
export const queueOf = (numbering: QueueNumbering, practitionerId: string): string =>
  numbering === 'CLINIC' ? CLINIC_QUEUE : practitionerId;

/**
 * Whether a reservation that changes practitioner or day needs a new number: its old one means
 * nothing in another day's queue, nor in another practitioner's when each has their own.
 */
export const needsNewQueueNumber = (
  numbering: QueueNumbering,
  from: { practitionerId: string; date: string },
  to: { practitionerId: string; date: string },
): boolean =>
  from.date !== to.date ||
  (numbering === 'PER_PRACTITIONER' && from.practitionerId !== to.practitionerId);

export const queueNumberingSettingsSchema = z.object({
  queueNumbering: z.enum(QUEUE_NUMBERINGS, {
    error: validationMessage('validation.invalid', { field: 'fields.queueNumbering' }),
  }),
});
export type QueueNumberingSettings = z.infer<typeof queueNumberingSettingsSchema>;
