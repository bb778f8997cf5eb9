// A throw-away PgBouncer in front of a PostgreSQL server, on 127.0.0.1 and a free port, in
// transaction pool mode unless told otherwise: what a deployment behind Debian's PgBouncer (1.18,
// no prepared statements kept across transactions) looks like to the server. Used by
// with-pgbouncer.mjs for a whole command and by the server tests that go through one.
// PgBouncer refuses to run as root, so as root it runs as `postgres`, like postgres-server.mjs.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort } from './postgres-server.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function pgbouncerBinary() {
  for (const candidate of ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer']) {
    if (existsSync(candidate)) return candidate;
  }
  const onPath = spawnSync('sh', ['-c', 'command -v pgbouncer'], {
    encoding: 'utf8',
  }).stdout.trim();
  if (onPath) return onPath;
  throw new Error('pgbouncer not found (apt-get install -y pgbouncer)');
}

/** The same database, user and options as `databaseUrl`, reached through 127.0.0.1:`port`. */
export function throughPort(databaseUrl, port) {
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return url.toString();
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Starts PgBouncer before the server of `postgresUrl` (which must trust its user, as the test
 * servers do). Every database name of that server is reachable through it (`*`), each user's
 * pool holding `poolSize` server connections (few, so that clients share them). Returns its
 * `port`, `url` (postgresUrl through it), `through(databaseUrl)`, `logTail()` and `stop()`.
 */
export async function startPgBouncer(postgresUrl, { poolMode = 'transaction', poolSize = 5 } = {}) {
  const binary = pgbouncerBinary();
  const server = new URL(postgresUrl);
  const user = decodeURIComponent(server.username || 'postgres');
  const dir = mkdtempSync(path.join(tmpdir(), 'praktik-pgbouncer-'));
  const logFile = path.join(dir, 'pgbouncer.log');
  const pidFile = path.join(dir, 'pgbouncer.pid');
  const port = await freePort();
  writeFileSync(path.join(dir, 'userlist.txt'), `"${user}" ""\n`);
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      // No socket in /tmp: two of these on one machine would fight over it.
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      `pool_mode = ${poolMode}`,
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 500',
      `logfile = ${logFile}`,
      `pidfile = ${pidFile}`,
      '',
    ].join('\n'),
  );
  const logTail = () =>
    existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
  const pid = () =>
    existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) || undefined : undefined;
  const stop = async () => {
    const running = pid();
    if (running) {
      try {
        // SIGTERM: PgBouncer's immediate shutdown; clients still connected see their
        // connections end, as they would when a pooler goes away.
        process.kill(running, 'SIGTERM');
      } catch {
        // gone already
      }
      for (let waited = 0; isRunning(running) && waited < 10_000; waited += 50) await sleep(50);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    if (isRoot) {
      const id = (flag) =>
        Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
      chownSync(dir, id('-u'), id('-g'));
      for (const file of ['userlist.txt', 'pgbouncer.ini']) {
        chownSync(path.join(dir, file), id('-u'), id('-g'));
      }
    }
    const [file, args] = isRoot
      ? ['runuser', ['-u', 'postgres', '--', binary, '-d', path.join(dir, 'pgbouncer.ini')]]
      : [binary, ['-d', path.join(dir, 'pgbouncer.ini')]];
    const started = spawnSync(file, args, { encoding: 'utf8' });
    if (started.status !== 0) {
      throw new Error(`pgbouncer failed (${started.status}):\n${started.stdout}${started.stderr}`);
    }
    const url = throughPort(postgresUrl, port);
    // Ready once a statement goes through it to the server.
    for (let attempt = 0; ; attempt += 1) {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      try {
        await client.connect();
        await client.query('select 1');
        await client.end();
        break;
      } catch (error) {
        await client.end().catch(() => {});
        if (attempt >= 100) throw error;
        await sleep(100);
      }
    }
    return { port, url, through: (databaseUrl) => throughPort(databaseUrl, port), logTail, stop };
  } catch (error) {
    const tail = logTail();
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tail}`);
  }
}
