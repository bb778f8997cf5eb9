import {
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  ilike,
  isNull,
  lte,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerShape } from '../../db/prepared-per-shape';
import { prepareSqlStatement } from '../../db/prepared-rows';
import { patientPackageLiveNames, patientPackages, patients } from '../../db/schema/index';
import { containsPattern } from '../../shared/like-pattern';

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

/** A package the patient may still use: not released, visits left. */
export const isLive = and(
  isNull(patientPackages.releasedAt),
  gt(patientPackages.remainingVisits, 0),
);

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
export interface LiveListRow {
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
 * The follow-up list's read path: the clinic's live packages, longest unseen first, filtered by
 * the patient's details; by name through named statements built once per filter shape.
 */
export function createPatientPackageListRepository(db: Database) {
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
