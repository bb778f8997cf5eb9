import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig, loadDotEnvFile } from '../config';
import { openDatabase } from '../db/client';
import { databaseTargetOf } from '../db/database-target';
import { Icd10FileError, importIcd10Rows, parseIcd10File } from '../modules/icd10/icd10-import';
import type { Icd10UpsertResult } from '../modules/icd10/icd10.repository';

export {
  importIcd10Rows,
  parseIcd10Csv,
  parseIcd10File,
  parseIcd10Json,
} from '../modules/icd10/icd10-import';

const USAGE = 'usage: pnpm --filter @praktik/server icd10:import <file.json|file.csv>';

/**
 * Loads an ICD-10 list into the database the server uses (DATABASE_URL, else PGlite in
 * DATA_DIR/pglite), after applying the migrations, and answers what it wrote.
 * PGlite allows one process per data dir: stop the server first (the lock says so if not).
 */
export async function runIcd10Import(
  file: string,
  config: Parameters<typeof databaseTargetOf>[0],
): Promise<{ read: number } & Icd10UpsertResult> {
  const codes = await parseIcd10File(file);
  const database = await openDatabase(databaseTargetOf(config));
  try {
    // Beside servers starting on the same database: migrations run once (DatabaseHandle).
    await database.whileStarting(() => database.migrate());
    const result = await importIcd10Rows(database.db, codes);
    return { read: codes.length, ...result };
  } finally {
    await database.close();
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const file = argv[0];
  if (!file || argv.length > 1) {
    console.error(USAGE);
    return 2;
  }
  loadDotEnvFile();
  // pnpm --filter runs the script inside apps/server: a relative path may be the caller's.
  const candidates = [process.cwd(), process.env.INIT_CWD].filter(Boolean) as string[];
  const resolved =
    candidates.map((base) => path.resolve(base, file)).find((candidate) => existsSync(candidate)) ??
    path.resolve(file);
  const result = await runIcd10Import(resolved, loadConfig());
  const written = result.inserted + result.updated;
  console.log(
    `ICD-10 import: wrote ${written} ${written === 1 ? 'row' : 'rows'} (${result.inserted} new, ${result.updated} updated, ` +
      `${result.unchanged} unchanged) from ${result.read} in ${file}`,
  );
  return 0;
}

const isEntryPoint =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      const explained =
        error instanceof Icd10FileError || (error as NodeJS.ErrnoException).code === 'ENOENT';
      console.error('ICD-10 import failed:', explained ? (error as Error).message : error);
      process.exit(1);
    },
  );
}
