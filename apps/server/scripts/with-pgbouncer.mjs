#!/usr/bin/env node
// Runs a command against a fresh database on DATABASE_URL's server, reached through a
// throw-away PgBouncer in transaction mode (pgbouncer-server.mjs):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/with-pgbouncer.mjs <command>
//   node scripts/with-postgres.mjs node scripts/with-pgbouncer.mjs <command>
// The command gets DATABASE_URL (the fresh database through PgBouncer),
// DATABASE_POOL_MODE=transaction and DATABASE_LISTEN_URL (the same database directly: LISTEN
// needs a session), as a deployment behind PgBouncer sets them (docs/operations.md). The
// database is dropped and PgBouncer stopped afterwards, also on failure and Ctrl-C. Exits with
// the command's code.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startPgBouncer } from './pgbouncer-server.mjs';

const command = process.argv.slice(2);
const serverUrl = process.env.DATABASE_URL;
if (command.length === 0 || !serverUrl) {
  console.error('usage: DATABASE_URL=<server> node scripts/with-pgbouncer.mjs <command> [args...]');
  process.exit(2);
}

async function admin(statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const name = `praktik_pgbouncer_${randomUUID().replace(/-/g, '')}`;
const directUrl = new URL(serverUrl);
directUrl.pathname = `/${name}`;
let bouncer;
let created = false;
let cleaning;

function cleanup() {
  cleaning ??= (async () => {
    await bouncer?.stop();
    if (created) await admin(`drop database if exists ${name} with (force)`).catch(() => {});
  })();
  return cleaning;
}

let child;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (child && child.exitCode === null) child.kill(signal);
    void cleanup().then(() => process.exit(130));
  });
}

try {
  await admin(`create database ${name}`);
  created = true;
  bouncer = await startPgBouncer(serverUrl);
  console.log(`PgBouncer (transaction mode) ready on port ${bouncer.port}, database ${name}`);
  const code = await new Promise((resolve) => {
    child = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      env: {
        ...process.env,
        DATABASE_URL: bouncer.through(directUrl.toString()),
        DATABASE_POOL_MODE: 'transaction',
        DATABASE_LISTEN_URL: directUrl.toString(),
      },
      shell: process.platform === 'win32',
    });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(String(error));
      resolve(127);
    });
  });
  if (code !== 0) console.error(bouncer.logTail());
  await cleanup();
  process.exit(code);
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  await cleanup();
  process.exit(1);
}
