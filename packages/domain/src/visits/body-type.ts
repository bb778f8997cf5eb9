import { BODY_TYPES, type BodyType } from './annotation';

/**
 * Spec 1 §2.12: the body diagram is drawn for the patient's gender (MALE or FEMALE). A patient
 * without a recorded gender gets the first body type, so the diagram still shows.
 */
export function bodyTypeOfGender(gender: string | null | undefined): BodyType {
  return (BODY_TYPES as readonly string[]).includes(gender ?? '')
    ? (gender as BodyType)
    : BODY_TYPES[0];
}
