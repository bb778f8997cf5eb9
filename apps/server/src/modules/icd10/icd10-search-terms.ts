import { normalizeDiagnosisCode } from '@praktik/domain/visits/assessment.schema';

/** The longest keyword the search reads (longer ones are refused by the route's schema). */
export const ICD10_KEYWORD_MAX = 100;

/** At most this many words are matched; an ICD-10 title rarely needs more to be found. */
const MAX_WORDS = 8;

/**
 * What a keyword asks the ICD-10 table for:
 * - `code`: the keyword written as a code ("k35", "K35.8", "k358" -> "K35", "K358", "K358"),
 *   matched exactly and as a prefix of `code_compact`; null when the keyword cannot start a code
 *   (a code is a letter and digits);
 * - `tsQuery`: every word of the keyword as a prefix term, all required (`demam:* & tif:*`), for
 *   `to_tsquery('simple', ...)`; null when the keyword has no word at all.
 *
 * Words are runs of letters and digits, so nothing the user types reaches to_tsquery's syntax
 * (`& | ! ( ) : * '` and friends are separators here, never operators).
 */
export interface Icd10SearchTerms {
  code: string | null;
  tsQuery: string | null;
}

const CODE_START = /^[A-Z][0-9]{0,6}$/;

export function icd10SearchTerms(keyword: string | undefined): Icd10SearchTerms {
  const text = (keyword ?? '').trim().slice(0, ICD10_KEYWORD_MAX);
  const compact = normalizeDiagnosisCode(text);
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  return {
    code: CODE_START.test(compact) ? compact : null,
    tsQuery: words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null,
  };
}
