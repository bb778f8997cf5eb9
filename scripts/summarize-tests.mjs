// Adds up the JSON reports of every suite into one closing line, "tests: N passed, N failed", and
// names each failed test with the first line of its error under it: CI shows only the end of the
// output, so a failure has to be named there to be found. A test that failed and then passed on
// CI's one retry is counted and named apart ("passed only on retry"), with its first run's error.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
/** One retry hides a rare flake; more flakes than this in one run fail it, so they cannot grow unseen. */
const MAX_PASSED_ON_RETRY = 2;
let passed = 0;
let failed = 0;
let flaky = 0;
let notRun = 0;
const failures = [];
const retried = [];

const firstLine = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex -- terminal colours in reporters' messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0)
    ?.slice(0, 240) ?? '';

/** The chain of `test.step`s that failed, which says where in a long journey it stopped. */
function failedSteps(steps = []) {
  const failed = steps.find((step) => step.error);
  return failed ? [failed.title, ...failedSteps(failed.steps)] : [];
}

function playwrightSpecs(suite, found = []) {
  for (const spec of suite.specs ?? []) found.push(spec);
  for (const child of suite.suites ?? []) playwrightSpecs(child, found);
  return found;
}

for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const suiteName = file.replace(/(\.playwright)?\.json$/, '');
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (file.endsWith('.playwright.json')) {
    passed += report.stats?.expected ?? 0;
    failed += report.stats?.unexpected ?? 0;
    flaky += report.stats?.flaky ?? 0;
    notRun += report.stats?.skipped ?? 0;
    for (const spec of report.suites.flatMap((suite) => playwrightSpecs(suite))) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failedRun = (test.results ?? []).find(
          (r) => r.status !== 'passed' && r.status !== 'skipped',
        );
        (test.status === 'flaky' ? retried : failures).push({
          where: `${suiteName}: ${spec.file}:${spec.line} › ${spec.title}`,
          why: [failedSteps(failedRun?.steps).join(' › '), firstLine(failedRun?.error?.message)]
            .filter(Boolean)
            .join(': '),
        });
      }
    }
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    notRun += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const testFile of report.testResults ?? []) {
      const file = String(testFile.name ?? '').replace(/^.*?\/(apps|packages)\//, '$1/');
      const failedTests = (testFile.assertionResults ?? []).filter((t) => t.status === 'failed');
      // Vitest keeps a failed try's errors on a test that passed on its retry.
      const passedOnRetry = (testFile.assertionResults ?? []).filter(
        (t) => t.status === 'passed' && (t.failureMessages ?? []).length > 0,
      );
      flaky += passedOnRetry.length;
      passed -= passedOnRetry.length;
      for (const test of passedOnRetry) {
        retried.push({
          where: `${suiteName}: ${file} › ${test.fullName}`,
          why: firstLine(test.failureMessages[0]),
        });
      }
      for (const test of failedTests) {
        failures.push({
          where: `${suiteName}: ${file} › ${test.fullName}`,
          why: firstLine(test.failureMessages?.[0]),
        });
      }
      // A file that failed before any of its tests ran (an import or a hook) has no failed test.
      if (testFile.status === 'failed' && failedTests.length === 0) {
        failed += 1;
        failures.push({ where: `${suiteName}: ${file}`, why: firstLine(testFile.message) });
      }
    }
  }
}
// The closing line CI reads: "tests: N passed, N failed" (", N skipped" may follow).
console.log(`tests: ${passed} passed, ${failed} failed${notRun ? `, ${notRun} skipped` : ''}`);
for (const { where, why } of failures) {
  console.log(`  ✘ ${where}`);
  if (why) console.log(`      ${why}`);
}
if (flaky) console.log(`passed only on retry: ${flaky} (at most ${MAX_PASSED_ON_RETRY} allowed)`);
for (const { where, why } of retried) {
  console.log(`  ↻ ${where} (passed only on retry)`);
  if (why) console.log(`      ${why}`);
}
if (flaky > MAX_PASSED_ON_RETRY) {
  console.log(`more than ${MAX_PASSED_ON_RETRY} tests passed only on retry: the run fails`);
}
process.exitCode = failed > 0 || flaky > MAX_PASSED_ON_RETRY ? 1 : 0;
