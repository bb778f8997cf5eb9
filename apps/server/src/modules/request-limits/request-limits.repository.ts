import { lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { requestLimitCounts } from '../../db/schema/index';

export interface RequestCount {
  /** Requests under the key in its window, this one included. */
  count: number;
  /** Milliseconds until the window ends (and the count starts again). */
  msLeft: number;
}

export function createRequestLimitRepository(db: Database) {
  return {
    /**
     * Counts one request under `key`, in one statement: instances counting the same key at once
     * queue on its row, and each reads the count its own request made. The database's clock
     * times the windows, so instances whose clocks differ agree on them.
     */
    async countRequest(key: string, windowMs: number): Promise<RequestCount> {
      // Both drivers answer a raw statement with { rows }.
      const { rows } = (await db.execute(sql`
        insert into request_limit_counts as counted (key, count, window_ends_at)
        values (${key}, 1, statement_timestamp() + ${windowMs}::double precision * interval '1 millisecond')
        on conflict (key) do update set
          count = case when counted.window_ends_at <= statement_timestamp()
            then 1 else counted.count + 1 end,
          window_ends_at = case when counted.window_ends_at <= statement_timestamp()
            then excluded.window_ends_at else counted.window_ends_at end
        returning count,
          ceil(extract(epoch from window_ends_at - statement_timestamp()) * 1000)::int as ms_left
      `)) as unknown as { rows: { count: number; ms_left: number }[] };
      const row = rows[0];
      if (!row) throw new Error('counting a request answered no row');
      return { count: Number(row.count), msLeft: Math.max(0, Number(row.ms_left)) };
    },

    /** Forgets the counts whose window has ended: they limit nothing any more. */
    async deleteEndedWindows(): Promise<void> {
      await db.delete(requestLimitCounts).where(lte(requestLimitCounts.windowEndsAt, sql`now()`));
    },
  };
}
export type RequestLimitRepository = ReturnType<typeof createRequestLimitRepository>;
