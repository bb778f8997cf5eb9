import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/create-test-app';
import { call } from './test/fixtures';

const run = promisify(execFile);
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const redocly = path.join(serverRoot, 'node_modules', '.bin', 'redocly');

interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer: string }[];
}

let ctx: TestApp;
let workDir: string;
let documentFile: string;
beforeAll(async () => {
  ctx = await createTestApp();
  workDir = await mkdtemp(path.join(tmpdir(), 'praktik-openapi-'));
  documentFile = path.join(workDir, 'openapi.json');
  const response = await call(ctx, 'GET', '/api2/openapi.json');
  expect(response.statusCode).toBe(200);
  await writeFile(documentFile, response.body);
});
afterAll(async () => {
  await ctx?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('the published OpenAPI document', () => {
  it("passes Redocly's recommended rules (redocly.yaml) without an error or a warning", async () => {
    // redocly exits 1 on errors: the JSON report on stdout is read either way.
    const { stdout } = await run(
      redocly,
      ['lint', documentFile, '--config', path.join(serverRoot, 'redocly.yaml'), '--format=json'],
      { cwd: serverRoot, env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
    ).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const { problems } = JSON.parse(stdout) as { problems: LintProblem[] };
    expect(
      problems.map(
        (problem) =>
          `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`,
      ),
    ).toEqual([]);
  }, 60_000);

  it('generates a typed client that compiles (openapi-typescript)', async () => {
    const types = astToString(await openapiTS(new URL(`file://${documentFile}`)));
    const typesFile = path.join(workDir, 'praktik-api.ts');
    const usageFile = path.join(workDir, 'usage.ts');
    await writeFile(typesFile, types);
    // A client reads a patient's name and posts a visit with the generated types.
    await writeFile(
      usageFile,
      [
        "import type { operations, paths } from './praktik-api';",
        "type Patient = paths['/api2/dashboard/patient/{id}']['get']['responses'][200]['content']['application/json']['data'];",
        'export const nameOf = (patient: Patient): string => patient.name;',
        "export type StartVisit = operations['startVisit']['requestBody'];",
        "export type Problem = operations['getPatient']['responses'][404]['content']['application/json'];",
        'export const detailOf = (problem: Problem): string => problem.detail;',
      ].join('\n'),
    );
    const program = ts.createProgram([usageFile], {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      skipLibCheck: true,
      types: [],
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  }, 60_000);
});
