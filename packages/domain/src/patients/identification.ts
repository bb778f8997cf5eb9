import { z } from 'zod';
import { required } from '../validation/message';

import {
  IDENTIFICATION_TYPES,
  IDENTIFICATION_TYPE_LABEL_KEYS,
  type IdentificationType,
} from './person-choices';

export { IDENTIFICATION_TYPES, IDENTIFICATION_TYPE_LABEL_KEYS, type IdentificationType };
export const DEFAULT_IDENTIFICATION_TYPE: IdentificationType = 'KTP';

export const identificationTypeSchema = z.enum(IDENTIFICATION_TYPES, {
  error: required('fields.identificationType'),
});

/**
 * Spec 1 §9, spec 2 §9: a KTP number (NIK) is 16 long; the message says "16 angka" and a NIK is
 * all digits, so letters are refused too.
 */
export const KTP_LENGTH = 16;
const KTP_PATTERN = new RegExp(`^[0-9]{${KTP_LENGTH}}$`);

/** A KTP number must be 16 digits; a passport number only needs to be present. */
export function isValidIdentificationNumber(type: IdentificationType, value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.length === 0) return false;
  return type === 'KTP' ? KTP_PATTERN.test(trimmed) : true;
}
