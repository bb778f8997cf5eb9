import type { MedicalRecordChanges } from '../../db/schema/index';

/** Dates as ISO text, everything else as it is (the audit row is JSON). */
const plain = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString() : (value ?? null);

const same = (a: unknown, b: unknown) => JSON.stringify(plain(a)) === JSON.stringify(plain(b));

/**
 * What a write changes in a medical record, field by field with the value before and after.
 * Only the fields `after` names are looked at (a write that leaves a field alone does not list
 * it). With no `before` (a new record), every field that has a value is listed with `before`
 * null. An empty object: nothing changed, nothing to record.
 */
export function recordChanges(before: object | null, after: object): MedicalRecordChanges {
  const changes: MedicalRecordChanges = {};
  const old = before as Readonly<Record<string, unknown>> | null;
  for (const [field, value] of Object.entries(after) as [string, unknown][]) {
    if (value === undefined) continue;
    const was = old ? plain(old[field]) : null;
    const is = plain(value);
    if (!same(was, is)) changes[field] = { before: was, after: is };
  }
  return changes;
}
