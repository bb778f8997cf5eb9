/**
 * Zod messages in Praktik are tokens, not sentences: `validation.required|{"field":"fields.email"}`.
 * The app and the server turn a token into text in the user's language with the same resources
 * (see `intl/translate-issue.ts`), so a rule and its message are written once, here.
 */
export const VALIDATION_KEYS = [
  'validation.required',
  'validation.invalid',
  'validation.length16',
  'validation.passwordMismatch',
  'validation.minLength',
  'validation.maxLength',
  'validation.numeric',
  'validation.phoneCharacters',
  'validation.phoneLength',
  'validation.atLeastOne',
  'validation.controlCharacter',
  'validation.atMost',
  'validation.chosenTwice',
] as const;

/**
 * The shared templates above, or an area's own message (`validation.selectTime`) written in its
 * `<area>.texts.ts`; each area's tests check its keys have texts in both languages.
 */
export type ValidationKey = (typeof VALIDATION_KEYS)[number] | `validation.${string}`;

export type ValidationParams = Record<string, string | number>;

const SEPARATOR = '|';

export function validationMessage(key: ValidationKey, params: ValidationParams = {}): string {
  return Object.keys(params).length === 0 ? key : `${key}${SEPARATOR}${JSON.stringify(params)}`;
}

export interface ParsedValidationMessage {
  key: string;
  params: ValidationParams;
}

/** Reads a token back; a plain sentence (from a library) comes back as its own key. */
export function parseValidationMessage(token: string): ParsedValidationMessage {
  const at = token.indexOf(SEPARATOR);
  if (at === -1) return { key: token, params: {} };
  const key = token.slice(0, at);
  try {
    const params: unknown = JSON.parse(token.slice(at + 1));
    if (params && typeof params === 'object' && !Array.isArray(params)) {
      return { key, params: params as ValidationParams };
    }
  } catch {
    // not a token of ours: fall through and treat the whole text as the key
  }
  return { key: token, params: {} };
}

/** Field names are keys too (`fields.email`), translated before they fill `{{field}}`. */
export const required = (field: string) => validationMessage('validation.required', { field });
export const invalid = (field: string) => validationMessage('validation.invalid', { field });

/**
 * The message of a number field that did not get a number: empty is "required", but a text
 * the form could not read as a number (`250000abc`, kept as typed) says what is wrong with it,
 * with `key` (`validation.numeric`, or the money area's `validation.amountDigits`).
 */
export function notANumber(field: string, key: ValidationKey = 'validation.numeric') {
  return (issue: { input?: unknown }) =>
    typeof issue.input === 'string' && issue.input.trim() !== ''
      ? validationMessage(key, { field })
      : required(field);
}

/**
 * A cross-field refinement's `when`: run it as soon as the fields it reads parsed, whatever the
 * others hold (zod's default waits for the whole object), so its message shows in the same pass
 * as every field's own.
 */
export function whenFieldsParsed(...fields: string[]) {
  return {
    // Never on what is no object at all (a body of `null` or a list, an issue of the whole):
    // the check reads its fields.
    when: (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !Array.isArray(payload.value) &&
      !payload.issues.some(
        (issue) => !issue.path?.length || fields.includes(String(issue.path[0])),
      ),
  };
}
