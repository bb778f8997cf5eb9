import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { log } from './options';

/**
 * A database of the bench's own on the server at `serverUrl`, with the server's version and
 * connection limit for the report; `drop` removes it, unless BENCH_KEEP_DATABASE keeps it for
 * EXPLAIN.
 */
export async function createBenchDatabase(serverUrl: string) {
  const name = `praktik_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const { rows: versionRows } = await admin.query<{ server_version: string }>(
    'show server_version',
  );
  const { rows: maxRows } = await admin.query<{ max_connections: string }>('show max_connections');
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    postgres: versionRows[0]?.server_version ?? null,
    postgresMaxConnections: Number(maxRows[0]?.max_connections ?? 0),
    async drop() {
      if (process.env.BENCH_KEEP_DATABASE) {
        log(`kept database ${name} (BENCH_KEEP_DATABASE)`);
        return;
      }
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
