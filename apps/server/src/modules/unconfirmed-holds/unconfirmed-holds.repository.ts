import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { raisedCalendarSequence } from '../../db/calendar-sequence';
import { businesses, reservations } from '../../db/schema/index';

/**
 * The advisory lock key of the hold-expiry sweep (a fixed bigint: "holdexp" in ASCII): every
 * instance tries it, one holds it for its transaction.
 */
export const HOLD_EXPIRY_LOCK_KEY = 0x686f6c64657870n;

export function createUnconfirmedHoldRepository(db: Database) {
  return {
    /**
     * Cancels the online bookings still unconfirmed longer than their clinic's hold minutes
     * (clinics without a hold setting keep theirs), stamping them expired by the system, unless
     * another instance is sweeping right now (then null: it does the same work). The ids of the
     * bookings cancelled (their bookers are told).
     */
    async expireUnconfirmedHolds(now: Date): Promise<string[] | null> {
      return db.transaction(async (tx) => {
        // Both drivers answer a raw statement with { rows }.
        const { rows } = (await tx.execute(
          sql`select pg_try_advisory_xact_lock(${HOLD_EXPIRY_LOCK_KEY.toString()}::bigint) as locked`,
        )) as unknown as { rows: { locked: boolean }[] };
        if (!rows[0]?.locked) return null;
        const expired = await tx
          .update(reservations)
          .set({
            status: 'CANCELLED',
            cancelledAt: now,
            expiredAt: now,
            calendarSequence: raisedCalendarSequence,
            updatedAt: now,
            updatedBy: null,
          })
          .where(
            and(
              eq(reservations.source, 'ONLINE'),
              eq(reservations.status, 'BOOKED'),
              isNull(reservations.confirmedAt),
              isNull(reservations.visitId),
              sql`exists (select 1 from ${businesses}
                where ${businesses.id} = ${reservations.businessId}
                  and ${businesses.unconfirmedHoldMinutes} is not null
                  and ${reservations.createdAt} + ${businesses.unconfirmedHoldMinutes} * interval '1 minute' <= ${now.toISOString()}::timestamptz)`,
            ),
          )
          .returning({ id: reservations.id });
        return expired.map((row) => row.id);
      });
    },
  };
}
export type UnconfirmedHoldRepository = ReturnType<typeof createUnconfirmedHoldRepository>;
