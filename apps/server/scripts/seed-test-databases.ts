// Seeds the demo clinic once for a whole test run (scripts/test.sh), into the folder named by
// its argument, in the layout of src/test/demo-template.ts, so every suite that needs the demo
// clinic copies it instead of seeding it again:
// - pglite/: the dump the server test files load, the demo's files, and `datadir/`, a PGlite
//   data dir the PGlite journeys' server starts from;
// - postgres/ (with DATABASE_URL): the template database the server test files copy, the demo's
//   files, and `journeys-url`, a database copied from it for the PostgreSQL journeys' server.
//   tsx scripts/seed-test-databases.ts <folder>
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { adminQuery, demoTemplate } from '../src/test/demo-template';

const [folder] = process.argv.slice(2);
if (!folder) {
  console.error('usage: tsx scripts/seed-test-databases.ts <folder>');
  process.exit(2);
}
const started = Date.now();
const pglite = await demoTemplate(folder, undefined);
if (!pglite.pgliteDump) throw new Error('the PGlite demo template has no dump');
const dataDir = await openDatabase({
  kind: 'pglite',
  dataDir: path.join(folder, 'pglite', 'datadir'),
  template: new Blob([await readFile(pglite.pgliteDump)]),
});
await dataDir.close();
console.log(`demo clinic seeded on PGlite (${Date.now() - started} ms)`);

const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const postgres = await demoTemplate(folder, serverUrl);
  const name = `praktik_journeys_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(serverUrl, `create database ${name} template ${postgres.postgresDatabase}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await writeFile(path.join(folder, 'postgres', 'journeys-url'), url.toString());
  console.log(`demo clinic seeded on PostgreSQL (${Date.now() - started} ms in all)`);
}
