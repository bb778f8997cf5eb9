import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerShape, shapeName } from '../../db/prepared-per-shape';
import { prepareFlatSelect } from '../../db/prepared-rows';
import { patients, users, visits } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import { containsPattern } from '../../shared/like-pattern';
import { isUuid } from '../../shared/uuid';

export type PatientRow = typeof patients.$inferSelect;

/** What a patient record says (the columns a form writes). */
export interface PatientValues {
  name: string;
  phoneNumber: string | null;
  dateOfBirth: string | null;
  gender: 'MALE' | 'FEMALE' | null;
  address: string | null;
  remark: string | null;
  email: string | null;
  identificationType: 'KTP' | 'PASSPORT';
  identificationNumber: string | null;
  medicalRecordNumber: string | null;
  allergies: string[];
  satuSehatPatientId?: string | null;
}

/** A patient with the id of their ACTIVE visit, if any (at most one: a partial unique index). */
export interface PatientWithActiveVisit extends PatientRow {
  activeVisitId: string | null;
}

/** The columns a patient's view shows (no clinic id, no audit columns). */
export const patientViewColumns = {
  id: patients.id,
  name: patients.name,
  phoneNumber: patients.phoneNumber,
  dateOfBirth: patients.dateOfBirth,
  gender: patients.gender,
  address: patients.address,
  remark: patients.remark,
  email: patients.email,
  identificationType: patients.identificationType,
  identificationNumber: patients.identificationNumber,
  medicalRecordNumber: patients.medicalRecordNumber,
  allergies: patients.allergies,
  satuSehatPatientId: patients.satuSehatPatientId,
};
export type PatientViewRow = Pick<PatientRow, keyof typeof patientViewColumns>;

/** A row of the patient list: what the view shows and the ACTIVE visit's id. */
export interface PatientListRow extends PatientViewRow {
  activeVisitId: string | null;
}

export const PATIENT_SORT_KEYS = [
  'name',
  'medicalRecordNumber',
  'dob',
  'dateOfBirth',
  'gender',
  'phoneNumber',
  'address',
  'createdAt',
] as const;
export type PatientSortKey = (typeof PATIENT_SORT_KEYS)[number];

export interface PatientListFilter {
  nameContains?: string | undefined;
  phoneNumberContains?: string | undefined;
  addressContains?: string | undefined;
  /** YYYY-MM-DD */
  dobEquals?: string | undefined;
}

export interface PatientListRequest {
  filter: PatientListFilter;
  sort: { key: PatientSortKey; direction: 'asc' | 'desc' };
  page: number;
  size: number;
}

export interface ActiveVisitRow {
  id: string;
  status: string;
  sequenceNumber: number;
  visitDate: string;
  startedAt: Date | null;
  treatment: string | null;
  locationId: string | null;
  bookingId: string | null;
  practitionerId: string;
  practitionerName: string;
}

const MRN_CONSTRAINT = 'patients_business_mrn_key';

function sortColumn(key: PatientSortKey): SQL | typeof patients.gender {
  switch (key) {
    // Case-insensitive, so PGlite (C collation) and a server order names alike.
    case 'name':
      return sql`lower(${patients.name})`;
    case 'medicalRecordNumber':
      return sql`lower(${patients.medicalRecordNumber})`;
    case 'address':
      return sql`lower(${patients.address})`;
    case 'dob':
    case 'dateOfBirth':
      return sql`${patients.dateOfBirth}`;
    case 'gender':
      return patients.gender;
    case 'phoneNumber':
      return sql`${patients.phoneNumber}`;
    case 'createdAt':
      return sql`${patients.createdAt}`;
  }
}

/** Which of the list's filters a call uses: each combination is one SQL text. */
type PatientListFilterShape = Record<'name' | 'phoneNumber' | 'address' | 'dob', boolean>;

function filterShapeOf(filter: PatientListFilter): PatientListFilterShape {
  return {
    name: Boolean(filter.nameContains),
    phoneNumber: Boolean(filter.phoneNumberContains),
    address: Boolean(filter.addressContains),
    dob: Boolean(filter.dobEquals),
  };
}

/** A clinic's patients. Every read and write is scoped by the caller's business id. */
export function createPatientRepository(db: Database) {
  const activeVisitJoin = and(
    eq(visits.patientId, patients.id),
    eq(visits.businessId, patients.businessId),
    eq(visits.status, 'ACTIVE'),
  );

  /** The list's conditions for one filter shape; the values come as placeholders. */
  function listWhere(shape: PatientListFilterShape) {
    const conditions: SQL[] = [eq(patients.businessId, sql.placeholder('businessId'))];
    if (shape.name) conditions.push(ilike(patients.name, sql.placeholder('name')));
    if (shape.phoneNumber) {
      conditions.push(ilike(patients.phoneNumber, sql.placeholder('phoneNumber')));
    }
    if (shape.address) conditions.push(ilike(patients.address, sql.placeholder('address')));
    if (shape.dob) conditions.push(eq(patients.dateOfBirth, sql.placeholder('dob')));
    return and(...conditions);
  }

  function prepareCountQuery(shape: PatientListFilterShape) {
    return db
      .select({ total: count() })
      .from(patients)
      .where(listWhere(shape))
      .prepare(`patients_count_${shapeName(shape)}`);
  }

  /**
   * The page with the count of all matches on every row: one statement, so one round trip. The
   * count is an uncorrelated subquery, which PostgreSQL runs once (an InitPlan) while the page
   * keeps its own plan (the name index walked until the page is full).
   */
  function preparePageQuery(shape: PatientListFilterShape, sort: PatientListRequest['sort']) {
    const order = sort.direction === 'asc' ? asc : desc;
    const matches = db
      .select({ total: sql`count(*)::int` })
      .from(patients)
      .where(listWhere(shape));
    const selection = { ...patientViewColumns, activeVisitId: visits.id, total: sql`${matches}` };
    return prepareFlatSelect<PatientListRow & { total: number }>(
      db,
      `patients_page_${shapeName(shape)}_${sort.key}_${sort.direction}`,
      selection,
      (select) =>
        select(selection)
          .from(patients)
          .leftJoin(visits, activeVisitJoin)
          .where(listWhere(shape))
          // Ties go by name, then id: a page boundary never shows a patient twice or skips one.
          .orderBy(order(sortColumn(sort.key)), asc(sql`lower(${patients.name})`), asc(patients.id))
          .limit(sql.placeholder('size'))
          .offset(sql.placeholder('offset')),
    );
  }
  const listPageQuery = preparedPerShape(
    (shape: PatientListFilterShape, sort: PatientListRequest['sort']) =>
      `${shapeName(shape)}_${sort.key}_${sort.direction}`,
    preparePageQuery,
  );

  const listCountQuery = preparedPerShape(shapeName, prepareCountQuery);

  async function findPatient(
    businessId: string,
    id: string,
  ): Promise<PatientWithActiveVisit | null> {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select({ patient: patients, activeVisitId: visits.id })
      .from(patients)
      .leftJoin(visits, activeVisitJoin)
      .where(and(eq(patients.businessId, businessId), eq(patients.id, id)))
      .limit(1);
    return row ? { ...row.patient, activeVisitId: row.activeVisitId } : null;
  }

  return {
    findPatient,

    /**
     * A page of the list and the count of all matches. Each shape of call (which filters, which
     * order) is built by Drizzle once and sent as a named statement from then on: building the
     * queries again on every call was the largest share of the list's own CPU, and
     * PostgreSQL parses each statement once per connection. The filter values, clinic and
     * paging go as parameters, so the plans stay PostgreSQL's to choose.
     */
    async listPatients(
      businessId: string,
      request: PatientListRequest,
    ): Promise<{ rows: PatientListRow[]; total: number }> {
      const { filter, sort, page, size } = request;
      const filterShape = filterShapeOf(filter);
      const values = {
        businessId,
        name: filter.nameContains ? containsPattern(filter.nameContains) : undefined,
        phoneNumber: filter.phoneNumberContains
          ? containsPattern(filter.phoneNumberContains)
          : undefined,
        address: filter.addressContains ? containsPattern(filter.addressContains) : undefined,
        dob: filter.dobEquals,
        size,
        offset: page * size,
      };
      // The rows keep their `total`: the service's view picks its own fields.
      const rows = await listPageQuery(filterShape, sort).execute(values);
      if (rows[0]) return { rows, total: rows[0].total };
      // An empty page carries no count: past the last page the matches are counted on their own.
      if (values.offset === 0) return { rows, total: 0 };
      const [counted] = await listCountQuery(filterShape).execute(values);
      return { rows, total: counted?.total ?? 0 };
    },

    /** The new patient; 'mrn-taken' when the clinic has that medical record number already. */
    async insertPatient(
      businessId: string,
      values: PatientValues,
      by: string | null,
    ): Promise<PatientRow | 'mrn-taken'> {
      try {
        const [row] = await db
          .insert(patients)
          .values({ ...values, businessId, createdBy: by, updatedBy: by })
          .returning();
        if (!row) throw new Error('insert into patients returned no row');
        return row;
      } catch (error) {
        if (isUniqueViolation(error, MRN_CONSTRAINT)) return 'mrn-taken';
        throw error;
      }
    },

    /** Many at once (the demo seed); no checks beyond the table's. */
    async insertPatients(
      businessId: string,
      values: readonly PatientValues[],
      by: string | null,
    ): Promise<number> {
      if (values.length === 0) return 0;
      const inserted = await db
        .insert(patients)
        .values(values.map((value) => ({ ...value, businessId, createdBy: by, updatedBy: by })))
        .returning({ id: patients.id });
      return inserted.length;
    },

    /** The medical record number of the clinic's newest patient that has one ending in digits. */
    async newestMedicalRecordNumber(businessId: string): Promise<string | null> {
      const [row] = await db
        .select({ number: patients.medicalRecordNumber })
        .from(patients)
        .where(
          and(eq(patients.businessId, businessId), sql`${patients.medicalRecordNumber} ~ '[0-9]$'`),
        )
        .orderBy(desc(patients.createdAt), desc(patients.id))
        .limit(1);
      return row?.number ?? null;
    },

    /**
     * The highest count written in `pattern` in the clinic (`RM-` and six digits: RM-000500 is
     * 500), or null. Zero-padded numbers of one width sort as their counts do, so the clinic's
     * unique index on the number, read backwards from the pattern's last, finds it at once.
     */
    async highestMedicalRecordCount(
      businessId: string,
      pattern: { prefix: string; width: number },
    ): Promise<number | null> {
      const number = sql`lower(${patients.medicalRecordNumber})`;
      const prefix = pattern.prefix.toLowerCase();
      const [row] = await db
        .select({ number: patients.medicalRecordNumber })
        .from(patients)
        .where(
          and(
            eq(patients.businessId, businessId),
            sql`${patients.medicalRecordNumber} is not null`,
            sql`${number} >= ${prefix + '0'.repeat(pattern.width)}`,
            sql`${number} <= ${prefix + '9'.repeat(pattern.width)}`,
            sql`length(${patients.medicalRecordNumber}) = ${pattern.prefix.length + pattern.width}`,
            sql`right(${patients.medicalRecordNumber}, ${pattern.width}) ~ '^[0-9]+$'`,
          ),
        )
        .orderBy(sql`${number} desc`)
        .limit(1);
      return row?.number ? Number(row.number.slice(-pattern.width)) : null;
    },

    async countPatients(businessId: string): Promise<number> {
      const [counted] = await db
        .select({ total: count() })
        .from(patients)
        .where(eq(patients.businessId, businessId));
      return counted?.total ?? 0;
    },

    /** The saved patient; null when not in this clinic; 'mrn-taken' as for insert. */
    async updatePatient(
      businessId: string,
      id: string,
      values: PatientValues,
      by: string,
    ): Promise<PatientRow | null | 'mrn-taken'> {
      if (!isUuid(id)) return null;
      try {
        const [row] = await db
          .update(patients)
          .set({ ...values, updatedBy: by })
          .where(and(eq(patients.businessId, businessId), eq(patients.id, id)))
          .returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error, MRN_CONSTRAINT)) return 'mrn-taken';
        throw error;
      }
    },

    /** The patient's ACTIVE visit with its practitioner's name; null when there is none. */
    async findActiveVisit(businessId: string, patientId: string): Promise<ActiveVisitRow | null> {
      if (!isUuid(patientId)) return null;
      const [row] = await db
        .select({
          id: visits.id,
          status: visits.status,
          sequenceNumber: visits.sequenceNumber,
          visitDate: visits.visitDate,
          startedAt: visits.startedAt,
          treatment: visits.treatment,
          locationId: visits.locationId,
          bookingId: visits.bookingId,
          practitionerId: visits.practitionerId,
          practitionerName: users.firstName,
        })
        .from(visits)
        .innerJoin(users, eq(users.id, visits.practitionerId))
        .where(
          and(
            eq(visits.businessId, businessId),
            eq(visits.patientId, patientId),
            eq(visits.status, 'ACTIVE'),
          ),
        )
        .limit(1);
      return row ?? null;
    },
  };
}
export type PatientRepository = ReturnType<typeof createPatientRepository>;
