// Proves that each boundary rule of eslint.config.js fires where it should and stays quiet where
// the code may do the thing: the config is linted through ESLint's Node API against snippets
// placed at real paths of the workspace.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryMessages(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.ruleId?.startsWith('no-restricted-'))
    .map((message) => message.message);
}

const drizzleImport = "import { eq } from 'drizzle-orm';\nexport const byId = eq;\n";

test('Drizzle is refused in a server service', async () => {
  const messages = await boundaryMessages(
    'apps/server/src/modules/patients/x.service.ts',
    drizzleImport,
  );
  assert.match(messages.join(), /Only \*\.repository\.ts and src\/db\/ know the ORM/);
});

test('Drizzle is refused through a subpath in a route', async () => {
  const code = "import { pgTable } from 'drizzle-orm/pg-core';\nexport const t = pgTable;\n";
  const messages = await boundaryMessages('apps/server/src/modules/visits/x.routes.ts', code);
  assert.equal(messages.length, 1);
});

test('Drizzle is allowed in repositories and in src/db', async () => {
  assert.deepEqual(
    await boundaryMessages('apps/server/src/modules/patients/x.repository.ts', drizzleImport),
    [],
  );
  assert.deepEqual(await boundaryMessages('apps/server/src/db/schema/x.ts', drizzleImport), []);
});

test('the domain may not import ui, clinic or server', async () => {
  for (const source of [
    '@praktik/ui/timetable',
    '@praktik/ui',
    '@praktik/server',
    '@praktik/clinic/src/api/keys',
    '../../../ui/src/components/Button',
    '../../../../apps/server/src/config',
  ]) {
    const code = `import { x } from '${source}';\nexport const y = x;\n`;
    const messages = await boundaryMessages('packages/domain/src/visits/x.ts', code);
    assert.match(messages.join(), /The domain is pure/, source);
  }
});

test('the domain may import its own areas and libraries', async () => {
  const code =
    "import { z } from 'zod';\nimport { x } from '../clinic/business.schema';\nexport const y = [z, x];\n";
  assert.deepEqual(await boundaryMessages('packages/domain/src/visits/x.ts', code), []);
});

test('the domain may not read the clock or the environment', async () => {
  const cases = [
    ['export const now = new Date();\n', /never read the clock/],
    ['export const now = Date.now();\n', /never read the clock/],
    ['export const zone = process.env.TZ;\n', /never read the environment/],
  ];
  for (const [code, expected] of cases) {
    const messages = await boundaryMessages('packages/domain/src/slots/x.ts', code);
    assert.match(messages.join(), expected, code);
  }
});

test('the domain may turn a given instant into a Date', async () => {
  const code = 'export const at = (iso: string) => new Date(iso).getTime();\n';
  assert.deepEqual(await boundaryMessages('packages/domain/src/dates/x.ts', code), []);
});

test('ui may not import the app or the server', async () => {
  for (const source of [
    '@praktik/clinic',
    '@praktik/server/src/config',
    '../../../../../apps/clinic/src/api/keys',
  ]) {
    const code = `import { x } from '${source}';\nexport const y = x;\n`;
    const messages = await boundaryMessages('packages/ui/src/components/Button/Button.tsx', code);
    assert.match(messages.join(), /knows nothing of the app or the server/, source);
  }
});

test('ui may import the domain', async () => {
  const code =
    "import { lineTotal } from '@praktik/domain/money/line-total';\nexport const y = lineTotal;\n";
  assert.deepEqual(
    await boundaryMessages('packages/ui/src/components/Button/Button.tsx', code),
    [],
  );
});

const swrKeyMessage = /An SWR key comes from api\/keys\.ts/;

test('the app may not build an SWR key in place', async () => {
  const cases = [
    "useSWR(['patients', query], fetchPatients);",
    "useSWR(id ? ['visit', id] : null, fetchVisit);",
    'useSWR(patientKey, fetchPatients);',
    "useSWRImmutable(['reset-key', key], check);",
    "mutate(['visit', id]);",
    "mutate((key) => Array.isArray(key) && key[0] === 'patients');",
    "preload(['doctors'], listDoctors);",
  ];
  for (const line of cases) {
    const messages = await boundaryMessages('apps/clinic/src/routes/staff/StaffPage.tsx', line);
    assert.match(messages.join(), swrKeyMessage, line);
  }
});

test('the app may use the key builders and filters, and bound mutates', async () => {
  const cases = [
    'useSWR(keys.patientList(query), fetchPatients);',
    'useSWR(id ? keys.visit(id) : null, fetchVisit);',
    'useSWRImmutable(key ? keys.resetKey(key) : null, check);',
    'mutate(keys.visit(id));',
    'mutate(keyFilters.patients);',
    'mutate(keyFilters.everything, undefined, { revalidate: false });',
    'list.mutate();',
    'mutate();',
  ];
  for (const line of cases) {
    assert.deepEqual(await boundaryMessages('apps/clinic/src/api/staff.ts', line), [], line);
  }
});

async function cycleMessages(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'import-x/no-cycle');
}

test('the app may not import a module that imports it back', async () => {
  // routes.tsx imports the sign-in page: the page may not import the route table.
  const code = "import { AppRoutes } from '../../routes';\nexport const y = AppRoutes;\n";
  const messages = await cycleMessages('apps/clinic/src/routes/account/LoginPage.tsx', code);
  assert.equal(messages.length, 1);
});

test('the app may import what does not import it back, and types from anywhere', async () => {
  const cases = [
    "import { preloadDashboard } from '../dashboard/preload';\nexport const y = preloadDashboard;\n",
    "import type { AppRoutes } from '../../routes';\nexport type Y = typeof AppRoutes;\n",
  ];
  for (const code of cases) {
    const messages = await cycleMessages('apps/clinic/src/routes/account/LoginPage.tsx', code);
    assert.deepEqual(messages, [], code);
  }
});

test('src/db may not import the modules or the composition root', async () => {
  for (const [filePath, source] of [
    ['apps/server/src/db/x.ts', '../modules/patients/patients.repository'],
    ['apps/server/src/db/schema/x.ts', '../../modules/visits/visit-lifecycle'],
    ['apps/server/src/db/x.ts', '../composition/repositories'],
  ]) {
    const code = `import { x } from '${source}';\nexport const y = x;\n`;
    const messages = await boundaryMessages(filePath, code);
    assert.match(messages.join(), /src\/db\/ is the lowest layer/, source);
  }
});

test('src/db may import itself and the shared code; the composition root may import the modules', async () => {
  const code =
    "import { x } from './client';\nimport { z } from '../shared/errors';\nexport const y = [x, z];\n";
  assert.deepEqual(await boundaryMessages('apps/server/src/db/x.ts', code), []);
  const composition =
    "import { x } from '../modules/patients/patients.repository';\nexport const y = x;\n";
  assert.deepEqual(
    await boundaryMessages('apps/server/src/composition/repositories.ts', composition),
    [],
  );
});

const drizzleTransaction = /Drizzle's transaction only in a repository or src\/db\//;

test("Drizzle's transaction is refused outside the repositories and src/db", async () => {
  for (const [filePath, code] of [
    ['apps/server/src/commands/x.ts', 'await database.db.transaction((tx) => work(tx));\n'],
    ['apps/server/src/modules/icd10/x.service.ts', 'await db.transaction((tx) => work(tx));\n'],
    ['apps/server/src/composition/x.ts', 'await ctx.database.db.transaction(work);\n'],
  ]) {
    const messages = await boundaryMessages(filePath, code);
    assert.match(messages.join(), drizzleTransaction, `${filePath}: ${code}`);
  }
});

test('a repository or src/db opens a transaction; a use case asks the repositories for one', async () => {
  for (const [filePath, code] of [
    ['apps/server/src/modules/icd10/icd10.repository.ts', 'await db.transaction(work);\n'],
    ['apps/server/src/db/transaction.ts', 'await db.transaction(work);\n'],
    [
      'apps/server/src/modules/visits/x.service.ts',
      'await repositories.transaction(async (tx) => tx.visits.end(id));\n',
    ],
  ]) {
    assert.deepEqual(await boundaryMessages(filePath, code), [], `${filePath}: ${code}`);
  }
});
