import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { lockDataDir } from './data-dir-lock';
import { listenOnPostgres, type ListenerEvents } from './postgres-listener';
import { postgresReach, type PostgresReach } from './postgres-reach';
import type { DatabasePoolMode } from '../config';

export type Schema = typeof schema;
/** The one database type repositories see, whether PGlite or a PostgreSQL server is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /**
   * Where the reports, exports and payment history read: a replica's pool when one is given
   * (`readUrl`), else `db` itself. Nothing is written through it.
   */
  readDb: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` (the start's migrations and seeding) while no other instance runs its own:
   * PostgreSQL: an advisory lock held by a connection of its own for the duration, so instances
   * started together wait their turn and the later ones find the work done; PGlite: at once (its
   * data folder's lock already keeps a second process out). `onWait` hears when another instance
   * holds the lock.
   */
  whileStarting<T>(work: () => Promise<T>, onWait?: () => void): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite only: the whole database as a tarball (tests copy a migrated one instead of migrating;
   * `pnpm backup` keeps a gzipped one).
   */
  dumpDataDir(compression?: 'none' | 'gzip'): Promise<Blob>;
  /**
   * LISTEN on a channel (PostgreSQL: a connection of its own that reconnects; PGlite: its
   * in-process notifications). Resolves to the function that stops listening.
   */
  listen(channel: string, events: ListenerEvents): Promise<() => Promise<void>>;
  /**
   * Raw SQL for the SATUSEHAT send queue's `db` adapter (pg-boss): a text without values may hold
   * several statements (PGlite runs it with `exec`); the answer is the last statement's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** How long a call waits for a PostgreSQL connection before the database counts as away. */
export const POOL_CONNECT_TIMEOUT_MS = 5_000;

/**
 * The advisory lock key of the start's migrations and seeding (a fixed bigint: "migrate" in
 * ASCII), apart from the keys the jobs take.
 */
export const START_LOCK_KEY = 0x6d696772617465n;

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      /** Connections the pool may open (node-postgres's default, 10, when not given). */
      poolSize?: number;
      /**
       * `transaction`: `url` is a pooler in transaction mode (PgBouncer's), so every statement
       * is sent unnamed (`sendStatementsUnnamed`). Default `session`.
       */
      poolMode?: DatabasePoolMode;
      /** Where LISTEN connects (default `url`): a session, never a transaction pooler. */
      listenUrl?: string;
      /** A replica for `readDb` (a pool of its own, `poolSize` and `poolMode` alike). */
      readUrl?: string;
      /**
       * An idle pooled connection that breaks (server restart, admin termination) is dropped
       * from the pool and reported here; without a listener node-postgres would crash the
       * process on it.
       */
      onIdleConnectionError?: (error: Error) => void;
      /**
       * A host list's server (`host:port`) that takes writes, each time the list is asked: at the
       * first connection and after a failover.
       */
      onPrimaryFound?: (server: string) => void;
    }
  /**
   * `dataDir` undefined means in memory (tests); either may start from a dumped database (a new
   * data dir is written from the dump).
   */
  | { kind: 'pglite'; dataDir: string | undefined; template?: Blob };

/**
 * Hands the pool back any connection that breaks while checked out. drizzle-orm's transaction
 * (0.45, node-postgres session) releases its connection only after `begin` succeeded: a `begin`
 * the restarting server refuses leaked a connection, and ten of them left a pool that answered
 * nothing until the process was restarted. A release after that one is a no-op.
 */
function releaseBrokenClients(pool: pg.Pool) {
  const connect = pool.connect.bind(pool);
  const releasingOnBreak = (client: pg.PoolClient): pg.PoolClient => {
    const release = client.release.bind(client);
    let released = false;
    const releaseOnce = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('error', releaseOnce);
      release(error);
    };
    client.once('error', releaseOnce);
    client.release = releaseOnce;
    return client;
  };
  // The callback form is what pool.query uses, and it releases on errors itself.
  pool.connect = ((callback?: Parameters<pg.Pool['connect']>[0]) =>
    callback ? connect(callback) : connect().then(releasingOnBreak)) as pg.Pool['connect'];
}

type QueryArguments = [config: unknown, ...rest: unknown[]];

/** A query config that names its statement (a Drizzle `prepare`d query); not a cursor or stream. */
function isNamedQuery(config: unknown): config is { name: string } {
  return (
    typeof config === 'object' &&
    config !== null &&
    'name' in config &&
    Boolean(config.name) &&
    !('submit' in config)
  );
}

/**
 * Sends every statement of this connection unnamed (parsed again each time; plans stay
 * PostgreSQL's choice as before). node-postgres prepares a named statement once per connection
 * and then only names it; behind a pooler in transaction mode (PgBouncer before 1.21 keeps no
 * prepared statements) each transaction gets whichever server connection is free, which never
 * saw it ("prepared statement ... does not exist") or already has one of that name from another
 * client ("... already exists"). Done here, below Drizzle, so no repository needs to know.
 */
function sendStatementsUnnamed(client: pg.ClientBase) {
  const query = client.query.bind(client) as (...args: QueryArguments) => unknown;
  client.query = ((...[config, ...rest]: QueryArguments) =>
    query(
      isNamedQuery(config) ? { ...config, name: undefined } : config,
      ...rest,
    )) as pg.ClientBase['query'];
}

/** A node-postgres pool on `reach`'s server, as the target asks (size, mode, error reporting). */
function openPool(reach: PostgresReach, target: Extract<DatabaseTarget, { kind: 'postgres' }>) {
  const pool = new pg.Pool(
    reach.poolConfig({
      max: target.poolSize ?? 10,
      // While the database is away a call waits this long at most (for a connection or a slot
      // in the pool), then answers 503, instead of hanging on a cut network.
      connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
      keepAlive: true,
    }),
  );
  const reportIdleError = target.onIdleConnectionError ?? (() => {});
  pool.on('error', (error) => reportIdleError(error));
  // The pool emits 'connect' before it hands a new connection out, so what is set up here
  // holds for its first statement too.
  pool.on('connect', (client) => {
    // A connection in use that breaks (a restart's 57P01 while a transaction holds it) emits
    // 'error' too, and the pool listens only to idle ones: without this the process would
    // crash. The error also fails that connection's query, which is where it is handled, and
    // the pool drops the connection when it comes back.
    client.on('error', () => {});
    if (target.poolMode === 'transaction') sendStatementsUnnamed(client);
  });
  releaseBrokenClients(pool);
  return pool;
}

/**
 * Holds the start lock on a connection of its own while `work` runs on the pool. The lock is a
 * transaction's (`pg_advisory_xact_lock` in an open transaction), not a session's: behind a pooler
 * in transaction mode a session lock stays with whichever server connection took it, held after
 * this instance has gone, while a transaction keeps its server connection to the end and its lock
 * ends with it, on commit or on a dropped connection alike (docs/decisions/0054-several-instances.md).
 */
async function whileHoldingStartLock<T>(
  reach: PostgresReach,
  work: () => Promise<T>,
  onWait?: () => void,
): Promise<T> {
  const lockHolder = reach.client({
    connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // A break ends the transaction and its lock; the work's own connections report the outage.
  lockHolder.on('error', () => {});
  await lockHolder.connect();
  let committed = false;
  try {
    await lockHolder.query('begin');
    const key = START_LOCK_KEY.toString();
    const tried = await lockHolder.query<{ locked: boolean }>(
      'select pg_try_advisory_xact_lock($1::bigint) as locked',
      [key],
    );
    if (!tried.rows[0]?.locked) {
      onWait?.();
      await lockHolder.query('select pg_advisory_xact_lock($1::bigint)', [key]);
    }
    const result = await work();
    await lockHolder.query('commit');
    committed = true;
    return result;
  } finally {
    // A failed start hands the lock on before it reports; a broken connection already has.
    if (!committed) await lockHolder.query('rollback').catch(() => {});
    await lockHolder.end().catch(() => {});
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    // One reach per address: the pool, the start lock and LISTEN share what it found of a host list.
    const found = target.onPrimaryFound ? { onPrimaryFound: target.onPrimaryFound } : {};
    const reach = postgresReach(target.url, found);
    const pool = openPool(reach, target);
    const db = drizzleNodePg(pool, { schema });
    const readPool = target.readUrl ? openPool(postgresReach(target.readUrl), target) : undefined;
    const readDb = readPool ? drizzleNodePg(readPool, { schema }) : db;
    return {
      db: db as unknown as Database,
      readDb: readDb as unknown as Database,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      whileStarting: (work, onWait) => whileHoldingStartLock(reach, work, onWait),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        await Promise.all([pool.end(), readPool?.end()]);
      },
      dumpDataDir: () => Promise.reject(new Error('only PGlite databases can be dumped')),
      listen: async (channel, events) =>
        listenOnPostgres(
          target.listenUrl ? postgresReach(target.listenUrl, found) : reach,
          channel,
          events,
        ),
      executeSql: async (text, values) => {
        const result = await pool.query(text, values);
        return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
      },
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const unlock = target.dataDir ? lockDataDir(target.dataDir) : () => {};
  // The patient list's contains-filters use trigram indexes (migration 0002), the name's
  // starting with the clinic's key (btree_gin, migration 0016).
  const extensions = { pg_trgm, btree_gist, btree_gin };
  const fromTemplate = target.template ? { loadDataDir: target.template } : {};
  const client = target.dataDir
    ? new PGlite(target.dataDir, { extensions, ...fromTemplate })
    : new PGlite({ extensions, ...fromTemplate });
  try {
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    readDb: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    whileStarting: (work) => work(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.close();
      unlock();
    },
    dumpDataDir: (compression = 'none') => client.dumpDataDir(compression),
    listen: async (channel, events) => {
      const unlisten = await client.listen(channel, events.onPayload);
      return async () => {
        // Closing the database first ends its listeners too; unlistening after is a no-op.
        if (!client.closed) await unlisten();
      };
    },
    executeSql: async (text, values) => {
      if (values === undefined || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
  };
}
