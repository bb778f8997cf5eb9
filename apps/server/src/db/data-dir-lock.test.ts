import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';
import { openDatabase } from './client';

const children: { kill(): void }[] = [];
afterEach(() => children.splice(0).forEach((child) => child.kill()));

function freshDataDir(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), 'praktik-lock-')), 'pglite');
}

describe('the PGlite data folder lock', () => {
  it('refuses a second server while the first one runs, naming its pid', () => {
    const dataDir = freshDataDir();
    const otherServer = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    children.push(otherServer);
    writeFileSync(`${dataDir}.lock`, String(otherServer.pid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dataDir)).toThrow(`pid ${otherServer.pid}`);
  });

  it('takes over a lock left by a server that was killed', () => {
    const dataDir = freshDataDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    writeFileSync(`${dataDir}.lock`, String(gone.pid));
    const release = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  // Two PGlite opens of a fresh folder (each starts the embedded engine): past 30 s on a busy
  // 2-core machine.
  it(
    'a second open of the same folder in one process is refused until the first closes',
    {
      timeout: 120_000,
    },
    async () => {
      const dataDir = freshDataDir();
      const first = await openDatabase({ kind: 'pglite', dataDir });
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DataDirInUseError);
      await first.close();
      const second = await openDatabase({ kind: 'pglite', dataDir });
      await second.ping();
      await second.close();
    },
  );
});
