import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig, loadDotEnvFile, REPO_ROOT, type Config } from '../config';
import {
  backupDatabase,
  BackupRefusedError,
  restoreDatabase,
  timestampForFileName,
  type BackupTarget,
} from '../db/database-backup';
import { PostgresToolFailedError, PostgresToolMissingError } from '../db/postgres-tools';

const USAGE = ['usage: pnpm backup [file]', '       pnpm restore <file> [--force]'].join('\n');

const NOT_COVERED =
  'Uploaded files and DATA_DIR/secrets.json are not in it: docs/operations.md, "Backups", says how to keep them.';

/** The database the server would open with this configuration. */
export function backupTargetOf(config: Pick<Config, 'databaseUrl' | 'dataDir'>): BackupTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

/** backups/praktik-pglite-2026-12-05T01-30-00Z.tar.gz, or ...-postgres-....dump */
export function defaultBackupFile(target: BackupTarget, at: Date): string {
  const extension = target.kind === 'postgres' ? 'dump' : 'tar.gz';
  return path.join(
    REPO_ROOT,
    'backups',
    `praktik-${target.kind}-${timestampForFileName(at)}.${extension}`,
  );
}

const describe = (target: BackupTarget) =>
  target.kind === 'postgres'
    ? 'the PostgreSQL database (DATABASE_URL)'
    : `the PGlite database in ${target.dataDir}`;

function megabytes(file: string): string {
  return `${(statSync(file).size / 1024 / 1024).toFixed(1)} MB`;
}

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const files = rest.filter((arg) => arg !== '--force');
  const usable =
    (command === 'backup' && !force && files.length <= 1) ||
    (command === 'restore' && files.length === 1);
  if (!usable) {
    console.error(USAGE);
    return 2;
  }
  loadDotEnvFile();
  const target = backupTargetOf(loadConfig());
  // pnpm runs the script inside apps/server: a relative path is the caller's.
  const callerDir = process.env.INIT_CWD ?? process.cwd();
  if (command === 'backup') {
    const file = files[0]
      ? path.resolve(callerDir, files[0])
      : defaultBackupFile(target, new Date());
    await backupDatabase(target, file);
    console.log(`Backed up ${describe(target)} to ${file} (${megabytes(file)}).\n${NOT_COVERED}`);
    return 0;
  }
  const file = path.resolve(callerDir, files[0]!);
  if (!existsSync(file)) {
    console.error(`restore: ${file} does not exist.`);
    return 1;
  }
  const { replacedFolder, replacedSchemas } = await restoreDatabase(target, file, { force });
  console.log(
    `Restored ${describe(target)} from ${file}.` +
      (replacedFolder ? `\nThe database it replaced is kept in ${replacedFolder}.` : '') +
      (replacedSchemas ? `\nIt replaced the schemas ${replacedSchemas.join(', ')}.` : '') +
      `\n${NOT_COVERED}`,
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
        error instanceof BackupRefusedError ||
        error instanceof PostgresToolMissingError ||
        error instanceof PostgresToolFailedError;
      console.error(`${process.argv[2]} failed:`, explained ? (error as Error).message : error);
      process.exit(1);
    },
  );
}
