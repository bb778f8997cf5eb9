// Adds up the JSON reports of every suite into one closing line, "tests: N passed, N failed", and
// names each failed test with the first line of its error under it: CI shows only the end of the
// output, so a failure has to be named there to be found.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let notRun = 0;
const failures = [];

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
    failed += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
    notRun += report.stats?.skipped ?? 0;
    for (const spec of report.suites.flatMap((suite) => playwrightSpecs(suite))) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failedRun = (test.results ?? []).find(
          (r) => r.status !== 'passed' && r.status !== 'skipped',
        );
        failures.push({
          where: `${suiteName}: ${spec.file}:${spec.line} › ${spec.title}${test.status === 'flaky' ? ' (passed on retry)' : ''}`,
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
console.log(
  `tests: ${passed} passed, ${failed} failed${notRun ? `, ${notRun} skipped or not run` : ''}`,
);
for (const { where, why } of failures) {
  console.log(`  ✘ ${where}`);
  if (why) console.log(`      ${why}`);
}
