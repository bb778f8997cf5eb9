import type { Icd10Code } from '../../../apps/server/src/modules/icd10/icd10.repository';

/** A small deterministic generator (mulberry32), so every run asks the same keywords. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Distinct keywords as people type them into the diagnosis box, built from the list itself:
 * code prefixes and codes ("k3", "k35", "k35.8"), word prefixes of three letters and more in
 * either language ("dem", "dema", "demam"), and two consecutive words of a title ("demam tif",
 * "demam tifoid"). Shuffled with a fixed seed. Enough of them that a run never asks one twice,
 * so no answer kept per keyword (by the server or anything in front of it) can stand in for a
 * search: every call searches.
 */
export function icd10KeywordPool(codes: readonly Icd10Code[]): string[] {
  const pool = new Set<string>();
  for (const { code, titleEn, titleId } of codes) {
    const lower = code.toLowerCase();
    pool.add(lower.slice(0, 2));
    pool.add(lower.slice(0, 3));
    pool.add(lower);
    for (const title of [titleEn, titleId]) {
      const words = title.toLowerCase().match(/\p{L}+/gu) ?? [];
      words.forEach((word, index) => {
        for (let length = 3; length <= word.length; length += 1) pool.add(word.slice(0, length));
        const next = words[index + 1];
        if (word.length >= 3 && next && next.length >= 3) {
          pool.add(`${word} ${next.slice(0, 3)}`);
          pool.add(`${word} ${next}`);
        }
      });
    }
  }
  const keywords = [...pool];
  const next = random(20261123);
  for (let index = keywords.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [keywords[index], keywords[other]] = [keywords[other]!, keywords[index]!];
  }
  return keywords;
}
