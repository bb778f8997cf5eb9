#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL server:
//   node scripts/with-postgres.mjs vitest run
// initdb in a temp dir, start on 127.0.0.1 and a free port, run the command with DATABASE_URL
// set, then stop the server and remove the dir (also on failure and Ctrl-C). Exits with the
// command's code. initdb refuses to run as root, so as root the server runs as `postgres`.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

function findBinary(name) {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const candidate = path.join(root, version, 'bin', name);
      if (existsSync(candidate)) return candidate;
    }
  }
  throw new Error(
    `${name} not found on PATH or in /usr/lib/postgresql/*/bin (apt-get install -y postgresql)`,
  );
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function postgresUserIds() {
  const id = (flag) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Runs a PostgreSQL tool, as the postgres user when we are root. */
function runTool(binary, args, options = {}) {
  const [file, fullArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  const result = spawnSync(file, fullArgs, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(binary)} failed (${result.status}):\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
  return result;
}

const initdb = findBinary('initdb');
const pgCtl = findBinary('pg_ctl');
const baseDir = mkdtempSync(path.join(tmpdir(), 'praktik-pg-'));
const dataDir = path.join(baseDir, 'data');
const logFile = path.join(baseDir, 'postgres.log');
let started = false;
let cleanedUp = false;

function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  if (started) {
    try {
      runTool(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { stdio: 'pipe' });
    } catch (error) {
      console.error(String(error));
    }
  }
  rmSync(baseDir, { recursive: true, force: true });
}

let child;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (child && child.exitCode === null) child.kill(signal);
    cleanup();
    process.exit(130);
  });
}

try {
  if (isRoot) {
    const { uid, gid } = postgresUserIds();
    chownSync(baseDir, uid, gid);
  }
  chmodSync(baseDir, 0o700);
  runTool(
    initdb,
    ['-D', dataDir, '--auth=trust', '-U', 'postgres', '--encoding=UTF8', '--no-sync'],
    { stdio: 'pipe' },
  );
  const port = await freePort();
  runTool(
    pgCtl,
    [
      '-D',
      dataDir,
      '-l',
      logFile,
      '-w',
      '-t',
      '60',
      '-o',
      `-h 127.0.0.1 -p ${port} -k ${baseDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ],
    { stdio: 'pipe' },
  );
  started = true;
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL ready at ${databaseUrl}`);

  const code = await new Promise((resolve) => {
    child = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
      shell: process.platform === 'win32',
    });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(String(error));
      resolve(127);
    });
  });
  cleanup();
  process.exit(code);
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  if (existsSync(logFile))
    console.error(spawnSync('tail', ['-n', '30', logFile], { encoding: 'utf8' }).stdout);
  cleanup();
  process.exit(1);
}
