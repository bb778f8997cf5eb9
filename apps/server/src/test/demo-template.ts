import { randomUUID } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { createRepositories } from '../composition/repositories';
import { seedDatabase } from '../composition/seed/seed';
import { createLocalDiskFileStore } from '../integrations/files/local-disk-file-store';

/**
 * The demo clinic seeded once per test run and copied by every test file that asks for it:
 * seeding it (hundreds of visits, payments and packages, four argon2 hashes) costs a file about
 * 10-40 s of CPU, copying a dump or a template database a second or two. It is made by the first
 * worker that needs it, under a lock in the run's folder (global-setup.ts), so a run of files
 * that never ask for it pays nothing.
 */
export interface DemoTemplate {
  /** PGlite: the dump of the seeded data dir. */
  pgliteDump?: string;
  /** PostgreSQL: the seeded database on DATABASE_URL's server, closed to connections. */
  postgresDatabase?: string;
  /** The demo clinic's stored files (its logo and photo), keyed as the file store keys them. */
  filesDir: string;
}

const READY = 'ready.json';
const FAILED = 'failed.txt';

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** The run's demo template in `runDir`, made now if no worker has made it yet. */
export async function demoTemplate(
  runDir: string,
  postgresUrl: string | undefined,
): Promise<DemoTemplate> {
  const dir = path.join(runDir, postgresUrl ? 'postgres' : 'pglite');
  await mkdir(runDir, { recursive: true });
  try {
    await mkdir(dir);
  } catch {
    return waitForTemplate(dir);
  }
  try {
    const template = await makeTemplate(dir, postgresUrl);
    await writeFile(path.join(dir, READY), JSON.stringify(template));
    return template;
  } catch (error) {
    await writeFile(path.join(dir, FAILED), String(error instanceof Error ? error.stack : error));
    throw error;
  }
}

async function waitForTemplate(dir: string): Promise<DemoTemplate> {
  // The hook timeout (vitest.config.ts) bounds the wait; a maker that failed says so at once.
  for (;;) {
    const ready = await readJson<DemoTemplate>(path.join(dir, READY));
    if (ready) return ready;
    const failed = await readFile(path.join(dir, FAILED), 'utf8').catch(() => undefined);
    if (failed !== undefined) throw new Error(`the run's demo template failed:\n${failed}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function makeTemplate(dir: string, postgresUrl: string | undefined): Promise<DemoTemplate> {
  const filesDir = path.join(dir, 'files');
  const fileStore = createLocalDiskFileStore(filesDir);
  if (!postgresUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    try {
      await database.migrate();
      await seedDatabase(createRepositories(database.db), { demo: true, fileStore });
      const dump = path.join(dir, 'demo.tar');
      await writeFile(dump, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
      return { pgliteDump: dump, filesDir };
    } finally {
      await database.close();
    }
  }
  const name = `praktik_demo_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(postgresUrl, `create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await database.migrate();
    await seedDatabase(createRepositories(database.db), { demo: true, fileStore });
  } finally {
    await database.close();
  }
  // `create database ... template` refuses a template anyone is connected to.
  await adminQuery(postgresUrl, `alter database ${name} with allow_connections false`);
  await adminQuery(
    postgresUrl,
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`,
  );
  return { postgresDatabase: name, filesDir };
}

/** A test's copy of the demo clinic's files, into its own file store's folder. */
export async function copyDemoFiles(template: DemoTemplate, filesDir: string): Promise<void> {
  await cp(template.filesDir, filesDir, { recursive: true });
}

/** Drops the run's PostgreSQL demo template, if a worker made one (the global teardown). */
export async function dropDemoTemplate(runDir: string, postgresUrl: string): Promise<void> {
  const made = await readJson<DemoTemplate>(path.join(runDir, 'postgres', READY));
  if (made?.postgresDatabase) {
    await adminQuery(postgresUrl, `drop database if exists ${made.postgresDatabase}`);
  }
  await rm(runDir, { recursive: true, force: true });
}

/** One statement on the server's maintenance connection (create, alter, drop database). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
