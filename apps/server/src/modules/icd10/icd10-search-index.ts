import { normalizeDiagnosisCode } from '@praktik/domain/visits/assessment.schema';
import { icd10SearchTerms } from './icd10-search-terms';
import type { Icd10Code, Icd10SearchRequest } from './icd10.repository';

export interface Icd10SearchResult {
  rows: Icd10Code[];
  total: number;
}

const WORD = /[\p{L}\p{N}]+/gu;
const byNumber = (a: number, b: number) => a - b;

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
 * - a code prefix is one range of the sorted compact codes (a binary search);
 * - words (each run of letters and digits of either title, lower case, plus the code itself as
 *   `k35.8`, as PostgreSQL's `simple` parser reads it) point to the codes that have them; a
 *   keyword word takes every word it starts (a binary search in the sorted word list).
 * A search touches only the codes it finds, never the whole list.
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

  /** Compact codes sorted, with their positions: a code prefix is one range of it. */
  const byCompact = compact
    .map((compactCode, index) => ({ compactCode, index }))
    .sort((a, b) =>
      a.compactCode < b.compactCode ? -1 : a.compactCode > b.compactCode ? 1 : a.index - b.index,
    );
  const compactSorted = byCompact.map((entry) => entry.compactCode);
  const compactPositions = byCompact.map((entry) => entry.index);

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

  /** The codes equal to `code` and those starting with it, each in answer order. */
  function codeMatches(code: string): { exact: number[]; startsWith: number[] } {
    const exact: number[] = [];
    const startsWith: number[] = [];
    for (let at = lowerBound(compactSorted, code); at < compactSorted.length; at += 1) {
      const compactCode = compactSorted[at]!;
      if (!compactCode.startsWith(code)) break;
      (compactCode === code ? exact : startsWith).push(compactPositions[at]!);
    }
    return { exact: exact.sort(byNumber), startsWith: startsWith.sort(byNumber) };
  }

  /** The codes having, for every prefix, a word that starts with it; in answer order. */
  function textMatches(prefixes: readonly string[]): number[] {
    // rounds[index]: how many prefixes the code has matched so far; only those at the last
    // round go on, so a code is listed once however many of its words share a prefix.
    const rounds = new Uint8Array(rows.length);
    let matched: number[] = [];
    prefixes.forEach((prefix, prefixIndex) => {
      const round = prefixIndex + 1;
      const next: number[] = [];
      for (let at = lowerBound(words, prefix); at < words.length; at += 1) {
        if (!words[at]!.startsWith(prefix)) break;
        for (const index of postingsOf[at]!) {
          if (rounds[index] === round - 1) {
            rounds[index] = round;
            next.push(index);
          }
        }
      }
      matched = next;
    });
    // Few matches: sort them. Many (a one-letter keyword): one pass over the list is cheaper.
    if (matched.length < rows.length / 16) return matched.sort(byNumber);
    const inOrder: number[] = [];
    for (let index = 0; index < rows.length; index += 1) {
      if (rounds[index] === prefixes.length) inOrder.push(index);
    }
    return inOrder;
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
      const { exact, startsWith } = terms.code
        ? codeMatches(terms.code)
        : { exact: [], startsWith: [] };
      let text = terms.tsQuery
        ? textMatches(terms.tsQuery.split(' & ').map((term) => term.slice(0, -2)))
        : [];
      if (exact.length + startsWith.length > 0 && text.length > 0) {
        const byCode = new Uint8Array(rows.length);
        for (const index of exact) byCode[index] = 1;
        for (const index of startsWith) byCode[index] = 1;
        text = text.filter((index) => byCode[index] === 0);
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
