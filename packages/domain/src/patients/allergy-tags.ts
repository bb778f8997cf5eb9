/** Spec 1 §2.9: allergy badges take their colour from a palette of three, cycling in order. */
export const ALLERGY_TAG_COUNT = 3;

export type AllergyTag = 1 | 2 | 3;

/** The badge colour (1, 2 or 3) of the allergy at a position in the list: 0 → 1, 1 → 2, 2 → 3, 3 → 1… */
export function allergyTagOf(index: number): AllergyTag {
  const whole = Number.isFinite(index) ? Math.trunc(index) : 0;
  const position = ((whole % ALLERGY_TAG_COUNT) + ALLERGY_TAG_COUNT) % ALLERGY_TAG_COUNT;
  return (position + 1) as AllergyTag;
}
