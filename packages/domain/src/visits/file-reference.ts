import { z } from 'zod';
import { validationMessage } from '../validation/message';

export const FILE_REFERENCE_MAX = 2048;

/**
 * A file the visit keeps (assessment uploads, the end-visit file) is named by its URL
 * (`https://...`, as the upload answer gives it) or by the server's own `/files/...` path
 * (how the server stores its own files); nothing else, and no `..` segment.
 */
export function isFileReference(value: string): boolean {
  if (value.split('/').includes('..')) return false;
  if (/^\/files\/\S+$/.test(value)) return true;
  if (!/^https?:\/\/\S+$/.test(value)) return false;
  return URL.canParse(value);
}

export function fileReferenceSchema(field: string) {
  const message = validationMessage('validation.invalid', { field });
  return z
    .string({ error: message })
    .trim()
    .max(FILE_REFERENCE_MAX, { error: message })
    .refine(isFileReference, { error: message });
}
