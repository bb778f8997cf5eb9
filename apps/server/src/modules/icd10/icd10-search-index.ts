import { normalizeDiagnosisCode } from '@praktik/domain/visits/assessment.schema';
import { icd10SearchTerms } from './icd10-search-terms';
import type { Icd10Code, Icd10SearchRequest } from './icd10.repository';

export interface Icd10SearchResult {
  rows: Icd10Code[];
  total: number;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The first index in the sorted `words` whose word is not before `prefix`. */
function lowerBound(words: readonly string[], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The whole ICD-10 list in memory, searched the way the SQL of Icd10Repository.search does (the
 * same groups and order), in well under a millisecond for any keyword:
 * - codes are kept in answer order (shorter codes first, then by code), so a search walks them
 *   once and never sorts;
 * - words (each run of letters and digits of either title, lower case, plus the code itself as
 *   `k35.8`, as PostgreSQL's `simple` parser reads it) point to the codes that have them; a
 *   keyword word takes every word it starts (a binary search in the sorted word list).
 */
export function buildIcd10SearchIndex(codes: readonly Icd10Code[]) {
  const rows = [...codes].sort(
    (a, b) => a.code.length - b.code.length || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  );
  const compact = rows.map((row) => normalizeDiagnosisCode(row.code));
  /** Code order (no keyword): positions in `rows`. */
  const inCodeOrder = rows
    .map((row, index) => ({ code: row.code, index }))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
    .map((entry) => entry.index);

  const postings = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const words = new Set([
      row.code.toLowerCase(),
      ...(row.titleEn.toLowerCase().match(WORD) ?? []),
      ...(row.titleId.toLowerCase().match(WORD) ?? []),
    ]);
    for (const word of words) {
      const list = postings.get(word);
      if (list) list.push(index);
      else postings.set(word, [index]);
    }
  });
  const words = [...postings.keys()].sort();
  const postingsOf = words.map((word) => postings.get(word)!);

  /** Marks (in `hits`) the codes having a word that starts with `prefix`; answers how many. */
  function markPrefix(prefix: string, hits: Uint8Array, round: number): void {
    for (let at = lowerBound(words, prefix); at < words.length; at += 1) {
      if (!words[at]!.startsWith(prefix)) break;
      for (const index of postingsOf[at]!) {
        // Counts the keyword words a code matched so far: only codes at round - 1 go on.
        if (hits[index] === round - 1) hits[index] = round;
      }
    }
  }

  return {
    size: rows.length,

    search({ keyword, page, size }: Icd10SearchRequest): Icd10SearchResult {
      const terms = icd10SearchTerms(keyword);
      const offset = page * size;
      if (!terms.code && !terms.tsQuery) {
        const pageRows = inCodeOrder.slice(offset, offset + size).map((index) => rows[index]!);
        return { rows: pageRows, total: rows.length };
      }
      let textHits: Uint8Array | null = null;
      let rounds = 0;
      if (terms.tsQuery) {
        const prefixes = terms.tsQuery.split(' & ').map((term) => term.slice(0, -2));
        textHits = new Uint8Array(rows.length);
        for (const prefix of prefixes) {
          rounds += 1;
          markPrefix(prefix, textHits, rounds);
        }
      }
      const exact: number[] = [];
      const startsWith: number[] = [];
      const text: number[] = [];
      const code = terms.code;
      for (let index = 0; index < rows.length; index += 1) {
        const compactCode = compact[index]!;
        if (code !== null && compactCode === code) exact.push(index);
        else if (code !== null && compactCode.startsWith(code)) startsWith.push(index);
        else if (textHits !== null && textHits[index] === rounds) text.push(index);
      }
      const matched = exact.concat(startsWith, text);
      return {
        rows: matched.slice(offset, offset + size).map((index) => rows[index]!),
        total: matched.length,
      };
    },
  };
}
export type Icd10SearchIndex = ReturnType<typeof buildIcd10SearchIndex>;
