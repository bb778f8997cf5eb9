import { z } from 'zod';
import { validationMessage } from '../validation/message';

/** An allergy tag as the patient form and the API carry it; `isNew` marks a tag typed in now. */
export interface Allergy {
  name: string;
  isNew: boolean;
}

export const ALLERGY_NAME_MAX = 100;

/** Trims names, drops empty ones and keeps the first of names that differ only in case. */
export function normalizeAllergies(allergies: readonly Allergy[]): Allergy[] {
  const seen = new Set<string>();
  const out: Allergy[] = [];
  for (const allergy of allergies) {
    const name = allergy.name.trim();
    const key = name.toLocaleLowerCase('id');
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    out.push({ name, isNew: allergy.isNew });
  }
  return out;
}

/** The tag input: adds a typed name unless it is blank or already in the list (any case). */
export function addAllergy(allergies: readonly Allergy[], name: string, isNew = true): Allergy[] {
  return normalizeAllergies([...allergies, { name, isNew }]);
}

export function removeAllergy(allergies: readonly Allergy[], index: number): Allergy[] {
  return allergies.filter((_, at) => at !== index);
}

export const allergySchema = z.object({
  name: z.string().max(ALLERGY_NAME_MAX, {
    error: validationMessage('validation.maxLength', {
      field: 'fields.allergyName',
      max: ALLERGY_NAME_MAX,
    }),
  }),
  isNew: z.boolean().default(false),
});

/** Spec 1 §3: allergies are a list of tags, each with a flag for a newly created one. */
export const allergiesSchema = z
  .array(allergySchema)
  .nullish()
  .transform((list) => normalizeAllergies(list ?? []));
