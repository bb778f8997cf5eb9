import { and, asc, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { patientPackageEvents, patientPackages, users } from '../../db/schema/index';
import { isUuid } from '../../shared/uuid';

export interface PackageHistoryFilter {
  patientId: string;
  patientPackageId?: string;
  from?: string;
  to?: string;
  sortBy: 'reservation_date' | 'action';
  sortOrder: 'asc' | 'desc';
  page: number;
  size: number;
}

/** A patient's package history: the append-only events, with who wrote them. */
export function createPatientPackageHistoryRepository(db: Database) {
  return {
    /** One patient's package events, paged; ties by the event's time in the same order. */
    async history(businessId: string, filter: PackageHistoryFilter) {
      const conditions: (SQL | undefined)[] = [
        eq(patientPackageEvents.businessId, businessId),
        eq(patientPackageEvents.patientId, filter.patientId),
      ];
      if (filter.patientPackageId) {
        if (!isUuid(filter.patientPackageId)) return { rows: [], total: 0 };
        conditions.push(eq(patientPackageEvents.patientPackageId, filter.patientPackageId));
      }
      if (filter.from) conditions.push(gte(patientPackageEvents.eventDate, filter.from));
      if (filter.to) conditions.push(lte(patientPackageEvents.eventDate, filter.to));
      const where = and(...conditions);
      const order = filter.sortOrder === 'asc' ? asc : desc;
      const sortColumn =
        filter.sortBy === 'action' ? patientPackageEvents.action : patientPackageEvents.eventDate;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: patientPackageEvents.id,
            patientPackageId: patientPackageEvents.patientPackageId,
            packageName: patientPackages.packageName,
            action: patientPackageEvents.action,
            eventDate: patientPackageEvents.eventDate,
            price: patientPackages.price,
            typeDiscount: patientPackages.typeDiscount,
            discount: patientPackages.discount,
            subtotal: patientPackages.subtotal,
            remainingVisits: patientPackageEvents.remainingVisits,
            visitId: patientPackageEvents.visitId,
            bookingId: patientPackageEvents.bookingId,
            byName: users.firstName,
            at: patientPackageEvents.createdAt,
          })
          .from(patientPackageEvents)
          .innerJoin(
            patientPackages,
            and(
              eq(patientPackages.id, patientPackageEvents.patientPackageId),
              eq(patientPackages.businessId, patientPackageEvents.businessId),
            ),
          )
          .leftJoin(users, eq(users.id, patientPackageEvents.createdBy))
          .where(where)
          .orderBy(
            order(sortColumn),
            order(patientPackageEvents.createdAt),
            order(patientPackageEvents.id),
          )
          .limit(filter.size)
          .offset(filter.page * filter.size),
        db.select({ total: count() }).from(patientPackageEvents).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
  };
}
