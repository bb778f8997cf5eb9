#!/usr/bin/env node
// One throw-away PostgreSQL server for a whole test run, shared by the steps that need one (the
// server suite, the journeys): `start <state.json>` starts it and prints its URL, `stop
// <state.json>` stops it and removes its folder. scripts/test.sh stops it on exit.
import { readFileSync, writeFileSync } from 'node:fs';
import { startPostgresServer, stopPostgresServer } from './postgres-server.mjs';

const [command, stateFile] = process.argv.slice(2);
if (!['start', 'stop'].includes(command) || !stateFile) {
  console.error('usage: node scripts/postgres-for-run.mjs start|stop <state.json>');
  process.exit(2);
}
if (command === 'start') {
  const server = await startPostgresServer();
  writeFileSync(stateFile, JSON.stringify({ url: server.url, baseDir: server.baseDir }));
  console.log(server.url);
} else {
  let state;
  try {
    state = JSON.parse(readFileSync(stateFile, 'utf8'));
  } catch {
    process.exit(0); // never started
  }
  stopPostgresServer(state.baseDir);
}
