import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';

// Run only with DATABASE_URL (vitest.config.ts): PGlite has no connections to break.
const serverUrl = process.env.DATABASE_URL;

describe('the PostgreSQL connection pool', () => {
  it('reports an idle connection the server terminates and goes on with a new one', async () => {
    const broken: Error[] = [];
    const database = await openDatabase({
      kind: 'postgres',
      url: serverUrl!,
      onIdleConnectionError: (error) => broken.push(error),
    });
    try {
      const pid = await backendPid(database.db);
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();

      await expect.poll(() => broken.length, { timeout: 5_000 }).toBe(1);
      expect(broken[0]).toMatchObject({ code: '57P01' });
      await expect(database.ping()).resolves.toBeUndefined();
      expect(await backendPid(database.db)).not.toBe(pid);
    } finally {
      await database.close();
    }
  });
});

async function backendPid(db: Database): Promise<number> {
  const result = (await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
    rows: Array<{ pid: number }>;
  };
  return Number(result.rows[0]!.pid);
}
