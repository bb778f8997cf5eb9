import { invalid } from '../validation/message';
import { requiredText } from '../validation/fields';

/**
 * A clinic's logo or main photo, or a profile picture: the clinic's own upload (its `/files/...`
 * path, or the server's URL of it) or a picture on a web site; never `javascript:`, `data:` or
 * any other scheme a page would run or embed. Over `http:` only the server's own uploads are
 * taken (the server checks which are its own; anything else must be `https:`).
 */
export function isPictureReference(value: string): boolean {
  if (/^\/files\/\S+$/.test(value)) return true;
  if (!/^https?:\/\/\S+$/i.test(value) || !URL.canParse(value)) return false;
  return ['https:', 'http:'].includes(new URL(value).protocol);
}

export function pictureReferenceSchema(field: string) {
  return requiredText(field, 1000).refine(isPictureReference, { error: invalid(field) });
}
