import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config';
import { ICD10_SUBSET } from '../../composition/seed/icd10-subset';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { importIcd10Rows, parseIcd10Csv, parseIcd10File } from './icd10-import';
import { buildIcd10SearchIndex } from './icd10-search-index';

/** The WHO list the project reads from the shared data folder (never copied into the repo). */
const SHARED_ICD10_FILE = path.resolve(REPO_ROOT, '../shared/data/icd10/icd10-who-en-id.json');
const SHARED_ICD10_COUNT = 10_469;

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe('ICD-10 import', () => {
  it('writes new codes, then changes nothing when run again, then updates changed titles', async () => {
    const codes = parseIcd10Csv(
      [
        'code,title_en,title_id',
        'A01.0,Typhoid fever,Demam tifoid ',
        'L81.1,Chloasma,"Kloasma, melasma"',
        'A01.0,Typhoid fever,Demam tifoid',
      ].join('\n'),
    );
    expect(await importIcd10Rows(ctx.database.db, codes)).toEqual({
      inserted: 2,
      updated: 0,
      unchanged: 0,
    });
    expect(await importIcd10Rows(ctx.database.db, codes)).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 2,
    });
    const changed = [{ code: 'l81.1', titleEn: 'Chloasma', titleId: 'Kloasma (melasma)' }];
    expect(await importIcd10Rows(ctx.database.db, changed)).toEqual({
      inserted: 0,
      updated: 1,
      unchanged: 0,
    });
    expect(await ctx.repositories.icd10.findByCodes(['a01.0', 'L811', 'X99'])).toEqual([
      { code: 'A01.0', titleEn: 'Typhoid fever', titleId: 'Demam tifoid' },
      { code: 'L81.1', titleEn: 'Chloasma', titleId: 'Kloasma (melasma)' },
    ]);
    const { rows } = await ctx.repositories.icd10.search({ keyword: 'melas', page: 0, size: 10 });
    expect(rows.map((row) => row.code)).toEqual(['L81.1']);
  });

  it('writes in batches: more codes than one statement takes', async () => {
    const many = Array.from({ length: 1500 }, (_, index) => ({
      code: `Y${String(Math.floor(index / 100)).padStart(2, '0')}.${index % 100}`,
      titleEn: `Batch code ${index}`,
      titleId: `Kode batch ${index}`,
    }));
    const result = await importIcd10Rows(ctx.database.db, many);
    expect(result).toEqual({ inserted: 1500, updated: 0, unchanged: 0 });
    const { total } = await ctx.repositories.icd10.search({ keyword: 'batch', page: 0, size: 10 });
    expect(total).toBe(1500);
  });

  it('loads the whole shared WHO list when it is there (else the hand-written subset), twice', async () => {
    const present = existsSync(SHARED_ICD10_FILE);
    const codes = present ? await parseIcd10File(SHARED_ICD10_FILE) : [...ICD10_SUBSET];
    if (present) {
      expect(codes).toHaveLength(SHARED_ICD10_COUNT);
      expect(codes.every((code) => code.titleId === code.titleId.trim())).toBe(true);
    }
    const before = await ctx.repositories.icd10.count();
    const first = await importIcd10Rows(ctx.database.db, codes);
    expect(first.inserted + first.updated + first.unchanged).toBe(codes.length);
    const again = await importIcd10Rows(ctx.database.db, codes);
    expect(again).toEqual({ inserted: 0, updated: 0, unchanged: codes.length });
    expect(await ctx.repositories.icd10.count()).toBe(before + first.inserted);

    // Codes and words of both lists.
    const search = async (keyword: string) =>
      (await ctx.repositories.icd10.search({ keyword, page: 0, size: 10 })).rows.map(
        (row) => row.code,
      );
    expect((await search('e11.9'))[0]).toBe('E11.9');
    expect((await search('k35'))[0]).toMatch(/^K35/);
    expect(await search('demam tifoid')).toContain('A01.0');
    expect(await search('typhoid fever')).toContain('A01.0');
    expect((await search('j06'))[0]).toMatch(/^J06/);
    expect(await search('acne vulgaris')).toContain('L70.0');
  });

  it('searches the whole imported list in memory exactly as the SQL search does', async () => {
    const index = buildIcd10SearchIndex(await ctx.repositories.icd10.listAll());
    // Not a lone 'o' or 'other': PostgreSQL reads Q96.4's "45,X/other" as one path-like token,
    // so its SQL search misses that code, which the in-memory search (the one the app asks) finds.
    const keywords = ['a', 'e1', 'E11', 'k35.8', 'demam', 'dem tif', 'typhoid fever', 'acne vul'];
    keywords.push('tidak spesifik', 'unspecified', 'fraktur femur', 's72', 'zzz', 'batch');
    for (const keyword of keywords) {
      for (const [page, size] of [
        [0, 10],
        [3, 25],
      ] as const) {
        const sql = await ctx.repositories.icd10.search({ keyword, page, size });
        const memory = index.search({ keyword, page, size });
        expect(
          { rows: memory.rows.map((row) => row.code), total: memory.total },
          `${keyword} ${page} ${size}`,
        ).toEqual({ rows: sql.rows.map((row) => row.code), total: sql.total });
      }
    }
  });
});
