import type { z } from 'zod';
import { translateValidationToken } from '../intl/translate-issue';
import { translatorFor } from './translate';

/** The messages a failed parse shows, per field path, in the given language. */
export function messagesOf(
  result: z.ZodSafeParseResult<unknown>,
  lang: 'id' | 'en' = 'en',
): Record<string, string> {
  if (result.success) return {};
  const t = translatorFor(lang);
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || '(root)';
    out[path] ??= translateValidationToken(issue.message, t);
  }
  return out;
}
