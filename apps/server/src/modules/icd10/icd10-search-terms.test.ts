import { describe, expect, it } from 'vitest';
import { ICD10_KEYWORD_MAX, icd10SearchTerms } from './icd10-search-terms';

describe('ICD-10 search terms', () => {
  it('reads a code however it is typed: k35, K35.8, k358', () => {
    expect(icd10SearchTerms('k35').code).toBe('K35');
    expect(icd10SearchTerms('K35.8').code).toBe('K358');
    expect(icd10SearchTerms(' k358 ').code).toBe('K358');
    expect(icd10SearchTerms('a').code).toBe('A');
  });

  it('does not read words as codes: a code is a letter and digits', () => {
    expect(icd10SearchTerms('demam').code).toBeNull();
    expect(icd10SearchTerms('acne vulgaris').code).toBeNull();
    expect(icd10SearchTerms('35').code).toBeNull();
  });

  it('makes every word a required prefix term, lower case', () => {
    expect(icd10SearchTerms('Demam  Tif').tsQuery).toBe('demam:* & tif:*');
    expect(icd10SearchTerms('K35.8').tsQuery).toBe('k35:* & 8:*');
    expect(icd10SearchTerms('crohn’s').tsQuery).toBe('crohn:* & s:*');
  });

  it('keeps letters of any script and drops every tsquery operator the user types', () => {
    expect(icd10SearchTerms("&|!():*'\\<->").tsQuery).toBeNull();
    expect(icd10SearchTerms("!demam & (tif:*)|'x'").tsQuery).toBe('demam:* & tif:* & x:*');
    expect(icd10SearchTerms('acné excoriée').tsQuery).toBe('acné:* & excoriée:*');
    expect(icd10SearchTerms('demam\u0000tif').tsQuery).toBe('demam:* & tif:*');
  });

  it('has nothing to search for without a keyword', () => {
    expect(icd10SearchTerms(undefined)).toEqual({ code: null, tsQuery: null });
    expect(icd10SearchTerms('   ')).toEqual({ code: null, tsQuery: null });
  });

  it('reads at most eight words of at most the longest keyword', () => {
    expect(icd10SearchTerms('a b c d e f g h i j').tsQuery?.split(' & ')).toHaveLength(8);
    const long = 'x'.repeat(ICD10_KEYWORD_MAX + 50);
    expect(icd10SearchTerms(long).tsQuery).toBe(`${'x'.repeat(ICD10_KEYWORD_MAX)}:*`);
  });

  it('never passes anything but letters, digits and its own operators to to_tsquery', () => {
    // Every ASCII character, alone and between two words, plus a few non-ASCII troublemakers.
    const characters = [
      ...Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)),
      '\u00a0',
      '\u2019',
      '\u201c',
      '\u3000',
      '\ud83d\ude00',
      '\u0301',
    ];
    const keywords = characters.flatMap((c) => [c, `a${c}b`, `${c}k35${c}`, c.repeat(3)]);
    for (const keyword of keywords) {
      const { code, tsQuery } = icd10SearchTerms(keyword);
      if (code !== null) expect(code).toMatch(/^[A-Z][0-9]*$/);
      if (tsQuery !== null) {
        for (const term of tsQuery.split(' & ')) expect(term).toMatch(/^[\p{L}\p{N}]+:\*$/u);
      }
    }
  });
});
