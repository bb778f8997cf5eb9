import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { visits } from '../../db/schema/index';
import { patientPackageUses, patientPackages, patients, reservations } from '../../db/schema/index';
import type { PATIENT_PACKAGE_ACTIONS } from '../../db/schema/patient-packages';
import { isUuid } from '../../shared/uuid';
import { createPatientPackageHistoryRepository } from './patient-packages-history.repository';
import { createPatientPackageListRepository, isLive } from './patient-packages-list.repository';
import {
  detailPatientStatement,
  insertEventStatement,
  livePackagesOfStatement,
  liveUseOnVisitStatement,
  lockPackageForUseStatement,
  lockPackageStatement,
  lockVisitOfBookingStatement,
  lockVisitOfUseStatement,
  packageStatement,
  takeVisitForUseStatement,
  type DetailPatient,
  type EventValue,
  type PackageUseRecord,
  type PatientPackageRecord,
  type VisitOfUseRow,
} from './patient-packages-statements.repository';

export type { PatientPackageRecord, PackageUseRecord };
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

/**
 * Patients' prepaid packages, their uses and their append-only events (docs/api.md, "Patient
 * packages"). A use is one conditional decrement; every change writes its event in the caller's
 * transaction. The follow-up list and the history are read by their own repositories, composed
 * here.
 */
function visitOfUse(row: VisitOfUseRow): VisitOfUse {
  return {
    visitId: row.visitId,
    patientId: row.patientId,
    practitionerId: row.practitionerId,
    status: row.status,
    bookingId: row.bookingId,
    date: row.bookingDate ?? row.visitDate,
  };
}

export function createPatientPackageRepository(db: Database) {
  return {
    ...createPatientPackageListRepository(db),
    ...createPatientPackageHistoryRepository(db),

    async findPackage(businessId: string, id: string): Promise<PatientPackageRecord | null> {
      if (!isUuid(id)) return null;
      const [row] = await packageStatement(db).execute({ businessId, id });
      return row ?? null;
    },

    async lockPackage(businessId: string, id: string): Promise<PatientPackageRecord | null> {
      if (!isUuid(id)) return null;
      const [row] = await lockPackageStatement(db).execute({ businessId, id });
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

    /**
     * The visit locked, as a use or an undo sees it: on its latest reservation's day (after a
     * transfer, the chain's newest), its own for a walk-in. Null when not the clinic's.
     */
    async lockVisitOfUse(businessId: string, visitId: string): Promise<VisitOfUse | null> {
      if (!isUuid(visitId)) return null;
      const [row] = await lockVisitOfUseStatement(db).execute({ businessId, id: visitId });
      return row ? visitOfUse(row) : null;
    },

    /**
     * The visit reservation `bookingId` started, locked, on that reservation's day. Null when
     * it has not started one or is not the clinic's (`reservationOfBooking` tells which).
     */
    async lockVisitOfBooking(businessId: string, bookingId: string): Promise<VisitOfUse | null> {
      if (!isUuid(bookingId)) return null;
      const [row] = await lockVisitOfBookingStatement(db).execute({ businessId, id: bookingId });
      return row ? visitOfUse(row) : null;
    },

    /** The package locked, with whether the visit has a live use of it already. */
    async lockPackageForUse(
      businessId: string,
      id: string,
      visitId: string,
    ): Promise<(PatientPackageRecord & { usedHere: boolean }) | null> {
      if (!isUuid(id)) return null;
      const [row] = await lockPackageForUseStatement(db).execute({ businessId, id, visitId });
      return row ?? null;
    },

    async findLiveUse(
      businessId: string,
      where: { useId: string } | { patientPackageId: string; visitId: string },
    ): Promise<PackageUseRecord | null> {
      const ids = 'useId' in where ? [where.useId] : [where.patientPackageId, where.visitId];
      if (!ids.every(isUuid)) return null;
      if (!('useId' in where)) {
        const [live] = await liveUseOnVisitStatement(db).execute({ businessId, ...where });
        return live ?? null;
      }
      const [row] = await db
        .select()
        .from(patientPackageUses)
        .where(
          and(
            eq(patientPackageUses.businessId, businessId),
            isNull(patientPackageUses.undoneAt),
            eq(patientPackageUses.id, where.useId),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /**
     * One visit of the package taken for the visit, its use inserted and its event logged, in one
     * statement. Null when the package is released or has no visit left; 23505 on
     * `patient_package_uses_live_key` when the visit already has a live use of it.
     */
    async takeVisitForUse(
      businessId: string,
      patientPackageId: string,
      visit: VisitOfUse,
      userId: string,
    ): Promise<{ patientPackage: PatientPackageRecord; useId: string } | null> {
      const [row] = await takeVisitForUseStatement(db).execute({
        businessId,
        id: patientPackageId,
        visitId: visit.visitId,
        bookingId: visit.bookingId,
        useDate: visit.date,
        userId,
      });
      if (!row) return null;
      const { useId, ...patientPackage } = row;
      return { patientPackage, useId };
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
      await insertEventStatement(db).execute({
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
      } satisfies Record<EventValue, unknown>);
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

    async findPatient(businessId: string, patientId: string) {
      if (!isUuid(patientId)) return null;
      const [row] = await db
        .select()
        .from(patients)
        .where(and(eq(patients.businessId, businessId), eq(patients.id, patientId)))
        .limit(1);
      return row ?? null;
    },

    /** The patient as a package's detail shows them. */
    async detailPatient(businessId: string, patientId: string): Promise<DetailPatient | null> {
      if (!isUuid(patientId)) return null;
      const [row] = await detailPatientStatement(db).execute({ businessId, id: patientId });
      return row ?? null;
    },

    async livePackagesOf(businessId: string, patientId: string): Promise<PatientPackageRecord[]> {
      return livePackagesOfStatement(db).execute({ businessId, patientId });
    },
  };
}

export type PatientPackageRepository = ReturnType<typeof createPatientPackageRepository>;
