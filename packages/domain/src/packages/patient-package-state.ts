import { localDateAt } from '../dates/utc-offset';

/** Where a patient's package stands: visits left, all used, or released (given back). */
export const PATIENT_PACKAGE_STATES = ['ACTIVE', 'USED_UP', 'RELEASED'] as const;
export type PatientPackageState = (typeof PATIENT_PACKAGE_STATES)[number];

export interface PatientPackageStateView {
  state: PatientPackageState;
  /** The clinic's day (YYYY-MM-DD) the package was released, or null. */
  releasedOn: string | null;
}

/**
 * A patient package's state as its detail page shows it (spec 2 §2.9): a release wins over the
 * visits left (a released package keeps them on record), and its day is the clinic's day of
 * `released_at` at the clinic's UTC offset.
 */
export function patientPackageState(
  pkg: { remaining_visits: number; released_at: string | null },
  offsetHours: number,
): PatientPackageStateView {
  if (pkg.released_at !== null) {
    return { state: 'RELEASED', releasedOn: localDateAt(pkg.released_at, offsetHours) };
  }
  return { state: pkg.remaining_visits > 0 ? 'ACTIVE' : 'USED_UP', releasedOn: null };
}
