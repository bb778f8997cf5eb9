import { and, asc, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { SendKind, SendStatus } from '@praktik/domain/satusehat/send-log.schema';
import type { Database } from '../../db/client';
import {
  patients,
  satuSehatIntegrations,
  satuSehatLocations,
  satuSehatSends,
  users,
  visits,
} from '../../db/schema/index';

export type SendRow = typeof satuSehatSends.$inferSelect;

export interface NewSend {
  businessId: string;
  visitId: string;
  patientId: string;
  kind: SendKind;
  position: number | null;
}

export interface SendAttempt {
  status: SendStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | null;
}

/** What the sender reads of a visit to build its resources. */
export interface VisitForSend {
  id: string;
  businessId: string;
  patientId: string;
  status: typeof visits.$inferSelect.status;
  startedAt: Date | null;
  endedAt: Date | null;
  locationId: string | null;
  satuSehatEncounterId: string | null;
  diagnoses: typeof visits.$inferSelect.diagnoses;
  practitionerName: string | null;
  practitionerIhs: string | null;
  patientName: string;
  identificationType: 'KTP' | 'PASSPORT';
  identificationNumber: string | null;
  satuSehatPatientId: string | null;
}

/**
 * The visit's SATUSEHAT send rows: written in the visit's transaction, read for the owner's log,
 * and updated by the queue's worker after each attempt.
 */
export function createSatuSehatSendRepository(db: Database) {
  return {
    async clinicIsLinked(businessId: string): Promise<boolean> {
      const [row] = await db
        .select({ businessId: satuSehatIntegrations.businessId })
        .from(satuSehatIntegrations)
        .where(eq(satuSehatIntegrations.businessId, businessId));
      return row !== undefined;
    },

    async insertSends(rows: NewSend[], userId: string | null): Promise<string[]> {
      if (rows.length === 0) return [];
      const inserted = await db
        .insert(satuSehatSends)
        .values(rows.map((row) => ({ ...row, createdBy: userId, updatedBy: userId })))
        .onConflictDoNothing()
        .returning({ id: satuSehatSends.id });
      return inserted.map((row) => row.id);
    },

    /** The CONDITION positions already queued for a visit. */
    async conditionPositions(visitId: string): Promise<number[]> {
      const rows = await db
        .select({ position: satuSehatSends.position })
        .from(satuSehatSends)
        .where(and(eq(satuSehatSends.visitId, visitId), eq(satuSehatSends.kind, 'CONDITION')));
      return rows.flatMap((row) => (row.position === null ? [] : [row.position]));
    },

    async listVisitSends(businessId: string, visitIds: string[]): Promise<SendRow[]> {
      if (visitIds.length === 0) return [];
      return db
        .select()
        .from(satuSehatSends)
        .where(
          and(eq(satuSehatSends.businessId, businessId), inArray(satuSehatSends.visitId, visitIds)),
        )
        .orderBy(
          asc(satuSehatSends.createdAt),
          asc(satuSehatSends.position),
          asc(satuSehatSends.id),
        );
    },

    async findSend(businessId: string, id: string): Promise<SendRow | undefined> {
      const [row] = await db
        .select()
        .from(satuSehatSends)
        .where(and(eq(satuSehatSends.businessId, businessId), eq(satuSehatSends.id, id)));
      return row;
    },

    /** The worker's read: the job names only the send. */
    async findSendById(id: string): Promise<SendRow | undefined> {
      const [row] = await db.select().from(satuSehatSends).where(eq(satuSehatSends.id, id));
      return row;
    },

    /**
     * The worker's claim: the send, PENDING and not being sent by another worker, is held until
     * `until`; undefined when it is not PENDING or another worker holds it.
     */
    async claimPending(id: string, now: Date, until: Date): Promise<SendRow | undefined> {
      const [row] = await db
        .update(satuSehatSends)
        .set({ attemptingUntil: until })
        .where(
          and(
            eq(satuSehatSends.id, id),
            eq(satuSehatSends.status, 'PENDING'),
            or(isNull(satuSehatSends.attemptingUntil), lte(satuSehatSends.attemptingUntil, now)),
          ),
        )
        .returning();
      return row;
    },

    /** Lets go of a claim without an outcome (the send waits for what it depends on). */
    async releaseClaim(id: string): Promise<void> {
      await db
        .update(satuSehatSends)
        .set({ attemptingUntil: null })
        .where(eq(satuSehatSends.id, id));
    },

    async findVisitSend(visitId: string, kind: SendKind): Promise<SendRow | undefined> {
      const [row] = await db
        .select()
        .from(satuSehatSends)
        .where(and(eq(satuSehatSends.visitId, visitId), eq(satuSehatSends.kind, kind)))
        .orderBy(desc(satuSehatSends.createdAt))
        .limit(1);
      return row;
    },

    /** Ids of the sends still waiting (the queue takes them again when the server starts). */
    async pendingIds(): Promise<string[]> {
      const rows = await db
        .select({ id: satuSehatSends.id })
        .from(satuSehatSends)
        .where(eq(satuSehatSends.status, 'PENDING'));
      return rows.map((row) => row.id);
    },

    async pendingIdsOfVisit(visitId: string): Promise<string[]> {
      const rows = await db
        .select({ id: satuSehatSends.id })
        .from(satuSehatSends)
        .where(and(eq(satuSehatSends.visitId, visitId), eq(satuSehatSends.status, 'PENDING')))
        .orderBy(asc(satuSehatSends.createdAt), asc(satuSehatSends.position));
      return rows.map((row) => row.id);
    },

    async markSent(id: string, resourceId: string, at: Date, attempts: number): Promise<void> {
      await db
        .update(satuSehatSends)
        .set({
          status: 'SENT',
          resourceId,
          sentAt: at,
          attempts,
          lastError: null,
          nextAttemptAt: null,
          attemptingUntil: null,
        })
        .where(eq(satuSehatSends.id, id));
    },

    async markAttempt(id: string, attempt: SendAttempt): Promise<void> {
      await db
        .update(satuSehatSends)
        .set({ ...attempt, attemptingUntil: null })
        .where(eq(satuSehatSends.id, id));
    },

    /** FAILED back to PENDING for a retry by hand; undefined when the send is not FAILED. */
    async reopenFailed(
      businessId: string,
      id: string,
      userId: string,
    ): Promise<SendRow | undefined> {
      const [row] = await db
        .update(satuSehatSends)
        .set({ status: 'PENDING', nextAttemptAt: null, updatedBy: userId })
        .where(
          and(
            eq(satuSehatSends.businessId, businessId),
            eq(satuSehatSends.id, id),
            eq(satuSehatSends.status, 'FAILED'),
          ),
        )
        .returning();
      return row;
    },

    async findVisitLinkIds(
      businessId: string,
      visitId: string,
    ): Promise<
      | { id: string; satuSehatPatientId: string | null; satuSehatEncounterId: string | null }
      | undefined
    > {
      const [row] = await db
        .select({
          id: visits.id,
          satuSehatPatientId: patients.satuSehatPatientId,
          satuSehatEncounterId: visits.satuSehatEncounterId,
        })
        .from(visits)
        .innerJoin(patients, eq(patients.id, visits.patientId))
        .where(and(eq(visits.businessId, businessId), eq(visits.id, visitId)));
      return row;
    },

    async findPatientLinkIds(
      businessId: string,
      patientId: string,
    ): Promise<
      | {
          satuSehatPatientId: string | null;
          visits: { id: string; satuSehatEncounterId: string | null }[];
        }
      | undefined
    > {
      const [patient] = await db
        .select({ satuSehatPatientId: patients.satuSehatPatientId })
        .from(patients)
        .where(and(eq(patients.businessId, businessId), eq(patients.id, patientId)));
      if (!patient) return undefined;
      const rows = await db
        .select({ id: visits.id, satuSehatEncounterId: visits.satuSehatEncounterId })
        .from(visits)
        .where(and(eq(visits.businessId, businessId), eq(visits.patientId, patientId)))
        .orderBy(desc(visits.createdAt), desc(visits.id));
      return { satuSehatPatientId: patient.satuSehatPatientId, visits: rows };
    },

    async findVisitForSend(visitId: string): Promise<VisitForSend | undefined> {
      const [row] = await db
        .select({
          id: visits.id,
          businessId: visits.businessId,
          patientId: visits.patientId,
          status: visits.status,
          startedAt: visits.startedAt,
          endedAt: visits.endedAt,
          locationId: visits.locationId,
          satuSehatEncounterId: visits.satuSehatEncounterId,
          diagnoses: visits.diagnoses,
          practitionerName: users.firstName,
          practitionerIhs: users.satuSehatPractitionerId,
          patientName: patients.name,
          identificationType: patients.identificationType,
          identificationNumber: patients.identificationNumber,
          satuSehatPatientId: patients.satuSehatPatientId,
        })
        .from(visits)
        .innerJoin(patients, eq(patients.id, visits.patientId))
        .leftJoin(users, eq(users.id, visits.practitionerId))
        .where(eq(visits.id, visitId));
      return row as VisitForSend | undefined;
    },

    async setPatientIhs(patientId: string, ihs: string): Promise<void> {
      await db.update(patients).set({ satuSehatPatientId: ihs }).where(eq(patients.id, patientId));
    },

    async setEncounterId(visitId: string, encounterId: string): Promise<void> {
      await db
        .update(visits)
        .set({ satuSehatEncounterId: encounterId })
        .where(eq(visits.id, visitId));
    },

    async isClinicLocation(businessId: string, resourceId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: satuSehatLocations.resourceId })
        .from(satuSehatLocations)
        .where(
          and(
            eq(satuSehatLocations.businessId, businessId),
            eq(satuSehatLocations.resourceId, resourceId),
          ),
        );
      return row !== undefined;
    },
  };
}
export type SatuSehatSendRepository = ReturnType<typeof createSatuSehatSendRepository>;
