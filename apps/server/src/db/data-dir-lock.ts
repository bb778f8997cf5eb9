import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

/**
 * PGlite is one process's database: a second server on the same data folder corrupts it
 * (the next start then aborts inside PGlite's WebAssembly with no hint why). A lock file
 * beside the folder, holding the owner's pid, turns that into a clear refusal at start.
 */
export class DataDirInUseError extends Error {
  readonly dataDir: string;
  readonly pid: number;

  constructor(dataDir: string, pid: number) {
    super(
      `The database folder ${dataDir} is in use by another Praktik server (pid ${pid}). ` +
        'Stop that server, or give this one its own DATA_DIR or a DATABASE_URL.',
    );
    this.name = 'DataDirInUseError';
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder for this process; answers the function that gives it back. */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new DataDirInUseError(dataDir, holder);
    }
    // Left behind by a server that was killed: the folder is free again.
    writeFileSync(lockFile, String(process.pid));
  }
  return () => {
    try {
      unlinkSync(lockFile);
    } catch {
      // already gone: nothing to give back
    }
  };
}
