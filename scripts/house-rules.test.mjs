// The repository explains itself (docs/architecture.md, "Rules the lint holds"): no tracked file
// points outside it, comments and documentation cite docs rather than issue or stop numbers, and
// every decision record says whether it still holds. Run with `node --test scripts/house-rules.test.mjs`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';

const ROOT = path.resolve(import.meta.dirname, '..');
const LOCK_FILE = 'pnpm-lock.yaml';
const DECISIONS = 'docs/decisions';

/**
 * The full ICD-10 list with Indonesian titles is not part of the repository: its import test and
 * the API benchmark read it from beside the checkout until it is vendored or always named by
 * ICD10_FILE. Each entry is a file and the exact text it may keep.
 */
const OUTSIDE_DATA = [
  ['apps/server/src/modules/icd10/icd10-import.int.test.ts', '../shared/data/icd10/'],
  ['bench/api/src/run-bench.ts', '../shared/data/icd10/'],
  ['bench/api/README.md', '../shared/data/icd10/'],
  // A code sample the lint is tried on, as if it stood in apps/server/src/db/.
  ['scripts/lint-boundaries.test.mjs', '../shared/errors'],
];

const trackedFiles = () =>
  execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && file !== LOCK_FILE && existsSync(path.join(ROOT, file)));

/** Text files only: a NUL byte in the first 8 KB marks a binary (images, fonts, archives). */
function readText(file) {
  const bytes = readFileSync(path.join(ROOT, file));
  if (bytes.subarray(0, 8192).includes(0)) return null;
  return bytes.toString('utf8');
}

const texts = trackedFiles()
  .map((file) => ({ file, text: readText(file) }))
  .filter((entry) => entry.text !== null);

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** Every match of `pattern` in the tracked texts, as `file:line: match`. */
function hits(pattern, { files = () => true, keep = () => true } = {}) {
  const found = [];
  for (const { file, text } of texts) {
    if (!files(file)) continue;
    for (const match of text.matchAll(pattern)) {
      if (keep(file, match, text)) found.push(`${file}:${lineOf(text, match.index)}: ${match[0]}`);
    }
  }
  return found;
}

const isOwnFile = (file) => file === 'scripts/house-rules.test.mjs';

/** Fails with one line per hit, so the report reads as a to-do list. */
const assertNone = (found) => assert.equal(found.length, 0, `\n${found.join('\n')}\n`);

test('no file names the retired docs/contracts.md', () => {
  assertNone(hits(/docs\/contracts\.md/g, { files: (f) => !isOwnFile(f) }));
});

test('no file points at house notes kept outside the repository', () => {
  assertNone(
    hits(/\b(?:ARCHITECTURE|TOOLCHAIN)\.md\b|\/work\/shared\b/g, { files: (f) => !isOwnFile(f) }),
  );
});

/**
 * `../shared` is fine where it resolves, from the file's folder, to a folder of the repository
 * (`apps/server/src/shared`, `packages/ui/src/shared`); anywhere else it is the folder beside the
 * checkout.
 */
test('no file points at the shared folder beside the repository', () => {
  const folders = new Set();
  for (const { file } of texts) {
    for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) {
      folders.add(dir);
    }
  }
  const found = hits(/(?:\.\.\/)+shared\b[^\s'"`)]*/g, {
    files: (f) => !isOwnFile(f),
    keep: (file, match) => {
      const relative = match[0].match(/^(?:\.\.\/)+shared/)[0];
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), relative));
      if (folders.has(target)) return false;
      return !OUTSIDE_DATA.some(([f, kept]) => f === file && match[0].startsWith(kept));
    },
  });
  assertNone(found);
});

/** "issue 11", "Stop 24", "issues 13": a work diary's numbering, meaningless to a reader. */
const ISSUE_OR_STOP = /\b(?:issue|stop)s? \d+/gi;

test('source comments cite docs, not issue or stop numbers', () => {
  const source = /\.(?:tsx?|mjs|js)$/;
  const found = hits(ISSUE_OR_STOP, {
    files: (f) => source.test(f) && !isOwnFile(f),
  });
  assertNone(found);
});

/**
 * Documentation is written by subject (what is measured, how to run it, why the design is so);
 * the order the work was done in is git's. Decision records keep their own context.
 */
test('documentation cites its subject, not issue or stop numbers', () => {
  const found = hits(ISSUE_OR_STOP, {
    files: (f) => f.endsWith('.md') && !f.startsWith(`${DECISIONS}/`) && !isOwnFile(f),
  });
  assertNone(found);
});

test('every decision record has a Status line naming an existing decision when superseded', () => {
  const records = texts.filter(
    ({ file }) => file.startsWith(`${DECISIONS}/`) && file.endsWith('.md'),
  );
  assert.ok(records.length > 0, `no decision records under ${DECISIONS}`);
  const numbers = new Set(
    records.map(({ file }) => path.posix.basename(file).match(/^(\d{4})-/)?.[1]),
  );
  const problems = [];
  for (const { file, text } of records) {
    if (!/^\d{4}-[a-z0-9-]+\.md$/.test(path.posix.basename(file))) {
      problems.push(`${file}: name it NNNN-short-title.md`);
    }
    const status = text.match(/^Status: (.*)$/m);
    if (!status) {
      problems.push(`${file}: no "Status:" line`);
      continue;
    }
    const value = status[1].trim();
    const superseded = value.match(/^superseded by (\d{4})$/);
    if (value === 'accepted') continue;
    if (!superseded) {
      problems.push(`${file}: Status must be "accepted" or "superseded by NNNN", not "${value}"`);
    } else if (!numbers.has(superseded[1])) {
      problems.push(`${file}: superseded by ${superseded[1]}, which does not exist`);
    }
  }
  assertNone(problems);
});
