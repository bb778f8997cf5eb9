import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import pg from 'pg';
import { openDatabase } from './client';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';
import { parseHostList } from './host-list';
import { findPostgresTool, PostgresToolFailedError, type PostgresTool } from './postgres-tools';

/**
 * `pnpm backup` and `pnpm restore` (docs/decisions/0059-backups.md): a PostgreSQL server's
 * database through pg_dump's custom format and pg_restore, PGlite's data folder through its own
 * tarball (dumpDataDir, loaded back with loadDataDir).
 */
export type BackupTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** A backup or restore that did not happen, with what to do about it. */
export class BackupRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefusedError';
  }
}

const gunzipAsync = promisify(gunzip);

const DATABASE_NAMES = { postgres: 'PostgreSQL', pglite: 'PGlite' } as const;

/** Which database a backup file is of, by its first bytes. */
async function backupKindOf(file: string): Promise<BackupTarget['kind'] | undefined> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(262);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const start = head.subarray(0, bytesRead);
    if (start.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
    // PGlite's dumpDataDir: a gzipped tar, or a bare one when asked for no compression.
    if (start[0] === 0x1f && start[1] === 0x8b) return 'pglite';
    if (start.subarray(257, 262).toString('latin1') === 'ustar') return 'pglite';
    return undefined;
  } finally {
    await handle.close();
  }
}

/** The folder in use refuses a backup or restore in words for it, not for a second server. */
function refuseFolderInUse(error: unknown, doing: 'back up' | 'restore'): never {
  if (error instanceof DataDirInUseError) {
    throw new BackupRefusedError(
      `The PGlite database ${error.dataDir} is in use by a Praktik server (pid ${error.pid}). ` +
        `PGlite serves one process at a time: stop that server, ${doing}, then start it again.`,
    );
  }
  throw error;
}

/** Writes beside the file and renames, so an interrupted backup never looks like a whole one. */
async function writeWhole(file: string, write: (partial: string) => Promise<void>) {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await write(partial);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

/**
 * A backup and a restore name their server: a host list would leave which one to the moment's
 * failover state, and a restore must land on the primary.
 */
function refuseHostList(url: string) {
  if (!parseHostList(url)) return;
  throw new BackupRefusedError(
    'DATABASE_URL names several servers; pnpm backup and pnpm restore take one: run them with ' +
      'DATABASE_URL set to the primary\'s own address (docs/operations.md, "Failover").',
  );
}

export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  if (target.kind === 'postgres') {
    refuseHostList(target.url);
    const { dbname, env } = connectionOf(target.url);
    await writeWhole(file, (partial) =>
      runTool('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${dbname}`], env),
    );
    return;
  }
  if (!existsSync(path.join(target.dataDir, 'PG_VERSION'))) {
    throw new BackupRefusedError(
      `There is no PGlite database in ${target.dataDir} to back up (is DATA_DIR the server's?).`,
    );
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: target.dataDir }).catch(
    (error: unknown) => refuseFolderInUse(error, 'back up'),
  );
  try {
    // Written out to the data files, so a restore starts without replaying the log.
    await database.executeSql('checkpoint');
    const dump = await database.dumpDataDir('gzip');
    await writeWhole(file, async (partial) =>
      writeFile(partial, Buffer.from(await dump.arrayBuffer())),
    );
  } finally {
    await database.close();
  }
}

export interface RestoreResult {
  /** PGlite: where the database that was there before now is (kept, not deleted). */
  replacedFolder?: string;
  /** PostgreSQL: the schemas (with their tables) that held data and were replaced. */
  replacedSchemas?: string[];
}

export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  options: { force: boolean },
): Promise<RestoreResult> {
  const kind = await backupKindOf(file);
  if (!kind) {
    throw new BackupRefusedError(`${file} is not a backup made by pnpm backup.`);
  }
  if (kind !== target.kind) {
    throw new BackupRefusedError(
      `${file} is a backup of a ${DATABASE_NAMES[kind]} database, and this server runs on ` +
        `${DATABASE_NAMES[target.kind]} (${target.kind === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is not set'}). ` +
        'A backup goes back to the kind of database it was taken from.',
    );
  }
  return target.kind === 'postgres'
    ? restorePostgres(target.url, file, options.force)
    : restorePglite(target.dataDir, file, options.force);
}

/**
 * The tarball, unzipped here: PGlite unzips a gzipped one in a stream whose error on a file cut
 * short escapes its promise and ends the process, leaving a half-loaded folder behind.
 */
async function wholeTarball(file: string): Promise<Buffer> {
  const bytes = await readFile(file);
  return bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipAsync(bytes) : bytes;
}

async function restorePglite(dataDir: string, file: string, force: boolean) {
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    refuseFolderInUse(error, 'restore');
  }
  try {
    const holdsDatabase = existsSync(dataDir) && readdirSync(dataDir).length > 0;
    if (holdsDatabase && !force) {
      throw new BackupRefusedError(
        `${dataDir} already holds a PGlite database. A restore replaces all of it (every clinic, ` +
          'account, patient and record) with the backup. Run again with --force to replace it ' +
          '(the database replaced is kept beside it, renamed).',
      );
    }
    // Loaded into a folder of its own first: a backup that does not load leaves the database
    // in place untouched.
    const staging = `${dataDir}.restoring`;
    await rm(staging, { recursive: true, force: true });
    try {
      const restored = await openDatabase({
        kind: 'pglite',
        dataDir: staging,
        template: new Blob([await wholeTarball(file)]),
      });
      try {
        await restored.ping();
      } finally {
        await restored.close();
      }
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw new BackupRefusedError(
        `PGlite could not load ${file} (${(error as Error).message}): is it whole, and from this ` +
          `PGlite's PostgreSQL major? ${dataDir} is left as it was.`,
      );
    }
    let replacedFolder: string | undefined;
    if (holdsDatabase) {
      replacedFolder = `${dataDir}.replaced-${timestampForFileName(new Date())}`;
      await rename(dataDir, replacedFolder);
    } else {
      await rm(dataDir, { recursive: true, force: true });
    }
    await rename(staging, dataDir);
    return replacedFolder ? { replacedFolder } : {};
  } finally {
    unlock();
  }
}

async function restorePostgres(url: string, file: string, force: boolean): Promise<RestoreResult> {
  refuseHostList(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let schemas: { name: string; tables: number }[];
  try {
    const { rows } = await client.query<{ name: string; tables: number }>(
      `select n.nspname as name,
         (select count(*)::int from pg_class c
           where c.relnamespace = n.oid and c.relkind in ('r', 'p')) as tables
       from pg_namespace n
       where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
       order by n.nspname`,
    );
    schemas = rows;
  } finally {
    await client.end();
  }
  const tables = schemas.reduce((sum, schema) => sum + schema.tables, 0);
  const { dbname, env } = connectionOf(url);
  if (tables > 0 && !force) {
    throw new BackupRefusedError(
      `The database ${new URL(dbname).pathname.slice(1)} is not empty (${tables} tables). A restore replaces ` +
        `everything in it: the schemas ${schemas.map((schema) => schema.name).join(', ')}, their tables ` +
        "and rows, become the backup's. Run again with --force to replace it.",
    );
  }
  // Dropped and restored in one transaction: a restore that fails leaves the database as it was,
  // and nothing made after the backup (a later migration's table) survives beside it.
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const clearing = [
    ...schemas.map((schema) => `drop schema ${quote(schema.name)} cascade;`),
    'create schema public;',
  ].join('\n');
  await restoreInOneTransaction(file, dbname, clearing, env);
  return tables > 0 ? { replacedSchemas: schemas.map((schema) => schema.name) } : {};
}

/**
 * The URL without its password, which goes to the tools in PGPASSWORD instead: arguments are
 * visible to every user of the machine, a process's environment only to its owner.
 */
function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env },
  };
}

interface Finished {
  code: number | null;
  stderr: string;
}

function finished(child: ReturnType<typeof spawn>): Promise<Finished> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stderr }));
  });
}

function failure(tool: PostgresTool, result: Finished): Error {
  return new PostgresToolFailedError(tool, result.code, result.stderr);
}

async function runTool(tool: PostgresTool, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(findPostgresTool(tool), args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  const result = await finished(child);
  if (result.code !== 0) throw failure(tool, result);
}

/**
 * pg_restore writes the backup as SQL, psql runs it after `clearing` in one transaction that is
 * committed only once pg_restore has read the whole file without an error: psql's own
 * --single-transaction would commit whatever had arrived when a damaged file ended early.
 */
async function restoreInOneTransaction(
  file: string,
  dbname: string,
  clearing: string,
  env: NodeJS.ProcessEnv,
) {
  const [psqlBinary, pgRestoreBinary] = [findPostgresTool('psql'), findPostgresTool('pg_restore')];
  const psql = spawn(
    psqlBinary,
    ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${dbname}`],
    {
      env: { ...env, PGOPTIONS: '-c client_min_messages=warning' },
      stdio: ['pipe', 'ignore', 'pipe'],
    },
  );
  const applied = finished(psql);
  // psql stopping at an error closes its input; its own error says why.
  psql.stdin!.on('error', () => {});
  psql.stdin!.write(`begin;\n${clearing}\n`);
  const restore = spawn(pgRestoreBinary, ['--no-owner', '--no-privileges', '--file=-', file], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const read = finished(restore);
  // Else pg_restore would wait forever on a pipe nobody reads.
  psql.once('close', () => {
    if (restore.exitCode === null) restore.kill();
  });
  restore.stdout!.pipe(psql.stdin!, { end: false });
  const readResult = await read.catch((error: unknown) => {
    psql.kill();
    throw error;
  });
  psql.stdin!.end(readResult.code === 0 ? '\ncommit;\n' : '\nrollback;\n');
  const appliedResult = await applied;
  if (appliedResult.code !== 0) throw failure('psql', appliedResult);
  if (readResult.code !== 0) throw failure('pg_restore', readResult);
}

/** 2026-12-05T01-30-00Z: sorts by time and is a valid file name everywhere. */
export function timestampForFileName(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
}
