/** Spec 1: a patient without a medical record number shows '-' in its place. */
export const EMPTY_MEDICAL_RECORD_NUMBER = '-';

export function displayMedicalRecordNumber(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? EMPTY_MEDICAL_RECORD_NUMBER : trimmed;
}

/**
 * How a clinic numbers its records: what comes before a run of digits at the end, and that run's
 * width (`RM-000123`: `RM-` and 6; a clinic from paper may write `A0045` or `2024/0007`).
 */
export interface MedicalRecordPattern {
  prefix: string;
  width: number;
}

/** A new clinic's numbers, until it writes its own: RM-000001, RM-000002... */
export const DEFAULT_MEDICAL_RECORD_PATTERN: MedicalRecordPattern = { prefix: 'RM-', width: 6 };

/** Digits kept exact by a JavaScript number, with room to count on. */
const MAX_DIGITS = 12;

/**
 * The pattern of a number and where it stands in it; null when it does not end in digits (or
 * in more than a count would need), so nothing follows on from it.
 */
export function medicalRecordPatternOf(
  value: string,
): (MedicalRecordPattern & { number: number }) | null {
  const match = /^(.*?)(\d+)$/.exec(value.trim());
  if (!match || match[2]!.length > MAX_DIGITS) return null;
  return { prefix: match[1]!, width: match[2]!.length, number: Number(match[2]) };
}

/** The number `count` written in `pattern`: the digits padded to its width (more if they must). */
export function formatMedicalRecordNumber(pattern: MedicalRecordPattern, count: number): string {
  return `${pattern.prefix}${String(count).padStart(pattern.width, '0')}`;
}

/** A pattern with the number of the record it was read from (0 for the default pattern). */
export type MedicalRecordPlace = MedicalRecordPattern & { number: number };

/**
 * The pattern a new patient's number follows: the one the clinic used last (the newest patient's
 * number), or the default one when it has used none it can count on.
 */
export function medicalRecordPatternToFollow(newest: string | null): MedicalRecordPlace {
  return (
    (newest === null ? null : medicalRecordPatternOf(newest)) ?? {
      ...DEFAULT_MEDICAL_RECORD_PATTERN,
      number: 0,
    }
  );
}

/** The number to offer: one past the higher of `place` and the highest written in its pattern. */
export function nextMedicalRecordNumber(place: MedicalRecordPlace, highest: number | null): string {
  return formatMedicalRecordNumber(place, Math.max(place.number, highest ?? 0) + 1);
}
