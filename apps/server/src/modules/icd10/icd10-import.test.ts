import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Icd10FileError,
  icd10CodeFromRecord,
  parseIcd10Csv,
  parseIcd10File,
  parseIcd10Json,
} from './icd10-import';

const BOM = '\uFEFF';

describe('ICD-10 file: JSON', () => {
  it('reads the shared list’s shape as is, trimming the titles', () => {
    const codes = parseIcd10Json(
      JSON.stringify([
        {
          kode_icd: 'A00.0',
          nama_icd: 'Cholera due to Vibrio cholerae 01, biovar cholerae',
          nama_icd_indo: 'Kolera disebabkan Vibrio cholerae 01, biovar cholerae ',
        },
        { kode_icd: ' a09 ', nama_icd: ' Diarrhoea ', nama_icd_indo: '  Diare' },
      ]),
    );
    expect(codes).toEqual([
      {
        code: 'A00.0',
        titleEn: 'Cholera due to Vibrio cholerae 01, biovar cholerae',
        titleId: 'Kolera disebabkan Vibrio cholerae 01, biovar cholerae',
      },
      { code: 'A09', titleEn: 'Diarrhoea', titleId: 'Diare' },
    ]);
  });

  it('reads our own column names too, and a file starting with a BOM', () => {
    const text = `${BOM}[{"code":"R51","title_en":"Headache","title_id":"Sakit kepala"}]`;
    expect(parseIcd10Json(text)).toEqual([
      { code: 'R51', titleEn: 'Headache', titleId: 'Sakit kepala' },
    ]);
  });

  it('uses the English title where the Indonesian one is blank or missing', () => {
    expect(parseIcd10Json('[{"kode_icd":"R05","nama_icd":"Cough","nama_icd_indo":"  "}]')).toEqual([
      { code: 'R05', titleEn: 'Cough', titleId: 'Cough' },
    ]);
    expect(parseIcd10Json('[{"kode_icd":"R05","nama_icd":"Cough"}]')[0]?.titleId).toBe('Cough');
  });

  it('refuses what is not a list of codes, naming the item', () => {
    expect(() => parseIcd10Json('{')).toThrow(Icd10FileError);
    expect(() => parseIcd10Json('{"kode_icd":"A09"}')).toThrow(/array/);
    expect(() => parseIcd10Json('[1]')).toThrow(/item 1: not an object/);
    expect(() => parseIcd10Json('[null]')).toThrow(/item 1/);
    expect(() => parseIcd10Json('[[]]')).toThrow(/item 1/);
    expect(() => parseIcd10Json('[{"nama_icd":"Cough"}]')).toThrow(/item 1: no code/);
    expect(() => parseIcd10Json('[{"kode_icd":"A09","nama_icd":" "}]')).toThrow(
      /A09 has no English title/,
    );
    expect(() => parseIcd10Json('[{"kode_icd":"A09-A10","nama_icd":"Range"}]')).toThrow(
      /"A09-A10" is not an ICD-10 code/,
    );
    expect(() => parseIcd10Json('[{"kode_icd":{"x":1},"nama_icd":"Odd"}]')).toThrow(/no code/);
  });
});

describe('ICD-10 file: CSV', () => {
  it('reads the header code,title_en,title_id with a BOM, quoted commas and quotes', () => {
    const text = [
      `${BOM}code,title_en,title_id`,
      'K35.8,"Acute appendicitis, other and unspecified","Apendisitis akut, lainnya dan yang tidak spesifik"',
      'J00,"Acute nasopharyngitis [common cold]","Nasofaringitis akut ""selesma"""',
      '',
      'r51 , Headache ,Sakit kepala  ',
    ].join('\r\n');
    expect(parseIcd10Csv(text)).toEqual([
      {
        code: 'K35.8',
        titleEn: 'Acute appendicitis, other and unspecified',
        titleId: 'Apendisitis akut, lainnya dan yang tidak spesifik',
      },
      {
        code: 'J00',
        titleEn: 'Acute nasopharyngitis [common cold]',
        titleId: 'Nasofaringitis akut "selesma"',
      },
      { code: 'R51', titleEn: 'Headache', titleId: 'Sakit kepala' },
    ]);
  });

  it('reads the shared list’s column names, in any order and case', () => {
    const text = 'NAMA_ICD_INDO,Kode_ICD,nama_icd\nDemam tifoid,A01.0,Typhoid fever\n';
    expect(parseIcd10Csv(text)).toEqual([
      { code: 'A01.0', titleEn: 'Typhoid fever', titleId: 'Demam tifoid' },
    ]);
  });

  it('is empty with a header and no rows', () => {
    expect(parseIcd10Csv('code,title_en,title_id\n')).toEqual([]);
    expect(parseIcd10Csv('')).toEqual([]);
  });

  it('refuses a header without a code or an English title, and names the bad line', () => {
    expect(() => parseIcd10Csv('kode,judul\nA09,Diare\n')).toThrow(/code or kode_icd/);
    expect(() => parseIcd10Csv('code,title_id\nA09,Diare\n')).toThrow(/title_en or nama_icd/);
    expect(() => parseIcd10Csv('code,title_en\nA09,Diarrhoea\n,Cough\n')).toThrow(
      /line 3: no code/,
    );
    expect(() => parseIcd10Csv('code,title_en\n"A09,Diarrhoea\n')).toThrow(/not valid CSV/);
  });
});

describe('ICD-10 file on disk', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'praktik-icd10-file-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('reads .json and .csv by their extension, and anything else by its first character', async () => {
    const json = '[{"kode_icd":"A09","nama_icd":"Diarrhoea","nama_icd_indo":"Diare"}]';
    const csv = 'code,title_en,title_id\nA09,Diarrhoea,Diare\n';
    const expected = [{ code: 'A09', titleEn: 'Diarrhoea', titleId: 'Diare' }];
    const files: [string, string][] = [
      ['list.JSON', json],
      ['list.csv', csv],
      ['list.txt', `${BOM}  ${json}`],
      ['list', csv],
    ];
    for (const [name, text] of files) {
      await writeFile(path.join(dir, name), text);
      expect(await parseIcd10File(path.join(dir, name)), name).toEqual(expected);
    }
  });
});

describe('a record as a code', () => {
  it('takes numbers as text and upper-cases the code', () => {
    expect(icd10CodeFromRecord({ code: 'u07.1', title_en: 'COVID-19', title_id: 7 }, 'x')).toEqual({
      code: 'U07.1',
      titleEn: 'COVID-19',
      titleId: '7',
    });
  });
});
