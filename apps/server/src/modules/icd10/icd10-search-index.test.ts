import { describe, expect, it } from 'vitest';
import { ICD10_SUBSET } from '../../composition/seed/icd10-subset';
import { buildIcd10SearchIndex } from './icd10-search-index';

const index = buildIcd10SearchIndex([
  ...ICD10_SUBSET,
  {
    code: 'A09.0',
    titleEn: 'Other gastroenteritis of infectious origin',
    titleId: 'Gastroenteritis lainnya',
  },
  {
    code: 'M17.0',
    titleEn: 'Primary gonarthrosis, bilateral',
    titleId: 'Gonartrosis primer, bilateral',
  },
]);
const codes = (keyword: string | undefined, page = 0, size = 10) =>
  index.search({ keyword, page, size }).rows.map((row) => row.code);

describe('ICD-10 search index', () => {
  it('puts the exact code first, then codes starting with it, shorter first', () => {
    expect(codes('a09')).toEqual(['A09', 'A09.0']);
    expect(codes('R5')).toEqual(['R51', 'R53', 'R50.9']);
    expect(codes('m17')).toEqual(['M17.0', 'M17.9']);
    expect(codes('M17.9')).toEqual(['M17.9']);
  });

  it('then codes whose titles have every word as a word prefix, shorter codes first', () => {
    expect(codes('demam')).toEqual(['A90', 'A91', 'A01.0', 'R50.9']);
    expect(codes('tif dem')).toEqual(['A01.0']);
    expect(codes('acne jerawat')).toEqual(['L70.0']);
    expect(codes('gonar bilat')).toEqual(['M17.0']);
    expect(codes('ngue')).toEqual([]);
    expect(codes('demam demam')).toEqual(['A90', 'A91', 'A01.0', 'R50.9']);
  });

  it('reads a code in a title as one word, as PostgreSQL does', () => {
    // "8" is no word of K35.8's: its code is the word "k35.8".
    expect(codes('8')).toEqual([]);
    expect(codes('k35')).toEqual(['K35.8']);
  });

  it('lists every code in code order without a keyword, paged', () => {
    expect(index.search({ keyword: ' ', page: 0, size: 3 })).toEqual({
      rows: [ICD10_SUBSET[0], ICD10_SUBSET[1], expect.objectContaining({ code: 'A09.0' })],
      total: ICD10_SUBSET.length + 2,
    });
    expect(codes(undefined, 1, 2)).toEqual(['A09.0', 'A15.0']);
    expect(codes(undefined, 1000, 10)).toEqual([]);
  });

  it('pages the matches and counts them all', () => {
    expect(index.search({ keyword: 'demam', page: 1, size: 3 })).toEqual({
      rows: [expect.objectContaining({ code: 'R50.9' })],
      total: 4,
    });
    expect(index.size).toBe(ICD10_SUBSET.length + 2);
  });
});
