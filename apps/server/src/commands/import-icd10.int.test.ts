import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { createIcd10Repository } from '../modules/icd10/icd10.repository';
import { runIcd10Import } from './import-icd10';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(SERVER_DIR, 'node_modules/.bin/tsx');

const CSV = [
  '\uFEFFkode_icd,nama_icd,nama_icd_indo',
  'A01.0,Typhoid fever,Demam tifoid ',
  'K35.8,"Acute appendicitis, other and unspecified","Apendisitis akut, lainnya dan yang tidak spesifik"',
].join('\n');

/**
 * The command on its own PGlite data dir (never the test run's DATABASE_URL: it would migrate
 * and write the server's default database).
 */
describe('icd10:import command', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'praktik-icd10-command-'));
    await writeFile(path.join(dir, 'codes.csv'), CSV);
    await writeFile(path.join(dir, 'bad.json'), '[{"kode_icd":"A09"}]');
    await writeFile(
      path.join(dir, 'more.json'),
      JSON.stringify([
        { kode_icd: 'A01.0', nama_icd: 'Typhoid fever', nama_icd_indo: 'Demam tifoid' },
        { kode_icd: 'R51', nama_icd: 'Headache', nama_icd_indo: 'Sakit kepala' },
      ]),
    );
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('migrates the database, upserts the file and says what it wrote; twice changes nothing', async () => {
    const config = { databaseUrl: undefined, dataDir: path.join(dir, 'data') };
    const file = path.join(dir, 'codes.csv');
    expect(await runIcd10Import(file, config)).toEqual({
      read: 2,
      inserted: 2,
      updated: 0,
      unchanged: 0,
    });
    expect(await runIcd10Import(file, config)).toEqual({
      read: 2,
      inserted: 0,
      updated: 0,
      unchanged: 2,
    });
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'data/pglite') });
    try {
      const { rows } = await createIcd10Repository(database.db).search({
        keyword: 'demam',
        page: 0,
        size: 10,
      });
      expect(rows).toEqual([{ code: 'A01.0', titleEn: 'Typhoid fever', titleId: 'Demam tifoid' }]);
    } finally {
      await database.close();
    }
  }, 180_000);

  it('runs from the command line: prints the count, and explains a bad file or usage', async () => {
    // The data dir of the test above (a new one costs PGlite's initdb again).
    const env = { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(dir, 'data') };
    const ok = await run(TSX, ['src/commands/import-icd10.ts', path.join(dir, 'more.json')], {
      cwd: SERVER_DIR,
      env,
    });
    expect(ok.stdout).toContain('wrote 1 row (1 new, 0 updated, 1 unchanged) from 2');

    const bad = run(TSX, ['src/commands/import-icd10.ts', path.join(dir, 'bad.json')], {
      cwd: SERVER_DIR,
      env,
    });
    await expect(bad).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('item 1: A09 has no English title'),
    });
    await expect(
      run(TSX, ['src/commands/import-icd10.ts'], { cwd: SERVER_DIR, env }),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('usage:') });
  }, 180_000);
});
