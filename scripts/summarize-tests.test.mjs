// The test summary is CI's gate on flaky tests: a failed test or more than two tests that passed
// only on retry fail the run; up to two are named and let through.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';

const script = join(import.meta.dirname, 'summarize-tests.mjs');

/** A Playwright JSON report with `passed` plain passes, `flaky` passes on retry, `failed` fails. */
function playwrightReport({ passed = 0, flaky = 0, failed = 0 }) {
  const spec = (title, status) => ({
    title,
    file: 'journey.spec.ts',
    line: 1,
    tests: [
      {
        status,
        results:
          status === 'flaky'
            ? [{ status: 'failed', error: { message: `${title} timed out` } }, { status: 'passed' }]
            : [{ status: status === 'expected' ? 'passed' : 'failed' }],
      },
    ],
  });
  const specs = [
    ...Array.from({ length: passed }, (_, i) => spec(`passes ${i}`, 'expected')),
    ...Array.from({ length: flaky }, (_, i) => spec(`flakes ${i}`, 'flaky')),
    ...Array.from({ length: failed }, (_, i) => spec(`fails ${i}`, 'unexpected')),
  ];
  return {
    stats: { expected: passed, unexpected: failed, flaky, skipped: 0 },
    suites: [{ specs }],
  };
}

function summarize(report) {
  const dir = mkdtempSync(join(tmpdir(), 'summary-test-'));
  try {
    writeFileSync(join(dir, 'e2e.playwright.json'), JSON.stringify(playwrightReport(report)));
    return spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a clean run passes with the closing line CI reads', () => {
  const run = summarize({ passed: 5 });
  assert.equal(run.status, 0);
  assert.match(run.stdout, /^tests: 5 passed, 0 failed$/m);
});

test('two tests passing only on retry are named and let through', () => {
  const run = summarize({ passed: 5, flaky: 2 });
  assert.equal(run.status, 0);
  assert.match(run.stdout, /^tests: 5 passed, 0 failed$/m);
  assert.match(run.stdout, /flakes 1 \(passed only on retry\)/);
  assert.match(run.stdout, /flakes 1 timed out/);
});

test('a third test passing only on retry fails the run', () => {
  const run = summarize({ passed: 5, flaky: 3 });
  assert.equal(run.status, 1);
  assert.match(run.stdout, /more than 2 tests passed only on retry/);
});

test('a failed test fails the run and is named', () => {
  const run = summarize({ passed: 5, failed: 1 });
  assert.equal(run.status, 1);
  assert.match(run.stdout, /^tests: 5 passed, 1 failed$/m);
  assert.match(run.stdout, /✘ e2e: journey.spec.ts:1 › fails 0/);
});
