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
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerShape } from '../../db/prepared-per-shape';
import { prepareSqlStatement } from '../../db/prepared-rows';
import type { visits } from '../../db/schema/index';
import {
  patientPackageEvents,
  patientPackageLiveNames,
  patientPackageUses,
  patientPackages,
  patients,
  reservations,
  users,
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

/** Which of the list's optional filters a call by name has: one statement per combination. */
function listShapeOf(filter: PackageListFilter): string {
  return [
    filter.phoneNumber ? 'phone' : '',
    filter.identityNumber ? 'identity' : '',
    filter.dateOfBirth ? 'dob' : '',
    filter.from ? 'from' : '',
    filter.to ? 'to' : '',
  ]
    .filter(Boolean)
    .join('_');
}

const hasFilter = (shape: string, filter: string) => shape.split('_').includes(filter);

/**
 * The clinic's patients the name matches, with what the list shows of them and the name's sort
 * key (once a patient, not once a package); the values come as placeholders.
 */
function matchedPatients(shape: string): SQL {
  const conditions: SQL[] = [
    eq(patients.businessId, sql.placeholder('businessId')),
    ilike(patients.name, sql.placeholder('name')),
  ];
  if (hasFilter(shape, 'phone')) {
    conditions.push(ilike(patients.phoneNumber, sql.placeholder('phoneNumber')));
  }
  if (hasFilter(shape, 'identity')) {
    conditions.push(ilike(patients.identificationNumber, sql.placeholder('identityNumber')));
  }
  if (hasFilter(shape, 'dob')) {
    conditions.push(eq(patients.dateOfBirth, sql.placeholder('dateOfBirth')));
  }
  return sql`with matched as materialized (
      select ${patients.id} as id, ${patients.name} as name, lower(${patients.name}) as sort_name,
        ${patients.identificationNumber} as identification_number,
        ${patients.phoneNumber} as phone_number, ${patients.dateOfBirth} as date_of_birth
      from ${patients}
      where ${and(...conditions)}
    )`;
}

/** The list's `from` and `to` on a last reservation date column, as the shape has them. */
function lastReservationDateRange(column: SQLWrapper, shape: string): SQL[] {
  const conditions: SQL[] = [];
  if (hasFilter(shape, 'from')) conditions.push(sql`${column} >= ${sql.placeholder('from')}`);
  if (hasFilter(shape, 'to')) conditions.push(sql`${column} <= ${sql.placeholder('to')}`);
  return conditions;
}

/** The matched patients' live packages, from `matched` on (the values as placeholders). */
function livePackagesOfMatched(shape: string): SQL {
  // `> 0` written out, not a parameter: the partial index's predicate must be provable.
  const conditions: SQL[] = [
    sql`${patientPackages.businessId} = ${sql.placeholder('businessId')}`,
    sql`${patientPackages.patientId} = matched.id`,
    sql`${patientPackages.releasedAt} is null`,
    sql`${patientPackages.remainingVisits} > 0`,
    ...lastReservationDateRange(patientPackages.lastReservationDate, shape),
  ];
  return sql`from matched join ${patientPackages} on ${sql.join(conditions, sql` and `)}`;
}

/**
 * The clinic's live packages whose patient's name matches, from `from` on (placeholders): their
 * narrow copy, `lower(name) LIKE lower(fragment)` being what `name ILIKE fragment` means.
 */
function liveNamesMatching(shape: string): SQL {
  const conditions: SQL[] = [
    sql`${patientPackageLiveNames.businessId} = ${sql.placeholder('businessId')}`,
    sql`${patientPackageLiveNames.nameLower} like lower(${sql.placeholder('name')})`,
    ...lastReservationDateRange(patientPackageLiveNames.lastReservationDate, shape),
  ];
  return sql`from ${patientPackageLiveNames} where ${sql.join(conditions, sql` and `)}`;
}

/**
 * The page's rows in the select's column order (arrays, not objects keyed by column name):
 * straight into the list's rows, the window's count beside each.
 */
const livePageRowsOf = (rows: unknown[][]): (LiveListRow & { total: number })[] =>
  rows.map((values) => ({
    id: values[0] as string,
    cataloguePackageId: values[1] as string,
    patientId: values[2] as string,
    packageName: values[3] as string,
    lastReservationDate: values[4] as string,
    remainingVisits: values[5] as number,
    name: values[6] as string,
    identityNumber: values[7] as string | null,
    phoneNumber: values[8] as string | null,
    dateOfBirth: values[9] as string | null,
    total: values[10] as number,
  }));

/**
 * Patients' prepaid packages, their uses and their append-only events (contract issue 14 §1).
 * A use is the contract's one conditional decrement; every change writes its event in the
 * caller's transaction.
 */
export function createPatientPackageRepository(db: Database) {
  /**
   * The page sorted and cut on the raw columns, the dates formatted after the cut (50 rows, not
   * every match): `to_char` so both drivers give the same text.
   */
  const livePageQuery = preparedPerShape(
    (shape: string) => shape,
    (shape: string) =>
      prepareSqlStatement(
        db,
        `patient_packages_by_name${shape ? `_${shape}` : ''}`,
        sql`${matchedPatients(shape)},
          page as (
            select ${patientPackages.id} as id, ${patientPackages.packageId} as package_id,
              ${patientPackages.patientId} as patient_id,
              ${patientPackages.packageName} as package_name,
              ${patientPackages.lastReservationDate} as last_reservation_date,
              ${patientPackages.remainingVisits} as remaining_visits, matched.name,
              matched.sort_name, matched.identification_number, matched.phone_number,
              matched.date_of_birth, count(*) over () as total
            ${livePackagesOfMatched(shape)}
            order by ${patientPackages.lastReservationDate}, matched.sort_name, ${patientPackages.id}
            limit ${sql.placeholder('size')} offset ${sql.placeholder('offset')}
          )
          select id, package_id, patient_id, package_name,
            to_char(last_reservation_date, 'YYYY-MM-DD'), remaining_visits, name,
            identification_number, phone_number, to_char(date_of_birth, 'YYYY-MM-DD'),
            total::int
          from page
          order by last_reservation_date, sort_name, id`,
        livePageRowsOf,
      ),
  );
  /** A page past the end has no row to carry the total: the matches counted on their own. */
  const liveCountQuery = preparedPerShape(
    (shape: string) => shape,
    (shape: string) =>
      prepareSqlStatement(
        db,
        `patient_packages_by_name_count${shape ? `_${shape}` : ''}`,
        sql`${matchedPatients(shape)} select count(*)::int ${livePackagesOfMatched(shape)}`,
        (rows) => rows.map((values) => values[0] as number),
      ),
  );

  /**
   * The list by name with no other patient filter: the clinic's live packages whose patient's
   * name matches, from their narrow copy (`patient_package_live_names`), sorted, counted and cut,
   * and only the page's packages and patients read, by primary key, for what the list shows.
   */
  const liveByNameQuery = preparedPerShape(
    (shape: string) => shape,
    (shape: string) =>
      prepareSqlStatement(
        db,
        `patient_packages_by_live_name${shape ? `_${shape}` : ''}`,
        sql`with page as (
            select ${patientPackageLiveNames.patientPackageId} as id,
              ${patientPackageLiveNames.lastReservationDate} as last_reservation_date,
              ${patientPackageLiveNames.nameLower} as sort_name, count(*) over () as total
            ${liveNamesMatching(shape)}
            order by last_reservation_date, sort_name, id
            limit ${sql.placeholder('size')} offset ${sql.placeholder('offset')}
          )
          select page.id, ${patientPackages.packageId}, ${patientPackages.patientId},
            ${patientPackages.packageName}, to_char(page.last_reservation_date, 'YYYY-MM-DD'),
            ${patientPackages.remainingVisits}, ${patientPackages.patientName},
            ${patients.identificationNumber}, ${patients.phoneNumber},
            to_char(${patients.dateOfBirth}, 'YYYY-MM-DD'), page.total::int
          from page
          join ${patientPackages} on ${patientPackages.id} = page.id
          join ${patients} on ${patients.id} = ${patientPackages.patientId}
          order by page.last_reservation_date, page.sort_name, page.id`,
        livePageRowsOf,
      ),
  );
  const liveByNameCountQuery = preparedPerShape(
    (shape: string) => shape,
    (shape: string) =>
      prepareSqlStatement(
        db,
        `patient_packages_by_live_name_count${shape ? `_${shape}` : ''}`,
        sql`select count(*)::int ${liveNamesMatching(shape)}`,
        (rows) => rows.map((values) => values[0] as number),
      ),
  );

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

    /** A reservation's status, visit and date, as a use finds its visit by reservation. */
    async reservationOfBooking(
      businessId: string,
      bookingId: string,
    ): Promise<{ status: VisitOfUse['status']; visitId: string | null; date: string } | null> {
      if (!isUuid(bookingId)) return null;
      const [reservation] = await db
        .select({
          status: reservations.status,
          visitId: reservations.visitId,
          date: reservations.reservationDate,
        })
        .from(reservations)
        .where(and(eq(reservations.businessId, businessId), eq(reservations.id, bookingId)))
        .limit(1);
      return reservation ?? null;
    },

    /** A visit's latest reservation (after a transfer, the chain's newest), or null for a walk-in. */
    async latestReservationOfVisit(
      businessId: string,
      visitId: string,
    ): Promise<{ id: string; date: string } | null> {
      const [reservation] = await db
        .select({ id: reservations.id, date: reservations.reservationDate })
        .from(reservations)
        .where(and(eq(reservations.businessId, businessId), eq(reservations.visitId, visitId)))
        .orderBy(desc(reservations.createdAt), desc(reservations.id))
        .limit(1);
      return reservation ?? null;
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
   * The follow-up list for a name. With no other patient filter, from the live packages' narrow
   * copy of the name (`liveByNameQuery`). With a phone, identity number or birth date, one
   * statement that first takes the clinic's patients the filter matches (`patients_business_name_trgm_idx`:
   * only the clinic's candidates; a few hundred of 20,000 for a common name), then their live
   * packages (`patient_packages_live_patient_idx`, index only), counted by a window and sorted as
   * the list is. The CTE is MATERIALIZED
   * because, as a plain join, the planner misjudges a common name's matches and walks every live
   * package of the clinic in date order, probing each one's patient (77,000 buffers for "wijaya"
   * instead of 1,700). Same rows, order and total as the join of the list without a name.
   * Built once per filter shape and sent as a named statement (parsed once per connection, no
   * query building per call), its rows read as arrays into the list's rows directly.
   */
  async function listLiveOfMatchingPatients(
    businessId: string,
    filter: PackageListFilter,
    name: string,
  ): Promise<{ rows: LiveListRow[]; total: number }> {
    const values = {
      businessId,
      name: containsPattern(name),
      phoneNumber: filter.phoneNumber ? containsPattern(filter.phoneNumber) : undefined,
      identityNumber: filter.identityNumber ? containsPattern(filter.identityNumber) : undefined,
      dateOfBirth: filter.dateOfBirth,
      from: filter.from,
      to: filter.to,
      size: filter.size,
      offset: filter.page * filter.size,
    };
    const shape = listShapeOf(filter);
    // Without a patient detail to match, the live packages' copy of the name is enough.
    const byPackageName = !filter.phoneNumber && !filter.identityNumber && !filter.dateOfBirth;
    const found = await (byPackageName ? liveByNameQuery : livePageQuery)(shape).execute(values);
    const first = found[0];
    if (first) return { rows: found, total: first.total };
    if (values.offset === 0) return { rows: [], total: 0 };
    const [total] = await (byPackageName ? liveByNameCountQuery : liveCountQuery)(shape).execute(
      values,
    );
    return { rows: [], total: total ?? 0 };
  }
}

export type PatientPackageRepository = ReturnType<typeof createPatientPackageRepository>;
