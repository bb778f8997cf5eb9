import { and, eq } from 'drizzle-orm';
import { patients, practitionerSchedules, users, visits } from './schema/index';

/**
 * Join conditions several repositories share. Each also matches the clinic on both sides, so a
 * row can never be joined to another clinic's, whatever ids a bug lets through.
 */

/** A visit's patient. */
export const patientOfVisit = and(
  eq(patients.id, visits.patientId),
  eq(patients.businessId, visits.businessId),
);

/** A practitioner's saved week (none yet: the left join's nulls). */
export const weekOfPractitioner = and(
  eq(practitionerSchedules.userId, users.id),
  eq(practitionerSchedules.businessId, users.businessId),
);
