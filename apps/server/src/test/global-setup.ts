import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { createRepositories } from '../db/repositories';
import { seedDatabase } from '../db/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, catalogue-seeded PGlite data dir (tar); empty on PostgreSQL runs. */
    pgliteTemplate: string;
  }
}

/**
 * Creating a PGlite database costs about ten seconds of a busy CPU (initdb in WebAssembly);
 * loading a dump of one takes under two. So the database is made and migrated once per run and
 * every test file starts from its own copy of the dump.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
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
