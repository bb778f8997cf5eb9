import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backupDatabase, BackupRefusedError, restoreDatabase } from './database-backup';
import { findPostgresTool, PostgresToolMissingError } from './postgres-tools';

const children: { kill(): void }[] = [];
const folders: string[] = [];
afterEach(() => {
  children.splice(0).forEach((child) => child.kill());
  folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'praktik-backup-refusals-'));
  folders.push(dir);
  return dir;
}

/** A file that starts as PGlite's gzipped tarball does (what restore looks at first). */
function pgliteLookingFile(dir: string): string {
  const file = path.join(dir, 'praktik-pglite.tar.gz');
  writeFileSync(file, Buffer.from([0x1f, 0x8b, 0x08, 0x00]));
  return file;
}

/** A PGlite data folder with a running server's pid in its lock, as a started server leaves it. */
function folderInUse(dir: string): { dataDir: string; pid: number } {
  const dataDir = path.join(dir, 'pglite');
  mkdirSync(dataDir);
  writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
  const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  children.push(server);
  writeFileSync(`${dataDir}.lock`, String(server.pid));
  return { dataDir, pid: server.pid! };
}

describe('backup and restore refusals', () => {
  it('refuse a PGlite folder a server is using, naming its pid, and leave the folder alone', async () => {
    const dir = folder();
    const { dataDir, pid } = folderInUse(dir);
    const backup = backupDatabase({ kind: 'pglite', dataDir }, path.join(dir, 'out.tar.gz'));
    await expect(backup).rejects.toThrow(BackupRefusedError);
    await expect(backup).rejects.toThrow(`in use by a Praktik server (pid ${pid})`);
    expect(existsSync(path.join(dir, 'out.tar.gz'))).toBe(false);

    const restore = restoreDatabase({ kind: 'pglite', dataDir }, pgliteLookingFile(dir), {
      force: true,
    });
    await expect(restore).rejects.toThrow(`in use by a Praktik server (pid ${pid})`);
    expect(readdirSync(dataDir)).toEqual(['PG_VERSION']);
  });

  it('leave the PGlite folder as it was when the backup does not load', async () => {
    const dir = folder();
    const dataDir = path.join(dir, 'pglite');
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
    await expect(
      restoreDatabase({ kind: 'pglite', dataDir }, pgliteLookingFile(dir), { force: true }),
    ).rejects.toThrow(`${dataDir} is left as it was`);
    expect(readdirSync(dir).sort()).toEqual(['pglite', 'praktik-pglite.tar.gz']);
    expect(readdirSync(dataDir)).toEqual(['PG_VERSION']);
  });

  it('refuse a backup of the other kind of database, and a file that is no backup', async () => {
    const dir = folder();
    const postgres = { kind: 'postgres', url: 'postgres://praktik@127.0.0.1:1/praktik' } as const;
    await expect(
      restoreDatabase(postgres, pgliteLookingFile(dir), { force: true }),
    ).rejects.toThrow(
      'is a backup of a PGlite database, and this server runs on PostgreSQL (DATABASE_URL is set)',
    );
    const notes = path.join(dir, 'notes.txt');
    writeFileSync(notes, 'not a database');
    await expect(
      restoreDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') }, notes, {
        force: true,
      }),
    ).rejects.toThrow('is not a backup made by pnpm backup');
  });

  it('refuse a DATABASE_URL naming several servers, asking for the primary alone', async () => {
    const dir = folder();
    const list = {
      kind: 'postgres',
      url: 'postgres://praktik@127.0.0.1:1,127.0.0.1:2/praktik?target_session_attrs=read-write',
    } as const;
    const dump = path.join(dir, 'praktik.dump');
    await expect(backupDatabase(list, dump)).rejects.toThrow(BackupRefusedError);
    await expect(backupDatabase(list, dump)).rejects.toThrow(
      "pnpm backup and pnpm restore take one: run them with DATABASE_URL set to the primary's own address",
    );
    writeFileSync(dump, 'PGDMP');
    await expect(restoreDatabase(list, dump, { force: true })).rejects.toThrow(
      'DATABASE_URL names several servers',
    );
    expect(readdirSync(dir)).toEqual(['praktik.dump']);
  });

  it('refuse to back up a PGlite folder that holds no database', async () => {
    const dir = folder();
    await expect(
      backupDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') }, path.join(dir, 'x')),
    ).rejects.toThrow('There is no PGlite database in');
  });

  it('name the PostgreSQL tool that is missing and how to install it', () => {
    const nowhere = { debianRoot: path.join(folder(), 'none'), searchPath: '' };
    expect(() => findPostgresTool('pg_dump', nowhere)).toThrow(PostgresToolMissingError);
    expect(() => findPostgresTool('pg_restore', nowhere)).toThrow(
      /^pg_restore not found in .*\/none\/\*\/bin or on PATH: install PostgreSQL's client tools \(Debian: apt-get install -y postgresql-client\)/,
    );
  });
});
