import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { createRepositories } from '../composition/repositories';
import { seedDatabase } from '../composition/seed/seed';
import { adminQuery, dropDemoTemplate } from './demo-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A migrated PGlite data dir (tar) holding the business types and services; empty on
     * PostgreSQL runs.
     */
    pgliteTemplate: string;
    /**
     * On PostgreSQL runs: a migrated database holding the business types and services, on
     * DATABASE_URL's server, that takes no connections, copied by `create database ... template`
     * for each test file; empty on PGlite runs.
     */
    postgresTemplate: string;
    /** Where the first test file that asks for the demo clinic seeds it for all (demo-template.ts). */
    demoTemplateDir: string;
  }
}

/**
 * Creating a PGlite database costs about ten seconds of a busy CPU (initdb in WebAssembly);
 * loading a dump of one takes under two. So the database is made and migrated once per run and
 * every test file starts from its own copy of the dump. On PostgreSQL the same holds for a
 * template database: copying one is a few file copies on the server, migrating is hundreds of
 * statements.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  // scripts/test.sh seeds the demo clinic once for the whole run (scripts/seed-test-databases.ts)
  // and names its folder here; it outlives this suite, so the suite leaves it alone.
  const seededForRun = process.env.PRAKTIK_SEEDED_DIR;
  const demoRunDir = seededForRun ?? (await mkdtemp(path.join(tmpdir(), 'praktik-demo-template-')));
  project.provide('demoTemplateDir', demoRunDir);
  const removeDemoTemplate = async () => {
    if (seededForRun) return;
    if (serverUrl) await dropDemoTemplate(demoRunDir, serverUrl);
    await rm(demoRunDir, { recursive: true, force: true });
  };
  if (serverUrl) {
    project.provide('pgliteTemplate', '');
    const name = await createPostgresTemplate(serverUrl);
    project.provide('postgresTemplate', name);
    return async () => {
      await adminQuery(serverUrl, `drop database if exists ${name}`);
      await removeDemoTemplate();
    };
  }
  project.provide('postgresTemplate', '');
  const dir = await mkdtemp(path.join(tmpdir(), 'praktik-pglite-template-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  await database.migrate();
  await seedDatabase(createRepositories(database.db), { demo: false });
  const dump = await database.dumpDataDir();
  await database.close();
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
    await removeDemoTemplate();
  };
}

/**
 * Makes the run's template database and closes it to connections: `create database ... template`
 * refuses a template anyone is connected to, and nobody can be once `allow_connections` is off.
 */
async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `praktik_template_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await database.migrate();
    await seedDatabase(createRepositories(database.db), { demo: false });
  } finally {
    await database.close();
  }
  // The pool's end() resolves before its backends have gone: end them, then lock the door.
  await adminQuery(serverUrl, `alter database ${name} with allow_connections false`);
  await adminQuery(
    serverUrl,
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`,
  );
  return name;
}
