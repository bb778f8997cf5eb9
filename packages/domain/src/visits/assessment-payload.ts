import { MEDICAL_PAYLOAD_KEYS, type AssessmentField, type FieldAccess } from './assessment-access';
import type { AssessmentPayload } from './assessment.schema';

/**
 * What the assessment sends for the parts its viewer does not see: nothing (an empty text or
 * list). Someone who is not a doctor sees only treatment, and the server refuses medical fields
 * from them (spec 1 §6), so values loaded with the visit must not travel back.
 */
export function withoutHiddenFields(
  payload: AssessmentPayload,
  access: Record<AssessmentField, FieldAccess>,
): AssessmentPayload {
  const out: Record<string, unknown> = { ...payload };
  for (const [field, key] of Object.entries(MEDICAL_PAYLOAD_KEYS)) {
    if (access[field as AssessmentField] !== 'hidden') continue;
    out[key] = Array.isArray(payload[key]) ? [] : null;
  }
  return out as AssessmentPayload;
}
