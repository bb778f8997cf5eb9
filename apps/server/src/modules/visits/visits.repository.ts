import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import { PRACTITIONER_ROLES, type PractitionerRole } from '@praktik/domain/access/roles';
import type { Database } from '../../db/client';
import { patientOfVisit } from '../../db/joins';
import { preparedPerShape, shapeName } from '../../db/prepared-per-shape';
import { flatStatement, prepareFlatSelect } from '../../db/prepared-rows';
import {
  businesses,
  patients,
  reservations,
  users,
  visitSequences,
  visits,
} from '../../db/schema/index';
import { CLINIC_QUEUE } from '@praktik/domain/clinic/queue-numbering.schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { containsPattern } from '../../shared/like-pattern';
import { isUuid } from '../../shared/uuid';
import type {
  patientViewColumns,
  PatientRow,
  PatientViewRow,
} from '../patients/patients.repository';

export type VisitRow = typeof visits.$inferSelect;

const visitColumns = getTableColumns(visits);
/**
 * The clinic's visit by id, locked: what every payment, correction and package use of a visit
 * reads first, so a named statement built once (`flatStatement`) rather than built and parsed
 * again on each of them.
 */
const lockVisitStatement = flatStatement<VisitRow>('visits_by_id_locked', visitColumns, (db) =>
  db
    .select(visitColumns)
    .from(visits)
    .where(
      and(
        eq(visits.businessId, sql.placeholder('businessId')),
        eq(visits.id, sql.placeholder('id')),
      ),
    )
    .limit(1)
    .for('update'),
);
export type VisitStatusValue = VisitRow['status'];

/** Rows per insert statement: well under PostgreSQL's 65535 parameters. */
const INSERT_CHUNK = 500;

/** A doctor or beautician: the start-visit modal's doctor list (docs/api.md, "Patients and visits"). */
export interface PractitionerRow {
  id: string;
  name: string;
  role: PractitionerRole;
}

/** A visit with the people it is about: its patient (and their ACTIVE visit) and practitioner. */
export interface VisitWithPeople {
  visit: VisitRow;
  patient: PatientRow;
  /** The patient's ACTIVE visit, this one or none (at most one: a partial unique index). */
  patientActiveVisitId: string | null;
  practitionerName: string;
  practitionerRole: string | null;
}

/** The columns of a visit the active list shows or decides on (not the whole record). */
const visitListColumns = {
  id: visits.id,
  status: visits.status,
  sequenceNumber: visits.sequenceNumber,
  visitDate: visits.visitDate,
  startedAt: visits.startedAt,
  practitionerId: visits.practitionerId,
  treatment: visits.treatment,
  anamnesis: visits.anamnesis,
  examination: visits.examination,
  diagnoses: visits.diagnoses,
};

/** A row of the active-visit list: the visit's listed columns and its people. */
export interface VisitListRow {
  visit: Pick<VisitRow, keyof typeof visitListColumns>;
  patient: PatientViewRow;
  patientActiveVisitId: string | null;
  practitionerName: string;
  practitionerRole: string | null;
}

/** The patient's columns in the active list's flat rows, prefixed apart from the visit's. */
const activeListPatientColumns = {
  patientId: patients.id,
  patientName: patients.name,
  patientPhoneNumber: patients.phoneNumber,
  patientDateOfBirth: patients.dateOfBirth,
  patientGender: patients.gender,
  patientAddress: patients.address,
  patientRemark: patients.remark,
  patientEmail: patients.email,
  patientIdentificationType: patients.identificationType,
  patientIdentificationNumber: patients.identificationNumber,
  patientMedicalRecordNumber: patients.medicalRecordNumber,
  patientAllergies: patients.allergies,
  patientSatuSehatPatientId: patients.satuSehatPatientId,
} satisfies Record<`patient${Capitalize<keyof typeof patientViewColumns>}`, unknown>;

/** A row of the active list as the one statement gives it: flat, with the count of matches. */
type ActiveListFlatRow = VisitListRow['visit'] & {
  [K in keyof PatientViewRow as `patient${Capitalize<K>}`]: PatientViewRow[K];
} & { practitionerName: string; practitionerRole: string | null; total: number };

/**
 * The flat row in the list's shape. Every listed visit is ACTIVE and a patient has at most one
 * ACTIVE visit (a partial unique index), so the patient's ACTIVE visit is the row's own.
 */
function visitListRowOf(row: ActiveListFlatRow): VisitListRow {
  return {
    visit: {
      id: row.id,
      status: row.status,
      sequenceNumber: row.sequenceNumber,
      visitDate: row.visitDate,
      startedAt: row.startedAt,
      practitionerId: row.practitionerId,
      treatment: row.treatment,
      anamnesis: row.anamnesis,
      examination: row.examination,
      diagnoses: row.diagnoses,
    },
    patient: {
      id: row.patientId,
      name: row.patientName,
      phoneNumber: row.patientPhoneNumber,
      dateOfBirth: row.patientDateOfBirth,
      gender: row.patientGender,
      address: row.patientAddress,
      remark: row.patientRemark,
      email: row.patientEmail,
      identificationType: row.patientIdentificationType,
      identificationNumber: row.patientIdentificationNumber,
      medicalRecordNumber: row.patientMedicalRecordNumber,
      allergies: row.patientAllergies,
      satuSehatPatientId: row.patientSatuSehatPatientId,
    },
    patientActiveVisitId: row.id,
    practitionerName: row.practitionerName,
    practitionerRole: row.practitionerRole,
  };
}

/** Which of the active list's filters a call uses: each combination is one SQL text. */
type ActiveVisitFilterShape = Record<'name' | 'phoneNumber' | 'dob', boolean>;

function activeVisitFilterShapeOf(
  filter: ActiveVisitListRequest['filter'],
): ActiveVisitFilterShape {
  return {
    name: Boolean(filter.nameContains),
    phoneNumber: Boolean(filter.phoneNumberContains),
    dob: Boolean(filter.dobEquals),
  };
}

/** What a start writes (the service has decided everything). */
export interface NewVisitValues {
  patientId: string;
  practitionerId: string;
  locationId: string | null;
  bookingId: string | null;
  visitDate: string;
  sequenceNumber: number;
  startedAt: Date;
}

/** The assessment columns (the doctor's parts and treatment); absent keys are left as they are. */
export interface AssessmentValues {
  anamnesis?: string | null;
  examination?: string | null;
  treatment?: string | null;
  riwayatPenyakit?: string | null;
  riwayatPenyakitKeluarga?: string | null;
  diagnoses?: VisitRow['diagnoses'];
  annotations?: VisitRow['annotations'];
  fileUploads?: string[];
}

/** A visit as it is written by a seed or an import (any status, any day). */
export type StoredVisitValues = Omit<
  typeof visits.$inferInsert,
  'id' | 'businessId' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'
>;

export interface EndVisitValues {
  status: VisitStatusValue;
  endedAt: Date;
  endNote: string | null;
  endFileUrl: string | null;
}

export const ACTIVE_VISIT_SORT_KEYS = ['start', 'sequence', 'name', 'doctorName'] as const;
export type ActiveVisitSortKey = (typeof ACTIVE_VISIT_SORT_KEYS)[number];

export interface ActiveVisitListRequest {
  filter: {
    nameContains?: string | undefined;
    phoneNumberContains?: string | undefined;
    /** YYYY-MM-DD */
    dobEquals?: string | undefined;
  };
  sort: { key: ActiveVisitSortKey; direction: 'asc' | 'desc' };
  page: number;
  size: number;
}

/** The statuses a patient's visit history shows (docs/api.md, "Patients and visits"). */
export const HISTORY_STATUSES = ['ACTIVE', 'WAITING_PAYMENT', 'DONE'] as const;

export const ONE_ACTIVE_VISIT_CONSTRAINT = 'visits_one_active_per_patient_key';

function sortColumn(key: ActiveVisitSortKey): SQL {
  switch (key) {
    case 'start':
      return sql`${visits.startedAt}`;
    case 'sequence':
      return sql`${visits.sequenceNumber}`;
    // Case-insensitive, so PGlite (C collation) and a server order names alike.
    case 'name':
      return sql`lower(${patients.name})`;
    case 'doctorName':
      return sql`lower(${users.firstName})`;
  }
}

/** Visits of a clinic and the clinic's practitioners; every read and write names the clinic. */
export function createVisitRepository(db: Database) {
  /**
   * The one place a visit row is locked (FOR UPDATE, until the transaction ends), so that every
   * use case takes the lock the same way. Lock order, where a transaction locks a visit and other
   * rows: a payment chain's root before its visit; the visit before its reservation (ending the
   * visit or paying it moves the reservation too) and before a patient package used on it. Two
   * transactions that took any pair the other way round could each hold what the other waits
   * for: PostgreSQL would end one with a deadlock error.
   */
  async function lockVisitWhere(where: SQL | undefined): Promise<VisitRow | null> {
    const [row] = await db.select().from(visits).where(where).limit(1).for('update');
    return row ?? null;
  }

  const patientActiveVisitId = sql<
    string | null
  >`(select av.id from visits av where av.business_id = ${patients.businessId} and av.patient_id = ${patients.id} and av.status = 'ACTIVE' limit 1)`;

  const withPeople = () =>
    db
      .select({
        visit: visits,
        patient: patients,
        patientActiveVisitId,
        practitionerName: users.firstName,
        practitionerRole: users.role,
      })
      .from(visits)
      .innerJoin(patients, patientOfVisit)
      .innerJoin(users, eq(users.id, visits.practitionerId));

  /** The active list's conditions for one filter shape; the values come as placeholders. */
  function activeListWhere(shape: ActiveVisitFilterShape) {
    const conditions: SQL[] = [
      eq(visits.businessId, sql.placeholder('businessId')),
      eq(visits.status, 'ACTIVE'),
    ];
    if (shape.name) conditions.push(ilike(patients.name, sql.placeholder('name')));
    if (shape.phoneNumber) {
      conditions.push(ilike(patients.phoneNumber, sql.placeholder('phoneNumber')));
    }
    if (shape.dob) conditions.push(eq(patients.dateOfBirth, sql.placeholder('dob')));
    return and(...conditions);
  }

  /** The count of the active list's matches, for one filter shape. */
  function activeMatchCount(shape: ActiveVisitFilterShape) {
    return db
      .select({ total: sql`count(*)::int` })
      .from(visits)
      .innerJoin(patients, patientOfVisit)
      .where(activeListWhere(shape));
  }

  /**
   * The page with the count of all matches on every row: one statement, so one round trip (the
   * count is an uncorrelated subquery, run once as an InitPlan), its rows decoded flat.
   */
  function prepareActivePageQuery(
    shape: ActiveVisitFilterShape,
    sort: ActiveVisitListRequest['sort'],
  ) {
    const order = sort.direction === 'asc' ? asc : desc;
    const selection = {
      ...visitListColumns,
      ...activeListPatientColumns,
      practitionerName: users.firstName,
      practitionerRole: users.role,
      total: sql`${activeMatchCount(shape)}`,
    };
    return prepareFlatSelect<ActiveListFlatRow>(
      db,
      `visits_active_page_${shapeName(shape)}_${sort.key}_${sort.direction}`,
      selection,
      (select) =>
        select(selection)
          .from(visits)
          .innerJoin(patients, patientOfVisit)
          .innerJoin(users, eq(users.id, visits.practitionerId))
          .where(activeListWhere(shape))
          // Ties by start then id: a page boundary never shows a visit twice or skips one.
          .orderBy(order(sortColumn(sort.key)), asc(visits.startedAt), asc(visits.id))
          .limit(sql.placeholder('size'))
          .offset(sql.placeholder('offset')),
    );
  }
  const activePageQuery = preparedPerShape(
    (shape: ActiveVisitFilterShape, sort: ActiveVisitListRequest['sort']) =>
      `${shapeName(shape)}_${sort.key}_${sort.direction}`,
    prepareActivePageQuery,
  );

  function prepareActiveCountQuery(shape: ActiveVisitFilterShape) {
    return activeMatchCount(shape).prepare(`visits_active_count_${shapeName(shape)}`);
  }
  const activeCountQuery = preparedPerShape(shapeName, prepareActiveCountQuery);

  async function findVisit(businessId: string, visitId: string): Promise<VisitWithPeople | null> {
    if (!isUuid(visitId)) return null;
    const [row] = await withPeople()
      .where(and(eq(visits.businessId, businessId), eq(visits.id, visitId)))
      .limit(1);
    return row ?? null;
  }

  return {
    findVisit,

    /** The clinic's active doctors and beauticians (deactivated ones take no new visits), by name. */
    async listPractitioners(businessId: string): Promise<PractitionerRow[]> {
      const rows = await db
        .select({ id: users.id, name: users.firstName, role: users.role })
        .from(users)
        .where(
          and(
            eq(users.businessId, businessId),
            inArray(users.role, [...PRACTITIONER_ROLES]),
            isNull(users.deactivatedAt),
          ),
        )
        .orderBy(asc(sql`lower(${users.firstName})`), asc(users.id));
      return rows as PractitionerRow[];
    },

    /**
     * One active practitioner of the clinic; null for anyone else (other roles, other clinics,
     * deactivated accounts).
     */
    /**
     * A doctor or beautician of the clinic. Deactivated ones are left out (no new visit starts
     * with them) unless `includeDeactivated`: their weekly schedule stays readable.
     */
    async findPractitioner(
      businessId: string,
      userId: string,
      { includeDeactivated = false }: { includeDeactivated?: boolean } = {},
    ): Promise<PractitionerRow | null> {
      if (!isUuid(userId)) return null;
      const [row] = await db
        .select({ id: users.id, name: users.firstName, role: users.role })
        .from(users)
        .where(
          and(
            eq(users.businessId, businessId),
            eq(users.id, userId),
            inArray(users.role, [...PRACTITIONER_ROLES]),
            includeDeactivated ? undefined : isNull(users.deactivatedAt),
          ),
        )
        .limit(1);
      return (row as PractitionerRow | undefined) ?? null;
    },

    /**
     * The next number of the practitioner's queue that day: theirs, or the clinic's one run (the
     * clinic's `queue_numbering`). One atomic upsert: the counter row stays locked until the
     * transaction ends, so concurrent starts queue here and never share a number, and a start
     * that fails later rolls its number back. A counter the day has not used yet starts past the
     * numbers already in that queue, so a change of numbering mid-day, or numbers written by the
     * demo seed, never hand out a number twice.
     */
    async nextSequenceNumber(
      businessId: string,
      visitDate: string,
      practitionerId: string,
      by: string | null,
    ): Promise<number> {
      const perPractitioner = sql`${businesses.queueNumbering} = 'PER_PRACTITIONER'`;
      const inQueue = (column: typeof visits.practitionerId | typeof reservations.practitionerId) =>
        sql`(not ${perPractitioner} or ${column} = ${practitionerId})`;
      const highestTaken = sql<number>`coalesce((select max(n) from (
          select ${visits.sequenceNumber} as n from ${visits}
            where ${visits.businessId} = ${businesses.id} and ${visits.visitDate} = ${visitDate}
              and ${inQueue(visits.practitionerId)}
          union all
          select ${reservations.sequenceNumber} from ${reservations}
            where ${reservations.businessId} = ${businesses.id}
              and ${reservations.reservationDate} = ${visitDate}
              and ${inQueue(reservations.practitionerId)}
        ) as taken), 0)`;
      const [row] = await db
        .insert(visitSequences)
        .select(
          db
            .select({
              businessId: businesses.id,
              visitDate: sql<string>`${visitDate}::date`.as('visit_date'),
              queue:
                sql<string>`case when ${perPractitioner} then ${practitionerId}::text else ${CLINIC_QUEUE} end`.as(
                  'queue',
                ),
              lastNumber: sql<number>`1 + ${highestTaken}`.as('last_number'),
              // Every column in the table's order: drizzle's insert-select asks for them all.
              createdAt: sql<Date>`now()`.as('created_at'),
              updatedAt: sql<Date>`now()`.as('updated_at'),
              createdBy: sql<string | null>`${by}::uuid`.as('created_by'),
              updatedBy: sql<string | null>`${by}::uuid`.as('updated_by'),
            })
            .from(businesses)
            .where(eq(businesses.id, businessId)),
        )
        .onConflictDoUpdate({
          target: [visitSequences.businessId, visitSequences.visitDate, visitSequences.queue],
          set: {
            lastNumber: sql`greatest(${visitSequences.lastNumber} + 1, excluded.last_number)`,
            updatedBy: by,
          },
        })
        .returning({ lastNumber: visitSequences.lastNumber });
      if (!row) throw new Error(`clinic ${businessId} has no queue counter: no such clinic`);
      return row.lastNumber;
    },

    /**
     * Visits as they are (the demo seed): no checks beyond the table's. A visit started later that
     * day still gets the next number: `nextSequenceNumber` starts past the numbers in the queue.
     */
    async insertVisits(
      businessId: string,
      values: readonly StoredVisitValues[],
      by: string | null,
    ): Promise<string[]> {
      const ids: string[] = [];
      for (let index = 0; index < values.length; index += INSERT_CHUNK) {
        const inserted = await db
          .insert(visits)
          .values(
            values
              .slice(index, index + INSERT_CHUNK)
              .map((value) => ({ ...value, businessId, createdBy: by, updatedBy: by })),
          )
          .returning({ id: visits.id });
        ids.push(...inserted.map((row) => row.id));
      }
      return ids;
    },

    /** Every visit of the clinic, in the order they started (the demo seed bills and uses them). */
    listClinicVisits(businessId: string) {
      return db
        .select({
          id: visits.id,
          patientId: visits.patientId,
          practitionerId: visits.practitionerId,
          status: visits.status,
          visitDate: visits.visitDate,
          startedAt: visits.startedAt,
          endedAt: visits.endedAt,
          bookingId: visits.bookingId,
        })
        .from(visits)
        .where(eq(visits.businessId, businessId))
        .orderBy(asc(visits.startedAt), asc(visits.id));
    },

    /** The new ACTIVE visit; 'already-active' when the patient has one (the database decides). */
    async insertActiveVisit(
      businessId: string,
      values: NewVisitValues,
      by: string,
    ): Promise<VisitRow | 'already-active'> {
      try {
        const [row] = await db
          .insert(visits)
          .values({ ...values, businessId, status: 'ACTIVE', createdBy: by, updatedBy: by })
          .returning();
        if (!row) throw new Error('insert into visits returned no row');
        return row;
      } catch (error) {
        if (isUniqueViolation(error, ONE_ACTIVE_VISIT_CONSTRAINT)) return 'already-active';
        throw error;
      }
    },

    /**
     * The patient's ACTIVE visit, locked (see `lockVisitWhere`; a concurrent save or end waits
     * instead of overwriting); null when there is none.
     */
    async lockActiveVisit(businessId: string, patientId: string): Promise<VisitRow | null> {
      if (!isUuid(patientId)) return null;
      return lockVisitWhere(
        and(
          eq(visits.businessId, businessId),
          eq(visits.patientId, patientId),
          eq(visits.status, 'ACTIVE'),
        ),
      );
    },

    /**
     * The clinic's visit, locked (see `lockVisitWhere`): two payments, package uses or ends of
     * one visit queue here; null when it is not the clinic's.
     */
    async lockVisit(businessId: string, visitId: string): Promise<VisitRow | null> {
      if (!isUuid(visitId)) return null;
      const [row] = await lockVisitStatement(db).execute({ businessId, id: visitId });
      return row ?? null;
    },

    async updateAssessment(
      businessId: string,
      visitId: string,
      values: AssessmentValues,
      by: string,
    ): Promise<VisitRow | null> {
      const [row] = await db
        .update(visits)
        .set({ ...values, updatedBy: by })
        .where(and(eq(visits.businessId, businessId), eq(visits.id, visitId)))
        .returning();
      return row ?? null;
    },

    /** A transfer: the ACTIVE visit's practitioner becomes the target's. */
    /** The visit to another practitioner, with its number in their queue when it changes. */
    async movePractitioner(
      businessId: string,
      visitId: string,
      practitionerId: string,
      sequenceNumber: number,
      by: string,
    ): Promise<VisitRow | null> {
      const [row] = await db
        .update(visits)
        .set({ practitionerId, sequenceNumber, updatedBy: by })
        .where(
          and(
            eq(visits.businessId, businessId),
            eq(visits.id, visitId),
            eq(visits.status, 'ACTIVE'),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Ends the visit if it is still ACTIVE; null when it is not (anymore). */
    async endVisit(
      businessId: string,
      visitId: string,
      values: EndVisitValues,
      by: string,
    ): Promise<VisitRow | null> {
      const [row] = await db
        .update(visits)
        .set({ ...values, updatedBy: by })
        .where(
          and(
            eq(visits.businessId, businessId),
            eq(visits.id, visitId),
            eq(visits.status, 'ACTIVE'),
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * The clinic's ACTIVE visits (the queue), filtered by patient, paged and sorted. As the
     * patient list does, each shape of call is built once and sent as a named statement, and
     * only the columns the list shows are read (not each visit's whole medical record).
     */
    async listActiveVisits(
      businessId: string,
      request: ActiveVisitListRequest,
    ): Promise<{ rows: VisitListRow[]; total: number }> {
      const { filter, sort, page, size } = request;
      const shape = activeVisitFilterShapeOf(filter);
      const values = {
        businessId,
        name: filter.nameContains ? containsPattern(filter.nameContains) : undefined,
        phoneNumber: filter.phoneNumberContains
          ? containsPattern(filter.phoneNumberContains)
          : undefined,
        dob: filter.dobEquals,
        size,
        offset: page * size,
      };
      const flatRows = await activePageQuery(shape, sort).execute(values);
      const rows = flatRows.map(visitListRowOf);
      if (flatRows[0]) return { rows, total: flatRows[0].total };
      // An empty page carries no count: past the last page the matches are counted on their own.
      if (values.offset === 0) return { rows, total: 0 };
      const [counted] = await activeCountQuery(shape).execute(values);
      return { rows, total: (counted?.total as number | undefined) ?? 0 };
    },

    /** A patient's ACTIVE, WAITING_PAYMENT and DONE visits, newest first. */
    async listPatientHistory(
      businessId: string,
      patientId: string,
      page: number,
      size: number,
    ): Promise<{ rows: VisitWithPeople[]; total: number }> {
      if (!isUuid(patientId)) return { rows: [], total: 0 };
      const where = and(
        eq(visits.businessId, businessId),
        eq(visits.patientId, patientId),
        inArray(visits.status, [...HISTORY_STATUSES]),
      );
      const rows = await withPeople()
        .where(where)
        .orderBy(desc(visits.startedAt), desc(visits.visitDate), desc(visits.id))
        .limit(size)
        .offset(page * size);
      const [counted] = await db.select({ total: count() }).from(visits).where(where);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}
export type VisitRepository = ReturnType<typeof createVisitRepository>;
