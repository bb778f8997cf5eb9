#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL server:
//   node scripts/with-postgres.mjs vitest run
// initdb in a temp dir, start on 127.0.0.1 and a free port, run the command with DATABASE_URL
// set, then stop the server and remove the dir (also on failure and Ctrl-C). Exits with the
// command's code.
import { spawn } from 'node:child_process';
import { startPostgresServer } from './postgres-server.mjs';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

let server;
let cleanedUp = false;

function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  server?.remove();
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
  server = await startPostgresServer();
  console.log(`PostgreSQL ready at ${server.url}`);

  const code = await new Promise((resolve) => {
    child = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: server.url },
      shell: process.platform === 'win32',
    });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(String(error));
      resolve(127);
    });
  });
  if (code !== 0) console.error(server.logTail());
  cleanup();
  process.exit(code);
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  cleanup();
  process.exit(1);
}
