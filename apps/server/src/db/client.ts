import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { lockDataDir } from './data-dir-lock';

export type Schema = typeof schema;
/** The one database type repositories see, whether PGlite or a PostgreSQL server is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball (tests copy a migrated one instead of migrating). */
  dumpDataDir(): Promise<Blob>;
}

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      /**
       * An idle pooled connection that breaks (server restart, admin termination) is dropped
       * from the pool and reported here; without a listener node-postgres would crash the
       * process on it.
       */
      onIdleConnectionError?: (error: Error) => void;
    }
  /** `dataDir` undefined means in memory (tests), optionally starting from a dumped database. */
  | { kind: 'pglite'; dataDir: string | undefined; template?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const reportIdleError = target.onIdleConnectionError ?? (() => {});
    pool.on('error', (error) => reportIdleError(error));
    const db = drizzleNodePg(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
      dumpDataDir: () => Promise.reject(new Error('only PGlite databases can be dumped')),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const unlock = target.dataDir ? lockDataDir(target.dataDir) : () => {};
  // The patient list's contains-filters use trigram indexes (migration 0002).
  const extensions = { pg_trgm };
  const client = target.dataDir
    ? new PGlite(target.dataDir, { extensions })
    : new PGlite(target.template ? { loadDataDir: target.template, extensions } : { extensions });
  try {
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.close();
      unlock();
    },
    dumpDataDir: async () => {
      const dump = await client.dumpDataDir('none');
      return dump;
    },
  };
}
