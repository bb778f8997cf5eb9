#!/usr/bin/env node
// The long fuzz run: requests generated from the OpenAPI document against the whole app.
//   pnpm --filter @praktik/server fuzz -- --seed 42 --runs 10000
//   pnpm --filter @praktik/server fuzz -- --seed 42 --path 1234   (run 1234 of seed 42 alone)
// Runs src/api-fuzz.int.test.ts with FUZZ_SEED, FUZZ_RUNS and FUZZ_PATH (default: a random
// seed, 10,000 requests from the first; 1 with --path) on PGlite, or on the PostgreSQL server
// DATABASE_URL names, and prints the summary: the seed (to replay a run), the answers by status
// and by operation, the failures with their runs, and the time taken.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  // `pnpm fuzz -- --seed 1` hands the `--` on: it separates pnpm's options, not ours.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { seed: { type: 'string' }, runs: { type: 'string' }, path: { type: 'string' } },
  allowPositionals: true,
});
const seed = values.seed ?? String(Math.floor(Math.random() * 2 ** 31));
const runs = values.runs ?? (values.path === undefined ? '10000' : '1');
const firstRun = values.path ?? '0';
if (!/^-?\d{1,10}$/.test(seed) || !/^\d+$/.test(runs) || !/^\d+$/.test(firstRun)) {
  console.error('usage: fuzz [--seed <integer>] [--runs <integer>] [--path <run>]');
  process.exit(2);
}

const dir = mkdtempSync(path.join(tmpdir(), 'praktik-fuzz-'));
const summaryFile = path.join(dir, 'summary.json');
console.log(`fuzz: ${runs} requests from run ${firstRun}, seed ${seed}`);
const result = spawnSync('npx', ['vitest', 'run', 'src/api-fuzz.int.test.ts'], {
  stdio: 'inherit',
  cwd: path.resolve(import.meta.dirname, '..'),
  env: {
    ...process.env,
    FUZZ_SEED: seed,
    FUZZ_RUNS: runs,
    FUZZ_PATH: firstRun,
    FUZZ_SUMMARY_FILE: summaryFile,
  },
});
try {
  console.log(readFileSync(summaryFile, 'utf8'));
} catch {
  console.log(`fuzz: no summary (the run failed before its end); replay with --seed ${seed}`);
}
rmSync(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);
