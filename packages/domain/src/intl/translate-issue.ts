import { parseValidationMessage } from '../validation/message';

/** The shape of i18next's `t` this needs; the app and the server pass their own. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A zod message token in the reader's language. Parameters that are keys themselves
 * (`field: 'fields.email'`) are translated first, so "Harap masukkan Email" reads whole.
 */
export function translateValidationToken(token: string, t: Translate): string {
  const { key, params } = parseValidationMessage(token);
  const options: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) {
    options[name] = typeof value === 'string' && value.startsWith('fields.') ? t(value) : value;
  }
  return t(key, options);
}
