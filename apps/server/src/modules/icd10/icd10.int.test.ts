import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ICD10_SUBSET } from '../../composition/seed/icd10-subset';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  addClinicMember,
  call,
  createTestClinic,
  problemOf,
  type TestClinic,
} from '../../test/fixtures';

interface Icd10Row {
  code: string;
  fullCode: string;
  shortDescription: string;
  titleEn: string;
  titleId: string;
}

/** Codes the subset does not have, so an exact code can come before codes that start with it. */
const EXTRA_CODES = [
  {
    code: 'A09.0',
    titleEn: 'Other and unspecified gastroenteritis and colitis of infectious origin',
    titleId: 'Gastroenteritis dan kolitis lainnya dan tidak spesifik akibat infeksi',
  },
  { code: 'R50.2', titleEn: 'Drug-induced fever', titleId: 'Demam akibat obat' },
];

let ctx: TestApp;
let clinic: TestClinic;
beforeAll(async () => {
  ctx = await createTestApp();
  clinic = await createTestClinic(ctx, 'Klinik Kenanga');
  await ctx.repositories.icd10.upsertMany([...ICD10_SUBSET, ...EXTRA_CODES]);
});
afterAll(async () => ctx?.close());

async function search(query: string, options: { language?: 'id' | 'en'; token?: string } = {}) {
  const response = await call(ctx, 'GET', `/api2/dashboard/icd10${query}`, {
    token: options.token ?? clinic.owner.idToken,
    ...(options.language ? { language: options.language } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    rows: response.json<{ data: Icd10Row[] }>().data,
    total: Number(response.headers['x-total-count']),
  };
}

const codesOf = (rows: Icd10Row[]) => rows.map((row) => row.fullCode);
const keyword = (text: string) => `?keyword=${encodeURIComponent(text)}`;

describe('GET /dashboard/icd10', () => {
  it('answers the code as written, without its dot, and both titles', async () => {
    const { rows, total } = await search(keyword('K35.8'));
    expect(total).toBe(1);
    expect(rows).toEqual([
      {
        code: 'K358',
        fullCode: 'K35.8',
        shortDescription: 'Apendisitis akut, lainnya dan yang tidak spesifik',
        titleEn: 'Acute appendicitis, other and unspecified',
        titleId: 'Apendisitis akut, lainnya dan yang tidak spesifik',
      },
    ]);
  });

  it('describes each code in the caller’s language, Indonesian by default', async () => {
    const indonesian = await search(keyword('L81.1'));
    expect(indonesian.rows[0]?.shortDescription).toBe('Kloasma (melasma)');
    const english = await search(keyword('L81.1'), { language: 'en' });
    expect(english.rows[0]?.shortDescription).toBe('Chloasma');
    const header = await call(ctx, 'GET', `/api2/dashboard/icd10${keyword('L81.1')}`, {
      token: clinic.owner.idToken,
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(header.json<{ data: Icd10Row[] }>().data[0]?.shortDescription).toBe('Chloasma');
  });

  it('finds a code however it is typed: k35, K35.8, k358', async () => {
    for (const typed of ['k35', 'K35.8', 'k358', ' K35 ']) {
      expect(codesOf((await search(keyword(typed))).rows)).toEqual(['K35.8']);
    }
  });

  it('puts the exact code first, then the codes starting with it', async () => {
    expect(codesOf((await search(keyword('a09'))).rows)).toEqual(['A09', 'A09.0']);
  });

  it('lists codes starting with the keyword shorter first, then in order', async () => {
    const { rows, total } = await search(keyword('r5'));
    expect(codesOf(rows)).toEqual(['R51', 'R53', 'R50.2', 'R50.9']);
    expect(total).toBe(4);
  });

  it('puts codes before titles that merely contain the keyword', async () => {
    // "l70" is a code prefix; nothing else has a word starting with it.
    const { rows } = await search(keyword('l7'));
    expect(codesOf(rows).slice(0, 4)).toEqual(['L70.0', 'L70.1', 'L70.8', 'L70.9']);
  });

  it('finds words by their beginning in the Indonesian and the English titles', async () => {
    expect(codesOf((await search(keyword('demam'))).rows)).toEqual([
      'A90',
      'A91',
      'A01.0',
      'R50.2',
      'R50.9',
    ]);
    expect(codesOf((await search(keyword('demam tif'))).rows)).toEqual(['A01.0']);
    expect(codesOf((await search(keyword('Tif DEM'))).rows)).toEqual(['A01.0']);
    expect(codesOf((await search(keyword('typh'))).rows)).toEqual(['A01.0']);
    expect(codesOf((await search(keyword('jerawat'))).rows)).toEqual(['L70.0']);
    expect(codesOf((await search(keyword('melasma'))).rows)).toEqual(['L81.1']);
  });

  it('needs every word of the keyword, in either title', async () => {
    expect(codesOf((await search(keyword('acne jerawat'))).rows)).toEqual(['L70.0']);
    expect(codesOf((await search(keyword('demam kudis'))).rows)).toEqual([]);
    // A word inside another word is not a word prefix.
    expect(codesOf((await search(keyword('ngue'))).rows)).toEqual([]);
  });

  it('lists every code in order without a keyword', async () => {
    const { rows, total } = await search('');
    expect(total).toBe(ICD10_SUBSET.length + EXTRA_CODES.length);
    expect(rows).toHaveLength(10);
    expect(codesOf(rows).slice(0, 4)).toEqual(['A01.0', 'A09', 'A09.0', 'A15.0']);
    expect((await search(keyword('   '))).total).toBe(total);
  });

  it('pages with page and size and keeps the total of every match', async () => {
    const first = await search(`${keyword('demam')}&page=0&size=2`);
    const second = await search(`${keyword('demam')}&page=1&size=2`);
    const third = await search(`${keyword('demam')}&page=2&size=2`);
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    expect([...codesOf(first.rows), ...codesOf(second.rows), ...codesOf(third.rows)]).toEqual([
      'A90',
      'A91',
      'A01.0',
      'R50.2',
      'R50.9',
    ]);
    const past = await search(`${keyword('demam')}&page=7&size=2`);
    expect(past).toEqual({ rows: [], total: 5 });
    const pastAll = await search('?page=500&size=100');
    expect(pastAll).toEqual({ rows: [], total: ICD10_SUBSET.length + EXTRA_CODES.length });
    expect((await search(`${keyword('zzzz')}&page=3`)).total).toBe(0);
    const farAway = await search(`${keyword('demam')}&page=${Number.MAX_SAFE_INTEGER}&size=100`);
    expect(farAway).toEqual({ rows: [], total: 5 });
    expect((await search('?size=100')).rows).toHaveLength(100);
  });

  it('takes anything typed as text, never as query syntax', async () => {
    const typed = [
      "&|!():*'",
      "'",
      '\\',
      'demam & tif',
      'demam | kudis',
      '!demam',
      'demam:*',
      "o'clock",
      '(demam',
      'demam <-> tif',
      '%_',
      '😀 demam',
      '发烧',
      'e\u0301',
      'K35.8.9.9',
      'A'.repeat(100),
      '9'.repeat(100),
    ];
    for (const text of typed) {
      const response = await call(ctx, 'GET', `/api2/dashboard/icd10${keyword(text)}`, {
        token: clinic.owner.idToken,
      });
      expect(response.statusCode, `${JSON.stringify(text)}: ${response.body}`).toBe(200);
    }
    // A NUL is the one thing refused: no text column can hold it (plugins/unstorable-text).
    const nul = await call(ctx, 'GET', `/api2/dashboard/icd10${keyword('demam\u0000')}`, {
      token: clinic.owner.idToken,
    });
    expect(nul.statusCode).toBe(400);
    expect(problemOf(nul).fieldErrors).toEqual([{ field: 'keyword', message: expect.any(String) }]);
    expect(codesOf((await search(keyword('demam & tif'))).rows)).toEqual(['A01.0']);
    expect(codesOf((await search(keyword('(demam):*'))).rows)).toHaveLength(5);
    // Nothing searchable in it: the whole list, as without a keyword.
    expect((await search(keyword("&|!():*'"))).total).toBe(
      ICD10_SUBSET.length + EXTRA_CODES.length,
    );
  });

  it('answers from memory exactly what the SQL search of the table answers', async () => {
    const keywords = [
      undefined,
      'a',
      'r5',
      'a09',
      'K35.8',
      'demam',
      'dem tif',
      'l7',
      'l70 acne',
      'tidak spes',
      'unspecified',
      '8',
      'o',
      "&|!():*'",
      'zzz',
    ];
    for (const typed of keywords) {
      for (const [page, size] of [
        [0, 10],
        [1, 3],
        [0, 100],
      ] as const) {
        const sql = await ctx.repositories.icd10.search({ keyword: typed, page, size });
        const http = await search(
          `?page=${page}&size=${size}${typed ? `&${keyword(typed).slice(1)}` : ''}`,
        );
        expect({ rows: codesOf(http.rows), total: http.total }, `${typed} ${page} ${size}`).toEqual(
          { rows: sql.rows.map((row) => row.code), total: sql.total },
        );
      }
    }
  });

  it('refuses bad paging and a too long keyword with a translated 400', async () => {
    const cases: [string, 'id' | 'en', string][] = [
      ['?page=-1', 'id', 'Halaman'],
      ['?page=abc', 'en', 'Page'],
      ['?size=0', 'id', 'Jumlah per halaman'],
      ['?size=101', 'en', 'Page size'],
      ['?size=1.5', 'en', 'Page size'],
      [keyword('x'.repeat(101)), 'id', 'Kata kunci maksimal 100 karakter'],
      [keyword('x'.repeat(101)), 'en', 'Keyword must be at most 100 characters'],
    ];
    for (const [query, language, text] of cases) {
      const response = await call(ctx, 'GET', `/api2/dashboard/icd10${query}`, {
        token: clinic.owner.idToken,
        language,
      });
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(problemOf(response)), query).toContain(text);
    }
  });

  it('needs a token', async () => {
    const response = await call(ctx, 'GET', '/api2/dashboard/icd10?keyword=demam');
    expect(response.statusCode).toBe(401);
    expect(problemOf(response).detail).toBeTruthy();
  });

  it('answers every clinic role the same list', async () => {
    const staff = await addClinicMember(ctx, clinic, 'ROLE_STAFF');
    const beautician = await addClinicMember(ctx, clinic, 'ROLE_BEAUTICIAN');
    const owner = await search(keyword('acne'));
    expect(await search(keyword('acne'), { token: staff.idToken })).toEqual(owner);
    expect(await search(keyword('acne'), { token: beautician.idToken })).toEqual(owner);
    const other = await createTestClinic(ctx, 'Klinik Melati');
    expect(await search(keyword('acne'), { token: other.owner.idToken })).toEqual(owner);
  });

  it('shows codes written after an earlier search (the kept answer is dropped)', async () => {
    expect((await search(keyword('kolera'))).total).toBe(0);
    await ctx.repositories.icd10.upsertMany([
      { code: 'A00.9', titleEn: 'Cholera, unspecified', titleId: 'Kolera, tidak spesifik' },
    ]);
    expect(codesOf((await search(keyword('kolera'))).rows)).toEqual(['A00.9']);
  });
});
