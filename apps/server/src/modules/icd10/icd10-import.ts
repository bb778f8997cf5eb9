import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Database } from '../../db/client';
import { createIcd10Repository, type Icd10Code, type Icd10UpsertResult } from './icd10.repository';

/**
 * The names a file may give each column: ours (`code,title_en,title_id`) or the shared WHO
 * list's (`kode_icd,nama_icd,nama_icd_indo`).
 */
const COLUMN_NAMES = {
  code: ['code', 'kode_icd'],
  titleEn: ['title_en', 'nama_icd'],
  titleId: ['title_id', 'nama_icd_indo'],
} as const;

/** A letter, two more characters, optionally a dot and up to four: A09, K35.8, U07.1, C4A.0. */
const CODE_PATTERN = /^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/;

export class Icd10FileError extends Error {
  override name = 'Icd10FileError';
}

const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

function pick(
  record: Record<string, unknown>,
  names: readonly string[],
): string | undefined | null {
  for (const name of names) {
    const key = Object.keys(record).find((k) => k.trim().toLowerCase() === name);
    if (key === undefined) continue;
    const value = record[key];
    if (value === null || value === undefined) return undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  }
  return undefined;
}

/**
 * One record of a file as a code: code upper case, titles trimmed (the WHO list's Indonesian
 * titles carry trailing spaces). A blank Indonesian title falls back to the English one (the
 * column is required and an English title beats none); a missing code or English title, or a
 * code that is not one, is an error naming the record (`where`).
 */
export function icd10CodeFromRecord(record: Record<string, unknown>, where: string): Icd10Code {
  const code = pick(record, COLUMN_NAMES.code)?.trim().toUpperCase();
  const titleEn = pick(record, COLUMN_NAMES.titleEn)?.trim();
  const titleId = pick(record, COLUMN_NAMES.titleId)?.trim();
  if (!code) throw new Icd10FileError(`${where}: no code`);
  if (!CODE_PATTERN.test(code))
    throw new Icd10FileError(`${where}: "${code}" is not an ICD-10 code`);
  if (!titleEn) throw new Icd10FileError(`${where}: ${code} has no English title`);
  return { code, titleEn, titleId: titleId || titleEn };
}

/** The shared list's shape: a JSON array of `{ kode_icd, nama_icd, nama_icd_indo }`. */
export function parseIcd10Json(text: string): Icd10Code[] {
  let data: unknown;
  try {
    data = JSON.parse(stripBom(text));
  } catch (error) {
    throw new Icd10FileError(`not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(data)) throw new Icd10FileError('the JSON must be an array of codes');
  return data.map((item: unknown, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw new Icd10FileError(`item ${index + 1}: not an object`);
    }
    return icd10CodeFromRecord(item as Record<string, unknown>, `item ${index + 1}`);
  });
}

/** A CSV with a header row naming the columns (either naming), a BOM or not, quoted or not. */
export function parseIcd10Csv(text: string): Icd10Code[] {
  let records: Record<string, string>[];
  try {
    records = parse(text, {
      bom: true,
      columns: true,
      skip_empty_lines: true,
      relax_column_count: true,
    });
  } catch (error) {
    throw new Icd10FileError(`not valid CSV: ${(error as Error).message}`);
  }
  const header = Object.keys(records[0] ?? {}).map((name) => name.trim().toLowerCase());
  for (const [column, names] of Object.entries(COLUMN_NAMES)) {
    if (column === 'titleId') continue;
    if (records.length > 0 && !names.some((name) => header.includes(name))) {
      throw new Icd10FileError(`the CSV header needs a ${names.join(' or ')} column`);
    }
  }
  // Line 1 is the header.
  return records.map((record, index) => icd10CodeFromRecord(record, `line ${index + 2}`));
}

/** Reads a .json or .csv file (by its extension; otherwise by whether it starts with `[`). */
export async function parseIcd10File(file: string): Promise<Icd10Code[]> {
  const text = await readFile(file, 'utf8');
  const extension = path.extname(file).toLowerCase();
  if (extension === '.json') return parseIcd10Json(text);
  if (extension === '.csv') return parseIcd10Csv(text);
  return stripBom(text).trimStart().startsWith('[') ? parseIcd10Json(text) : parseIcd10Csv(text);
}

/**
 * Upserts the codes by code, all or none (see Icd10Repository.importAll); run it again and
 * nothing changes.
 */
export function importIcd10Rows(
  db: Database,
  codes: readonly Icd10Code[],
): Promise<Icd10UpsertResult> {
  return createIcd10Repository(db).importAll(codes);
}
