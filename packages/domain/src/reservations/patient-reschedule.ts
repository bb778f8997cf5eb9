import { z } from 'zod';
import { isoDateField, requiredText } from '../validation/fields';
import { timeVisitSchema } from './time-visit.schema';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Whether a patient may still move their booking from the mail's link
 * (docs/decisions/0062-patient-reschedules-online.md): `off` when the clinic takes no online
 * changes (cutoff null), `tooLate` from `cutoffHours` before its start on (a cutoff of 0 lets them
 * move it until it begins), `allowed` before that.
 */
export type PatientRescheduleWindow = 'allowed' | 'off' | 'tooLate';

export function patientRescheduleWindow(
  startsAt: Date,
  now: Date,
  cutoffHours: number | null,
): PatientRescheduleWindow {
  if (cutoffHours === null) return 'off';
  return now.getTime() < startsAt.getTime() - cutoffHours * HOUR_MS ? 'allowed' : 'tooLate';
}

/** The yes/no of `patientRescheduleWindow`, for a page or a mail that only shows a link or not. */
export function canPatientReschedule(
  startsAt: Date,
  now: Date,
  cutoffHours: number | null,
): boolean {
  return patientRescheduleWindow(startsAt, now, cutoffHours) === 'allowed';
}

/**
 * The patient's move from the mail's link: the link's token, the new day and its run of quarter
 * hours. The practitioner and the visit's length stay the booking's; the server checks the run is
 * as long as the visit.
 */
export const patientRescheduleSchema = z.object({
  token: requiredText('fields.reservationToken', 128),
  dateVisit: isoDateField('fields.dateVisit'),
  timeVisit: timeVisitSchema(),
});
export type PatientReschedule = z.infer<typeof patientRescheduleSchema>;
