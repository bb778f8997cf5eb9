import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { createRepositories } from '../composition/repositories';
import { seedDatabase } from '../composition/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, catalogue-seeded PGlite data dir (tar); empty on PostgreSQL runs. */
    pgliteTemplate: string;
    /**
     * On PostgreSQL runs: a migrated, catalogue-seeded database on DATABASE_URL's server that
     * takes no connections, copied by `create database ... template` for each test file; empty
     * on PGlite runs.
     */
    postgresTemplate: string;
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
  if (serverUrl) {
    project.provide('pgliteTemplate', '');
    const name = await createPostgresTemplate(serverUrl);
    project.provide('postgresTemplate', name);
    return async () => {
      await adminQuery(serverUrl, `drop database if exists ${name}`);
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
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
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
