import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { reservations } from '../db/schema/index';

export interface TestReservation {
  businessId: string;
  practitionerId: string;
  /** Minutes from now to the start (negative: in the past). Default 60. */
  startsInMinutes?: number;
  /** The start as an instant (instead of startsInMinutes). */
  startsAt?: Date;
  userName?: string;
  durationMinutes?: number;
  status?: (typeof reservations.$inferInsert)['status'];
  userEmail?: string | null;
  patientId?: string | null;
  locale?: 'id' | 'en';
}

/**
 * A reservation row written straight into the table (the reservation service's calls are
 * another part's), with its span in WIB as the service writes it.
 */
export async function insertTestReservation(db: Database, row: TestReservation) {
  const startsAt = row.startsAt ?? new Date(Date.now() + (row.startsInMinutes ?? 60) * 60_000);
  startsAt.setUTCSeconds(0, 0);
  const durationMinutes = row.durationMinutes ?? 15;
  const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
  const wib = (instant: Date) => new Date(instant.getTime() + 7 * 3_600_000).toISOString();
  const [inserted] = await db
    .insert(reservations)
    .values({
      id: randomUUID(),
      businessId: row.businessId,
      practitionerId: row.practitionerId,
      patientId: row.patientId ?? null,
      status: row.status ?? 'BOOKED',
      reservationDate: wib(startsAt).slice(0, 10),
      startTime: wib(startsAt).slice(11, 19),
      endTime: wib(endsAt).slice(11, 19),
      startsAt,
      endsAt,
      durationVisit: durationMinutes,
      sequenceNumber: 1,
      userName: row.userName ?? 'Budi Santoso',
      userEmail: row.userEmail ?? null,
      userPhoneNumber: '081234567890',
      locale: row.locale ?? 'id',
    })
    .returning();
  return inserted!;
}

export async function updateTestReservationStatus(
  db: Database,
  id: string,
  status: (typeof reservations.$inferInsert)['status'],
) {
  await db.update(reservations).set({ status }).where(eq(reservations.id, id));
}
