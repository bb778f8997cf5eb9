// ICD-10 search over the full list: a new keyword every call (no answer kept per keyword can
// stand in for the search), and ten common keywords asked over and over.
import type { Icd10Code } from '../../../../apps/server/src/modules/icd10/icd10.repository';
import { icd10KeywordPool } from '../icd10-keywords';
import type { Target } from '../measure';
import { SERIAL_CALLS } from '../options';

/**
 * Common ICD-10 searches: words in either language, code prefixes, two words, asked over and
 * over (what a clinic's diagnosis box mostly sends).
 */
const ICD10_COMMON_KEYWORDS = [
  'demam',
  'k35',
  'diabetes',
  'acne',
  'hipertensi',
  'J06.9',
  'fraktur femur',
  'tifoid',
  'dermatitis kontak',
  'e11',
];

/** Keywords for the distinct-keyword target when the list file is missing (the seed subset). */
const ICD10_FALLBACK: Icd10Code[] = [
  { code: 'A09', titleEn: 'Diarrhoea and gastroenteritis', titleId: 'Diare dan gastroenteritis' },
  { code: 'J06.9', titleEn: 'Acute upper respiratory infection', titleId: 'Infeksi saluran napas' },
];

const icd10Path = (keyword: string) =>
  `/api2/dashboard/icd10?page=0&size=10&keyword=${encodeURIComponent(keyword)}`;

/** The two searches over `codes` (the imported list; empty: the seed's subset). */
export function icd10Targets(codes: readonly Icd10Code[]): Target[] {
  // Keywords never asked before in this run: the serial calls', the warm-up's, the load's.
  const pool = icd10KeywordPool(codes.length > 0 ? codes : [...ICD10_FALLBACK]);
  const serialKeywords = pool.slice(0, SERIAL_CALLS);
  const warmupKeywords = pool.slice(SERIAL_CALLS, SERIAL_CALLS + Math.floor(pool.length / 4));
  const measuredKeywords = pool.slice(SERIAL_CALLS + warmupKeywords.length);
  return [
    {
      name: 'icd10: search over the full list, a new keyword every call',
      paths: serialKeywords.map(icd10Path),
      rotate: {
        template: icd10Path('{}').replace(encodeURIComponent('{}'), '{}'),
        warmup: warmupKeywords,
        measured: measuredKeywords,
      },
      targetP99Ms: 10,
      authorized: true,
    },
    {
      name: 'icd10: ten common keywords, over and over',
      paths: ICD10_COMMON_KEYWORDS.map(icd10Path),
      targetP99Ms: 10,
      authorized: true,
    },
  ];
}
