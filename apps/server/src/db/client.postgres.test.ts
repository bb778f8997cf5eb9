import { setTimeout as sleep } from 'node:timers/promises';
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

describe('the start lock (migrations and seeding)', () => {
  it('lets one instance work at a time: the next hears it waits, and runs once the first is done', async () => {
    const [first, second] = await Promise.all([
      openDatabase({ kind: 'postgres', url: serverUrl! }),
      openDatabase({ kind: 'postgres', url: serverUrl! }),
    ]);
    try {
      const steps: string[] = [];
      let finishFirst = () => {};
      const firstHolds = new Promise<void>((finish) => (finishFirst = finish));
      const firstDone = first.whileStarting(async () => {
        steps.push('first starts');
        await firstHolds;
        steps.push('first ends');
      });
      await expect.poll(() => steps).toEqual(['first starts']);
      let waited = false;
      const secondDone = second.whileStarting(
        async () => {
          steps.push('second runs');
        },
        () => (waited = true),
      );
      await expect.poll(() => waited).toBe(true);
      await sleep(300);
      expect(steps).toEqual(['first starts']);
      finishFirst();
      await Promise.all([firstDone, secondDone]);
      expect(steps).toEqual(['first starts', 'first ends', 'second runs']);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('gives the lock back when the work fails', async () => {
    const database = await openDatabase({ kind: 'postgres', url: serverUrl! });
    try {
      await expect(
        database.whileStarting(() => Promise.reject(new Error('migration failed'))),
      ).rejects.toThrow('migration failed');
      let waited = false;
      await expect(
        database.whileStarting(
          async () => 'started',
          () => (waited = true),
        ),
      ).resolves.toBe('started');
      expect(waited).toBe(false);
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
