import { normalizeDiagnosisCode } from '@praktik/domain/visits/assessment.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { ICD10_SUBSET, seedIcd10Subset } from './icd10-subset';

describe('the demo ICD-10 subset (data)', () => {
  it('has about a hundred codes, each once, each a WHO code with both titles trimmed', () => {
    expect(ICD10_SUBSET.length).toBeGreaterThanOrEqual(60);
    expect(ICD10_SUBSET.length).toBeLessThanOrEqual(120);
    const compact = ICD10_SUBSET.map((entry) => normalizeDiagnosisCode(entry.code));
    expect(new Set(compact).size).toBe(ICD10_SUBSET.length);
    for (const entry of ICD10_SUBSET) {
      expect(entry.code, entry.code).toMatch(/^[A-Z][0-9]{2}(\.[0-9])?$/);
      for (const title of [entry.titleEn, entry.titleId]) {
        expect(title, entry.code).toBe(title.trim());
        expect(title.length, entry.code).toBeGreaterThan(2);
        expect(title, entry.code).not.toMatch(/\s{2}/);
      }
    }
  });

  it('is in code order', () => {
    const codes = ICD10_SUBSET.map((entry) => entry.code);
    expect(codes).toEqual([...codes].sort());
  });

  it('has the everyday diagnoses of a general practice and of an aesthetic clinic', () => {
    const byCode = new Map(ICD10_SUBSET.map((entry) => [entry.code, entry]));
    const everyday = ['J06.9', 'A09', 'I10', 'E11.9', 'K30', 'R50.9', 'R51', 'M54.5', 'Z00.0'];
    const aesthetic = ['L70.0', 'L81.1', 'L81.4', 'L90.5', 'L65.9', 'B35.1', 'L30.9'];
    for (const code of [...everyday, ...aesthetic]) expect(byCode.has(code), code).toBe(true);
    expect(byCode.get('L70.0')).toMatchObject({ titleEn: 'Acne vulgaris' });
    expect(byCode.get('L81.1')?.titleId).toContain('melasma');
    expect(byCode.get('I10')).toMatchObject({ titleEn: 'Essential (primary) hypertension' });
  });
});

describe('seedIcd10Subset', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());

  it('adds the subset through the repositories, once, without overwriting imported titles', async () => {
    await ctx.repositories.icd10.upsertMany([
      { code: 'I10', titleEn: 'Essential hypertension (imported)', titleId: 'Hipertensi (impor)' },
    ]);
    expect(await ctx.repositories.transaction((tx) => seedIcd10Subset(tx))).toBe(
      ICD10_SUBSET.length - 1,
    );
    expect(await seedIcd10Subset(ctx.repositories)).toBe(0);
    expect(await ctx.repositories.icd10.count()).toBe(ICD10_SUBSET.length);
    expect(await ctx.repositories.icd10.findByCodes(['I10'])).toEqual([
      { code: 'I10', titleEn: 'Essential hypertension (imported)', titleId: 'Hipertensi (impor)' },
    ]);
    const { rows } = await ctx.repositories.icd10.search({ keyword: 'jerawat', page: 0, size: 5 });
    expect(rows.map((row) => row.code)).toEqual(['L70.0']);
  });
});
