/*
 * A person's fixed choices as plain values, without their zod schemas: a page that only lists them
 * (the public booking's details step) does not load zod for them.
 */

export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];

/** Spec 1 §3: a patient is identified by a KTP (default) or a passport. */
export const IDENTIFICATION_TYPES = ['KTP', 'PASSPORT'] as const;
export type IdentificationType = (typeof IDENTIFICATION_TYPES)[number];

/** The select's label of each identification type. */
export const IDENTIFICATION_TYPE_LABEL_KEYS: Record<IdentificationType, string> = {
  KTP: 'identificationTypes.KTP',
  PASSPORT: 'identificationTypes.PASSPORT',
};
