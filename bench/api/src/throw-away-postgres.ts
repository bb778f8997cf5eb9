import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, log } from './options';

/**
 * Runs `script` again under with-postgres.mjs (a throw-away PostgreSQL in DATABASE_URL). The
 * child writes its report to a file and this process prints it, so stdout holds the JSON only
 * (with-postgres announces the server on stdout: that line goes to stderr with the progress).
 */
export async function underThrowAwayPostgres(script: string): Promise<number> {
  const withPostgres = path.join(REPO_ROOT, 'apps/server/scripts/with-postgres.mjs');
  const reportDir = await mkdtemp(path.join(os.tmpdir(), 'praktik-bench-api-report-'));
  const reportFile = path.join(reportDir, 'report.json');
  try {
    const child = spawn(
      process.execPath,
      [withPostgres, process.execPath, ...process.execArgv, script],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, BENCH_REPORT_FILE: reportFile },
      },
    );
    child.stdout.pipe(process.stderr);
    // Ctrl-C reaches the child too; wait for it to stop its server and remove its files.
    const ignore = () => {};
    process.on('SIGINT', ignore);
    process.on('SIGTERM', ignore);
    const code = await new Promise<number>((resolve) => {
      child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
      child.on('error', (error) => {
        log(String(error));
        resolve(127);
      });
    });
    if (code === 0 && existsSync(reportFile)) process.stdout.write(await readFile(reportFile));
    return code;
  } finally {
    await rm(reportDir, { recursive: true, force: true });
  }
}
