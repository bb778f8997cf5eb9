import { z } from 'zod';

/**
 * The visit's link to SATUSEHAT: what the server sends for a visit, one row a resource, kept as
 * the visit's send log. The clinic's desk never waits on these: the visit is saved first and each
 * send is a queued job, retried with backoff until the platform takes it
 * (docs/decisions/0031-satusehat-send-queue.md).
 */

/** What one send does, in the order a visit makes them. */
export const SEND_KINDS = [
  /** The patient's IHS number, looked up by NIK (kept as `satuSehatPatientId`). */
  'PATIENT_LOOKUP',
  /** The Encounter, when the visit starts (its id kept as `satuSehatEncounterId`). */
  'ENCOUNTER_START',
  /** One Condition per ICD-10 diagnosis, when the assessment is saved. */
  'CONDITION',
  /** The Encounter finished, when the visit ends. */
  'ENCOUNTER_FINISH',
] as const;
export type SendKind = (typeof SEND_KINDS)[number];

/**
 * PENDING: queued or waiting for its next attempt; SENT: the platform took it (once, whatever
 * the retries); FAILED: the platform refused it, or our own check did (no NIK, a practitioner
 * without an IHS number), or it ran out of attempts. Only a FAILED send is retried by hand.
 */
export const SEND_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];

export const satuSehatSendSchema = z.object({
  id: z.string().uuid(),
  visitId: z.string().uuid(),
  kind: z.enum(SEND_KINDS),
  /**
   * For CONDITION, its place among the visit's diagnoses (1, 2, ...): no code here, so the log
   * carries nothing of the medical record to roles that may not read it.
   */
  position: z.number().int().positive().nullable(),
  status: z.enum(SEND_STATUSES),
  /** Attempts made so far (0 while the first one waits). */
  attempts: z.number().int().nonnegative(),
  /** Why the last attempt failed: the platform's OperationOutcome text, or our own reason. */
  lastError: z.string().nullable(),
  /** The platform's id of what was sent (the Encounter's, the Condition's, the patient's IHS). */
  resourceId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
  /** When the queue tries again (PENDING after a failed attempt), else null. */
  nextAttemptAt: z.string().nullable(),
});
export type SatuSehatSend = z.infer<typeof satuSehatSendSchema>;

/** One visit's link: the ids the platform gave and its send log, oldest first. */
export const visitSatuSehatLinkSchema = z.object({
  visitId: z.string().uuid(),
  satuSehatPatientId: z.string().nullable(),
  satuSehatEncounterId: z.string().nullable(),
  sends: z.array(satuSehatSendSchema),
});
export type VisitSatuSehatLink = z.infer<typeof visitSatuSehatLinkSchema>;

/** A patient's link: the IHS number and each visit's link, newest visit first. */
export const patientSatuSehatLinkSchema = z.object({
  patientId: z.string().uuid(),
  /** false while the clinic has no SATUSEHAT link: nothing is queued then. */
  clinicLinked: z.boolean(),
  satuSehatPatientId: z.string().nullable(),
  visits: z.array(visitSatuSehatLinkSchema),
});
export type PatientSatuSehatLink = z.infer<typeof patientSatuSehatLinkSchema>;

/** Only a failed send is retried by hand; a pending one is already on its way. */
export const canRetrySend = (send: Pick<SatuSehatSend, 'status'>): boolean =>
  send.status === 'FAILED';

/** A log that still has a send on its way (PENDING): its screen reads it again until none is. */
export const hasSendsUnderWay = (sends: readonly Pick<SatuSehatSend, 'status'>[]): boolean =>
  sends.some((send) => send.status === 'PENDING');
