import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reservations } from '../../db/schema/index';

/**
 * The advisory lock key of the no-show sweep (a fixed bigint: "noshow" in ASCII): every
 * instance tries it, one holds it for its transaction.
 */
export const NO_SHOW_LOCK_KEY = 0x6e6f73686f77n;

export function createNoShowRepository(db: Database) {
  return {
    /**
     * Marks BOOKED reservations whose end passed by `now` as no-shows, unless another instance
     * is sweeping right now (then null: it does the same work). The count of rows marked.
     */
    async markPassedBookings(now: Date): Promise<number | null> {
      return db.transaction(async (tx) => {
        // Both drivers answer a raw statement with { rows }.
        const { rows } = (await tx.execute(
          sql`select pg_try_advisory_xact_lock(${NO_SHOW_LOCK_KEY.toString()}::bigint) as locked`,
        )) as unknown as { rows: { locked: boolean }[] };
        if (!rows[0]?.locked) return null;
        const marked = await tx
          .update(reservations)
          .set({ noShowAt: now })
          .where(
            and(
              eq(reservations.status, 'BOOKED'),
              isNull(reservations.noShowAt),
              lte(reservations.endsAt, now),
            ),
          )
          .returning({ id: reservations.id });
        return marked.length;
      });
    },
  };
}
export type NoShowRepository = ReturnType<typeof createNoShowRepository>;
