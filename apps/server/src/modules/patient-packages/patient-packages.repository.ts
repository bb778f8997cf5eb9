import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  patientPackageEvents,
  patientPackageUses,
  patientPackages,
  patients,
  reservations,
  users,
  visits,
} from '../../db/schema/index';
import type { PATIENT_PACKAGE_ACTIONS } from '../../db/schema/patient-packages';
import { containsPattern } from '../../shared/like-pattern';
import { isUuid } from '../../shared/uuid';

export type PatientPackageRecord = typeof patientPackages.$inferSelect;
export type PackageUseRecord = typeof patientPackageUses.$inferSelect;
export type PatientPackageAction = (typeof PATIENT_PACKAGE_ACTIONS)[number];

/** The visit a use happens on, with the reservation whose date the use carries. */
export interface VisitOfUse {
  visitId: string;
  patientId: string;
  practitionerId: string;
  status: (typeof visits.$inferSelect)['status'];
  bookingId: string | null;
  /** The reservation's date, the visit's own for a walk-in. */
  date: string;
}

export interface PackageListFilter {
  from?: string;
  to?: string;
  identityNumber?: string;
  name?: string;
  phoneNumber?: string;
  dateOfBirth?: string;
  page: number;
  size: number;
}

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

export interface NewPackageEvent {
  businessId: string;
  patientPackage: PatientPackageRecord;
  action: PatientPackageAction;
  useId?: string | null;
  visitId?: string | null;
  bookingId?: string | null;
  eventDate: string;
  userId: string;
}

/** A package the patient may still use: not released, visits left. */
const isLive = and(isNull(patientPackages.releasedAt), gt(patientPackages.remainingVisits, 0));

const listColumns = {
  id: patientPackages.id,
  cataloguePackageId: patientPackages.packageId,
  patientId: patientPackages.patientId,
  packageName: patientPackages.packageName,
  lastReservationDate: patientPackages.lastReservationDate,
  remainingVisits: patientPackages.remainingVisits,
  name: patients.name,
  identityNumber: patients.identificationNumber,
  phoneNumber: patients.phoneNumber,
  dateOfBirth: patients.dateOfBirth,
};

/** A row of the follow-up list, as the list's columns name it. */
interface LiveListRow {
  id: string;
  cataloguePackageId: string;
  patientId: string;
  packageName: string;
  lastReservationDate: string;
  remainingVisits: number;
  name: string;
  identityNumber: string | null;
  phoneNumber: string | null;
  dateOfBirth: string | null;
}

/** The same row as `listLiveOfMatchingPatients` selects it (dates as text, the count as text or number). */
interface LiveListSqlRow {
  id: string;
  package_id: string;
  patient_id: string;
  package_name: string;
  last_reservation_date: string;
  remaining_visits: number | string;
  name: string;
  identification_number: string | null;
  phone_number: string | null;
  date_of_birth: string | null;
  total: number | string;
}

/** The list filter's fields on the patient besides the name: phone, identity number, birth date. */
function patientDetailConditions(filter: PackageListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.phoneNumber) {
    conditions.push(ilike(patients.phoneNumber, containsPattern(filter.phoneNumber)));
  }
  if (filter.identityNumber) {
    conditions.push(ilike(patients.identificationNumber, containsPattern(filter.identityNumber)));
  }
  if (filter.dateOfBirth) conditions.push(eq(patients.dateOfBirth, filter.dateOfBirth));
  return conditions;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Patients' prepaid packages, their uses and their append-only events (contract issue 14 §1).
 * A use is the contract's one conditional decrement; every change writes its event in the
 * caller's transaction.
 */
export function createPatientPackageRepository(db: Database) {
  return {
    async findPackage(businessId: string, id: string): Promise<PatientPackageRecord | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(patientPackages)
        .where(and(eq(patientPackages.businessId, businessId), eq(patientPackages.id, id)))
        .limit(1);
      return row ?? null;
    },

    async lockPackage(businessId: string, id: string): Promise<PatientPackageRecord | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(patientPackages)
        .where(and(eq(patientPackages.businessId, businessId), eq(patientPackages.id, id)))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    /** A reservation's visit, locked (null: unknown, or the reservation has no visit yet). */
    async lockVisitOfBooking(
      businessId: string,
      bookingId: string,
    ): Promise<{ reservationStatus: VisitOfUse['status']; visit: VisitOfUse | null } | null> {
      if (!isUuid(bookingId)) return null;
      const [reservation] = await db
        .select({
          status: reservations.status,
          visitId: reservations.visitId,
          date: reservations.reservationDate,
          practitionerId: reservations.practitionerId,
        })
        .from(reservations)
        .where(and(eq(reservations.businessId, businessId), eq(reservations.id, bookingId)))
        .limit(1);
      if (!reservation) return null;
      if (!reservation.visitId) {
        return { reservationStatus: reservation.status, visit: null };
      }
      const visit = await lockVisit(businessId, reservation.visitId);
      return {
        reservationStatus: reservation.status,
        visit: visit && { ...visit, bookingId, date: reservation.date },
      };
    },

    /** A visit, locked, with its latest reservation (after a transfer, the chain's newest). */
    async lockVisitById(businessId: string, visitId: string): Promise<VisitOfUse | null> {
      if (!isUuid(visitId)) return null;
      const visit = await lockVisit(businessId, visitId);
      if (!visit) return null;
      const [reservation] = await db
        .select({ id: reservations.id, date: reservations.reservationDate })
        .from(reservations)
        .where(and(eq(reservations.businessId, businessId), eq(reservations.visitId, visitId)))
        .orderBy(desc(reservations.createdAt), desc(reservations.id))
        .limit(1);
      return {
        ...visit,
        bookingId: reservation?.id ?? null,
        date: reservation?.date ?? visit.date,
      };
    },

    async findLiveUse(
      businessId: string,
      where: { useId: string } | { patientPackageId: string; visitId: string },
    ): Promise<PackageUseRecord | null> {
      const ids = 'useId' in where ? [where.useId] : [where.patientPackageId, where.visitId];
      if (!ids.every(isUuid)) return null;
      const [row] = await db
        .select()
        .from(patientPackageUses)
        .where(
          and(
            eq(patientPackageUses.businessId, businessId),
            isNull(patientPackageUses.undoneAt),
            'useId' in where
              ? eq(patientPackageUses.id, where.useId)
              : and(
                  eq(patientPackageUses.patientPackageId, where.patientPackageId),
                  eq(patientPackageUses.visitId, where.visitId),
                ),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** A live use of the package on the visit; 23505 on `patient_package_uses_live_key` if one exists. */
    async insertUse(
      businessId: string,
      patientPackage: PatientPackageRecord,
      visit: VisitOfUse,
      userId: string,
    ): Promise<PackageUseRecord> {
      const [row] = await db
        .insert(patientPackageUses)
        .values({
          businessId,
          patientPackageId: patientPackage.id,
          patientId: patientPackage.patientId,
          visitId: visit.visitId,
          bookingId: visit.bookingId,
          reservationDate: visit.date,
          createdBy: userId,
          updatedBy: userId,
        })
        .returning();
      return row!;
    },

    /**
     * Contract issue 14 §1's use: one conditional statement, so of concurrent uses of a last
     * visit exactly one finds `remaining_visits > 0`. Null when released or exhausted.
     */
    async takeVisit(
      businessId: string,
      id: string,
      useDate: string,
      userId: string,
    ): Promise<PatientPackageRecord | null> {
      const [row] = await db
        .update(patientPackages)
        .set({
          remainingVisits: sql`${patientPackages.remainingVisits} - 1`,
          lastReservationDate: sql`greatest(${patientPackages.lastReservationDate}, ${useDate}::date)`,
          updatedAt: sql`now()`,
          updatedBy: userId,
        })
        .where(
          and(
            eq(patientPackages.id, id),
            eq(patientPackages.businessId, businessId),
            isNull(patientPackages.releasedAt),
            gt(patientPackages.remainingVisits, 0),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Marks a live use undone; null when it was no longer live (another undo came first). */
    async undoUse(
      businessId: string,
      useId: string,
      userId: string,
    ): Promise<PackageUseRecord | null> {
      const [row] = await db
        .update(patientPackageUses)
        .set({ undoneAt: sql`now()`, undoneBy: userId, updatedAt: sql`now()`, updatedBy: userId })
        .where(
          and(
            eq(patientPackageUses.businessId, businessId),
            eq(patientPackageUses.id, useId),
            isNull(patientPackageUses.undoneAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Gives one visit back; the last reservation date becomes the latest live use's, else the purchase's. */
    async giveVisitBack(
      businessId: string,
      id: string,
      userId: string,
    ): Promise<PatientPackageRecord> {
      const latestLiveUse = db
        .select({ date: sql`max(${patientPackageUses.reservationDate})` })
        .from(patientPackageUses)
        .where(
          and(eq(patientPackageUses.patientPackageId, id), isNull(patientPackageUses.undoneAt)),
        );
      const [row] = await db
        .update(patientPackages)
        .set({
          remainingVisits: sql`${patientPackages.remainingVisits} + 1`,
          lastReservationDate: sql`coalesce((${latestLiveUse}), ${patientPackages.purchaseDate})`,
          updatedAt: sql`now()`,
          updatedBy: userId,
        })
        .where(and(eq(patientPackages.id, id), eq(patientPackages.businessId, businessId)))
        .returning();
      return row!;
    },

    async release(businessId: string, id: string, userId: string): Promise<PatientPackageRecord> {
      const [row] = await db
        .update(patientPackages)
        .set({
          releasedAt: sql`now()`,
          releasedBy: userId,
          updatedAt: sql`now()`,
          updatedBy: userId,
        })
        .where(and(eq(patientPackages.id, id), eq(patientPackages.businessId, businessId)))
        .returning();
      return row!;
    },

    async insertEvent(event: NewPackageEvent): Promise<void> {
      await db.insert(patientPackageEvents).values({
        businessId: event.businessId,
        patientPackageId: event.patientPackage.id,
        patientId: event.patientPackage.patientId,
        action: event.action,
        useId: event.useId ?? null,
        visitId: event.visitId ?? null,
        bookingId: event.bookingId ?? null,
        eventDate: event.eventDate,
        remainingVisits: event.patientPackage.remainingVisits,
        createdBy: event.userId,
        updatedBy: event.userId,
      });
    },

    /**
     * The reservation detail's `actived_packages`: the patient's live packages plus any used on
     * the visit, by name, each with its live use on the visit.
     */
    async activedPackages(businessId: string, patientId: string, visitId: string | null) {
      const useOnVisit = visitId
        ? and(
            eq(patientPackageUses.patientPackageId, patientPackages.id),
            eq(patientPackageUses.visitId, visitId),
            isNull(patientPackageUses.undoneAt),
          )
        : sql`false`;
      return db
        .select({
          id: patientPackages.id,
          packageId: patientPackages.packageId,
          packageName: patientPackages.packageName,
          remainingVisits: patientPackages.remainingVisits,
          price: patientPackages.price,
          releasedAt: patientPackages.releasedAt,
          useId: patientPackageUses.id,
        })
        .from(patientPackages)
        .leftJoin(patientPackageUses, useOnVisit)
        .where(
          and(
            eq(patientPackages.businessId, businessId),
            eq(patientPackages.patientId, patientId),
            or(isLive, sql`${patientPackageUses.id} IS NOT NULL`),
          ),
        )
        .orderBy(asc(sql`lower(${patientPackages.packageName})`), asc(patientPackages.id));
    },

    /** The follow-up list: live packages, longest unseen first (decision 13). */
    async listLive(businessId: string, filter: PackageListFilter) {
      if (filter.name) return listLiveOfMatchingPatients(businessId, filter, filter.name);
      const conditions: (SQL | undefined)[] = [eq(patientPackages.businessId, businessId), isLive];
      if (filter.from) conditions.push(gte(patientPackages.lastReservationDate, filter.from));
      if (filter.to) conditions.push(lte(patientPackages.lastReservationDate, filter.to));
      conditions.push(...patientDetailConditions(filter));
      const where = and(...conditions);
      const joinPatient = and(
        eq(patients.id, patientPackages.patientId),
        eq(patients.businessId, patientPackages.businessId),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(listColumns)
          .from(patientPackages)
          .innerJoin(patients, joinPatient)
          .where(where)
          .orderBy(
            asc(patientPackages.lastReservationDate),
            asc(sql`lower(${patients.name})`),
            asc(patientPackages.id),
          )
          .limit(filter.size)
          .offset(filter.page * filter.size),
        db
          .select({ total: count() })
          .from(patientPackages)
          .innerJoin(patients, joinPatient)
          .where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async findPatient(businessId: string, patientId: string) {
      if (!isUuid(patientId)) return null;
      const [row] = await db
        .select()
        .from(patients)
        .where(and(eq(patients.businessId, businessId), eq(patients.id, patientId)))
        .limit(1);
      return row ?? null;
    },

    async livePackagesOf(businessId: string, patientId: string): Promise<PatientPackageRecord[]> {
      return db
        .select()
        .from(patientPackages)
        .where(
          and(
            eq(patientPackages.businessId, businessId),
            eq(patientPackages.patientId, patientId),
            isLive,
          ),
        )
        .orderBy(asc(sql`lower(${patientPackages.packageName})`), asc(patientPackages.id));
    },

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

  /**
   * The follow-up list for a name: one statement that first takes the clinic's patients the name
   * matches (the trigram index; a few hundred of 20,000 for a common name), then their live
   * packages (`patient_packages_live_patient_idx`, index only), counted by a window and sorted
   * as the list is. The CTE is MATERIALIZED because, as a plain join, the planner misjudges a
   * common name's matches and walks every live package of the clinic in date order, probing
   * each one's patient (77,000 buffers for "wijaya" instead of 1,700). Same rows, order and
   * total as the join of the list without a name.
   */
  async function listLiveOfMatchingPatients(
    businessId: string,
    filter: PackageListFilter,
    name: string,
  ): Promise<{ rows: LiveListRow[]; total: number }> {
    const patientConditions: SQL[] = [
      eq(patients.businessId, businessId),
      ilike(patients.name, containsPattern(name)),
      ...patientDetailConditions(filter),
    ];
    // `> 0` written out, not a parameter: the partial index's predicate must be provable.
    const packageConditions: SQL[] = [
      sql`${patientPackages.businessId} = ${businessId}`,
      sql`${patientPackages.patientId} = matched.id`,
      sql`${patientPackages.releasedAt} is null`,
      sql`${patientPackages.remainingVisits} > 0`,
    ];
    if (filter.from) {
      packageConditions.push(sql`${patientPackages.lastReservationDate} >= ${filter.from}`);
    }
    if (filter.to) {
      packageConditions.push(sql`${patientPackages.lastReservationDate} <= ${filter.to}`);
    }
    const matched = sql`with matched as materialized (
        select ${patients.id} as id, ${patients.name} as name,
          ${patients.identificationNumber} as identification_number,
          ${patients.phoneNumber} as phone_number, ${patients.dateOfBirth} as date_of_birth
        from ${patients}
        where ${and(...patientConditions)}
      )`;
    const joined = sql`from matched join ${patientPackages} on ${sql.join(packageConditions, sql` and `)}`;
    const offset = filter.page * filter.size;
    const found = rowsOf<LiveListSqlRow>(
      await db.execute(sql`${matched}
        select ${patientPackages.id} as id, ${patientPackages.packageId} as package_id,
          ${patientPackages.patientId} as patient_id, ${patientPackages.packageName} as package_name,
          to_char(${patientPackages.lastReservationDate}, 'YYYY-MM-DD') as last_reservation_date,
          ${patientPackages.remainingVisits} as remaining_visits, matched.name,
          matched.identification_number, matched.phone_number,
          to_char(matched.date_of_birth, 'YYYY-MM-DD') as date_of_birth,
          count(*) over () as total
        ${joined}
        order by ${patientPackages.lastReservationDate}, lower(matched.name), ${patientPackages.id}
        limit ${filter.size} offset ${offset}`),
    );
    const rows = found.map((row) => ({
      id: row.id,
      cataloguePackageId: row.package_id,
      patientId: row.patient_id,
      packageName: row.package_name,
      lastReservationDate: row.last_reservation_date,
      remainingVisits: Number(row.remaining_visits),
      name: row.name,
      identityNumber: row.identification_number,
      phoneNumber: row.phone_number,
      dateOfBirth: row.date_of_birth,
    }));
    const first = found[0];
    if (first) return { rows, total: Number(first.total) };
    if (offset === 0) return { rows, total: 0 };
    // A page past the end has no row to carry the total: count on its own then.
    const [counted] = rowsOf<{ total: number | string }>(
      await db.execute(sql`${matched} select count(*) as total ${joined}`),
    );
    return { rows, total: Number(counted?.total ?? 0) };
  }

  /** A visit of the clinic, locked against a concurrent end or payment. */
  async function lockVisit(businessId: string, visitId: string) {
    const [row] = await db
      .select({
        visitId: visits.id,
        patientId: visits.patientId,
        practitionerId: visits.practitionerId,
        status: visits.status,
        date: visits.visitDate,
      })
      .from(visits)
      .where(and(eq(visits.businessId, businessId), eq(visits.id, visitId)))
      .limit(1)
      .for('update');
    return row ?? null;
  }
}

export type PatientPackageRepository = ReturnType<typeof createPatientPackageRepository>;
