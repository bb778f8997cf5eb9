import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { PRACTITIONER_ROLES } from '@praktik/domain/access/roles';
import type { Diagnosis } from '@praktik/domain/visits/assessment.schema';
import type { VisitStatus } from '@praktik/domain/visits/status';
import type { Database } from '../../db/client';
import { patientOfVisit } from '../../db/joins';
import { preparedPerShape } from '../../db/prepared-per-shape';
import { prepareFlatSelect } from '../../db/prepared-rows';
import { patients, reservations, users, visits } from '../../db/schema/index';
import { isUuid } from '../../shared/uuid';

/** The visits history and the doctor report count: ended ones (spec 1 §2.13-2.14). */
export const REPORTED_STATUSES = ['WAITING_PAYMENT', 'DONE'] as const satisfies VisitStatus[];

export const HISTORY_SORT_KEYS = ['start', 'name', 'doctorName'] as const;
export type HistorySortKey = (typeof HISTORY_SORT_KEYS)[number];

export const STATS_SORT_KEYS = [
  'totalPatients',
  'totalMalePatients',
  'totalFemalePatients',
  'doctorName',
] as const;
export type StatsSortKey = (typeof STATS_SORT_KEYS)[number];

export interface ReportSort<K extends string> {
  key: K;
  direction: 'asc' | 'desc';
}

/** Which visits a history or report covers: started in [start, end), maybe one practitioner's. */
export interface VisitReportFilter {
  start: Date;
  /** Exclusive. */
  end: Date;
  /** Null: every practitioner. An id that is not this clinic's names no row. */
  practitionerId: string | null;
}

export interface HistoryRecord {
  id: string;
  status: VisitStatus;
  startedAt: Date;
  treatment: string | null;
  diagnoses: Diagnosis[];
  practitionerId: string;
  practitionerName: string;
  patientId: string;
  patientName: string;
  medicalRecordNumber: string | null;
  dateOfBirth: string | null;
  gender: 'MALE' | 'FEMALE' | null;
}

export interface PractitionerStatsRecord {
  doctorId: string;
  doctorName: string;
  totalPatients: number;
  totalMalePatients: number;
  totalFemalePatients: number;
  /** The practitioner's reservations marked as no-shows within the range. */
  noShows: number;
}

/** Where an export in start order has got to: the last row's start and id. */
interface StartCursor {
  startedAt: Date;
  id: string;
}

function historySortValue(key: HistorySortKey): SQL | null {
  switch (key) {
    case 'start':
      return null;
    // Case-insensitive, so PGlite (C collation) and a server order names alike.
    case 'name':
      return sql`lower(${patients.name})`;
    case 'doctorName':
      return sql`lower(${users.firstName})`;
  }
}

/**
 * The order of a history: the sort column, then start and id in the same direction, so the
 * order is total (a page boundary never repeats or skips a row).
 */
function historyOrder(sort: ReportSort<HistorySortKey>): SQL[] {
  const by = sort.direction === 'asc' ? asc : desc;
  const value = historySortValue(sort.key);
  return [...(value ? [by(value)] : []), by(visits.startedAt), by(visits.id)];
}

/**
 * Rows after the cursor in start order. The plain bound on `started_at` lets the index range
 * start at the cursor (the row comparison alone would scan from the range's edge every batch).
 */
function afterStartCursor(direction: 'asc' | 'desc', cursor: StartCursor): SQL {
  const startedAt = sql`${cursor.startedAt.toISOString()}::timestamptz`;
  const id = sql`${cursor.id}::uuid`;
  return direction === 'asc'
    ? sql`${visits.startedAt} >= ${startedAt} and (${visits.startedAt}, ${visits.id}) > (${startedAt}, ${id})`
    : sql`${visits.startedAt} <= ${startedAt} and (${visits.startedAt}, ${visits.id}) < (${startedAt}, ${id})`;
}

/** The columns of a history row: the visit, its practitioner's name and its patient. */
const historyColumns = {
  id: visits.id,
  status: visits.status,
  startedAt: visits.startedAt,
  treatment: visits.treatment,
  diagnoses: visits.diagnoses,
  practitionerId: visits.practitionerId,
  practitionerName: users.firstName,
  patientId: patients.id,
  patientName: patients.name,
  medicalRecordNumber: patients.medicalRecordNumber,
  dateOfBirth: patients.dateOfBirth,
  gender: patients.gender,
};

/** The clinic's history and doctor report. Every query is scoped by the caller's business id. */
export function createVisitReportRepository(db: Database) {
  function visitConditions(businessId: string, filter: VisitReportFilter): SQL {
    const conditions: SQL[] = [
      eq(visits.businessId, businessId),
      inArray(visits.status, [...REPORTED_STATUSES]),
      gte(visits.startedAt, filter.start),
      lt(visits.startedAt, filter.end),
    ];
    if (filter.practitionerId !== null) {
      // Ids are UUIDs: anything else names nobody (and must not reach a uuid comparison).
      conditions.push(
        isUuid(filter.practitionerId)
          ? eq(visits.practitionerId, filter.practitionerId)
          : sql`false`,
      );
    }
    return and(...conditions)!;
  }

  function historySelect() {
    return db
      .select(historyColumns)
      .from(visits)
      .innerJoin(patients, patientOfVisit)
      .innerJoin(users, eq(users.id, visits.practitionerId));
  }

  /**
   * The history page's conditions with its values as placeholders: in the clinic, ended, started
   * in [start, end), and, for `onePractitioner`, that practitioner's.
   */
  function historyWhere(onePractitioner: boolean): SQL {
    const conditions: SQL[] = [
      eq(visits.businessId, sql.placeholder('businessId')),
      inArray(visits.status, [...REPORTED_STATUSES]),
      gte(visits.startedAt, sql.placeholder('start')),
      lt(visits.startedAt, sql.placeholder('end')),
    ];
    if (onePractitioner) {
      conditions.push(eq(visits.practitionerId, sql.placeholder('practitionerId')));
    }
    return and(...conditions)!;
  }

  /** The count of all the history's matches (patients and practitioners exist: foreign keys). */
  function historyMatchCount(onePractitioner: boolean) {
    return db
      .select({ total: sql`count(*)::int` })
      .from(visits)
      .where(historyWhere(onePractitioner));
  }

  /**
   * The page's whole rows with the count of all matches on every row: one statement, so one
   * round trip. The page's ids come from a subquery joining only what the sort needs (pages far
   * down the list skip their offset rows without fetching them whole), its few rows are then
   * joined and put in the same order; the count is an uncorrelated subquery (an InitPlan, run
   * once). The rows are decoded flat, without Drizzle's per-field mapping.
   */
  function prepareHistoryPageQuery(onePractitioner: boolean, sort: ReportSort<HistorySortKey>) {
    const shape = `${onePractitioner ? 'one' : 'all'}_${sort.key}_${sort.direction}`;
    const pageIds = orderedIds(historyWhere(onePractitioner), sort)
      .limit(sql.placeholder('size'))
      .offset(sql.placeholder('offset'));
    const selection = {
      ...historyColumns,
      total: sql`${historyMatchCount(onePractitioner)}`,
    };
    return prepareFlatSelect<HistorySelected & { total: number }>(
      db,
      `visit_history_page_${shape}`,
      selection,
      (select) =>
        select(selection)
          .from(visits)
          .innerJoin(patients, patientOfVisit)
          .innerJoin(users, eq(users.id, visits.practitionerId))
          .where(
            and(eq(visits.businessId, sql.placeholder('businessId')), inArray(visits.id, pageIds)),
          )
          .orderBy(...historyOrder(sort)),
    );
  }
  const historyPageQuery = preparedPerShape(
    (onePractitioner: boolean, sort: ReportSort<HistorySortKey>) =>
      `${onePractitioner}_${sort.key}_${sort.direction}`,
    prepareHistoryPageQuery,
  );

  function prepareHistoryCountQuery(onePractitioner: boolean) {
    return historyMatchCount(onePractitioner).prepare(
      `visit_history_count_${onePractitioner ? 'one' : 'all'}`,
    );
  }
  const historyCountQuery = preparedPerShape(String, prepareHistoryCountQuery);

  type HistorySelected = Awaited<ReturnType<ReturnType<typeof historySelect>['execute']>>[number];

  // Reported visits have started: the status filter excludes BOOKED (the only one without).
  const toHistoryRecord = (row: HistorySelected): HistoryRecord => ({
    id: row.id,
    status: row.status,
    startedAt: row.startedAt ?? new Date(0),
    treatment: row.treatment,
    diagnoses: row.diagnoses,
    practitionerId: row.practitionerId,
    practitionerName: row.practitionerName,
    patientId: row.patientId,
    patientName: row.patientName,
    medicalRecordNumber: row.medicalRecordNumber,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
  });

  /**
   * The ids of a history in order, joining only what the sort needs: pages far down the list
   * skip their offset rows without fetching them whole.
   */
  function orderedIds(where: SQL, sort: ReportSort<HistorySortKey>) {
    const ids = db.select({ id: visits.id }).from(visits);
    const joined =
      sort.key === 'name'
        ? ids.innerJoin(patients, eq(patients.id, visits.patientId))
        : sort.key === 'doctorName'
          ? ids.innerJoin(users, eq(users.id, visits.practitionerId))
          : ids;
    return joined.where(where).orderBy(...historyOrder(sort));
  }

  /** Whole rows for ids, in the ids' order. */
  async function rowsFor(businessId: string, ids: readonly string[]): Promise<HistoryRecord[]> {
    if (ids.length === 0) return [];
    const rows = await historySelect().where(
      and(eq(visits.businessId, businessId), inArray(visits.id, [...ids])),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toHistoryRecord(row)] : [];
    });
  }

  /** The doctor report's rows (users of the clinic with their counts), in order. */
  function statsQuery(
    businessId: string,
    filter: VisitReportFilter,
    sort: ReportSort<StatsSortKey>,
  ) {
    // Distinct (practitioner, patient) pairs first: one hash aggregate over the range instead of
    // three count(distinct) sorts, then the pairs (a few per patient) meet the patients' genders.
    const pairs = db
      .$with('pairs')
      .as(
        db
          .selectDistinct({ practitionerId: visits.practitionerId, patientId: visits.patientId })
          .from(visits)
          .where(visitConditions(businessId, filter)),
      );
    const stats = db.$with('stats').as((qb) =>
      qb
        .select({
          practitionerId: pairs.practitionerId,
          totalPatients: sql<number>`count(*)`.as('total_patients'),
          totalMalePatients: sql<number>`count(*) filter (where ${patients.gender} = 'MALE')`.as(
            'total_male_patients',
          ),
          totalFemalePatients:
            sql<number>`count(*) filter (where ${patients.gender} = 'FEMALE')`.as(
              'total_female_patients',
            ),
        })
        .from(pairs)
        .innerJoin(patients, eq(patients.id, pairs.patientId))
        .groupBy(pairs.practitionerId),
    );
    const total = sql<number>`coalesce(${stats.totalPatients}, 0)`;
    const male = sql<number>`coalesce(${stats.totalMalePatients}, 0)`;
    const female = sql<number>`coalesce(${stats.totalFemalePatients}, 0)`;
    const name = sql`lower(${users.firstName})`;
    // A clinic's no-shows in a range are few: counted per listed practitioner on the
    // (business, date, practitioner) index's table rather than joined into the visit pairs.
    const noShows = sql<number>`(select count(*) from ${reservations} where ${reservations.businessId} = ${businessId} and ${reservations.practitionerId} = ${users.id} and ${reservations.noShowAt} >= ${filter.start.toISOString()} and ${reservations.noShowAt} < ${filter.end.toISOString()})`;
    const by = sort.direction === 'asc' ? asc : desc;
    const primary = {
      totalPatients: total,
      totalMalePatients: male,
      totalFemalePatients: female,
      doctorName: name,
    }[sort.key];
    const userConditions: SQL[] = [
      eq(users.businessId, businessId),
      // Today's practitioners (listed even in a month without visits), and anyone else who saw
      // patients in the range (a role changed since).
      sql`(${users.role} in (${sql.join(
        PRACTITIONER_ROLES.map((role) => sql`${role}`),
        sql`, `,
      )}) or ${stats.practitionerId} is not null)`,
    ];
    if (filter.practitionerId !== null) {
      userConditions.push(
        isUuid(filter.practitionerId) ? eq(users.id, filter.practitionerId) : sql`false`,
      );
    }
    return db
      .with(pairs, stats)
      .select({
        doctorId: users.id,
        doctorName: users.firstName,
        totalPatients: total.mapWith(Number),
        totalMalePatients: male.mapWith(Number),
        totalFemalePatients: female.mapWith(Number),
        noShows: noShows.mapWith(Number),
        /** The whole list's length, on every row (the list is a clinic's staff: small). */
        listTotal: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(users)
      .leftJoin(stats, eq(stats.practitionerId, users.id))
      .where(and(...userConditions))
      .orderBy(
        by(primary),
        ...(sort.key === 'doctorName' ? [] : [asc(name)]),
        sort.key === 'doctorName' ? by(users.id) : asc(users.id),
      );
  }

  return {
    /**
     * One page of the history, and how many rows the whole filter has. Each shape of call (one
     * practitioner or all, the order) is built once and sent as a named statement from then on:
     * building its queries on every call was a large share of the list's own CPU. One statement
     * a call (the page with its count); only past the last page is the count asked on its own.
     */
    async listHistory(
      businessId: string,
      filter: VisitReportFilter,
      request: { sort: ReportSort<HistorySortKey>; page: number; size: number },
    ): Promise<{ rows: HistoryRecord[]; total: number }> {
      // Ids are UUIDs: anything else names nobody (and must not reach a uuid comparison).
      if (filter.practitionerId !== null && !isUuid(filter.practitionerId)) {
        return { rows: [], total: 0 };
      }
      const onePractitioner = filter.practitionerId !== null;
      const values = {
        businessId,
        start: filter.start.toISOString(),
        end: filter.end.toISOString(),
        practitionerId: filter.practitionerId ?? undefined,
        size: request.size,
        offset: request.page * request.size,
      };
      const page = await historyPageQuery(onePractitioner, request.sort).execute(values);
      const rows = page.map(toHistoryRecord);
      if (page[0]) return { rows, total: page[0].total };
      // An empty page carries no count: past the last page the matches are counted on their own.
      if (values.offset === 0) return { rows, total: 0 };
      const [counted] = await historyCountQuery(onePractitioner).execute(values);
      return { rows, total: (counted?.total as number | undefined) ?? 0 };
    },

    /**
     * Every row of the filter, `batchSize` at a time. In start order (the default) a keyset
     * cursor walks the index, each batch starting where the last ended; other orders need a sort
     * of the whole range, done once for the ids, whose rows then come a batch at a time.
     */
    async *historyBatches(
      businessId: string,
      filter: VisitReportFilter,
      sort: ReportSort<HistorySortKey>,
      batchSize = 2000,
    ): AsyncGenerator<HistoryRecord[]> {
      const where = visitConditions(businessId, filter);
      if (sort.key !== 'start') {
        const ids = (await orderedIds(where, sort)).map((row) => row.id);
        for (let index = 0; index < ids.length; index += batchSize) {
          yield await rowsFor(businessId, ids.slice(index, index + batchSize));
        }
        return;
      }
      let cursor: StartCursor | null = null;
      for (;;) {
        const batch: HistorySelected[] = await historySelect()
          .where(cursor ? and(where, afterStartCursor(sort.direction, cursor)) : where)
          .orderBy(...historyOrder(sort))
          .limit(batchSize);
        if (batch.length > 0) yield batch.map(toHistoryRecord);
        const last = batch.at(-1);
        if (!last || batch.length < batchSize) return;
        cursor = { startedAt: last.startedAt ?? new Date(0), id: last.id };
      }
    },

    /** One page of the doctor report, and how many practitioners it lists. */
    async practitionerStats(
      businessId: string,
      filter: VisitReportFilter,
      request: { sort: ReportSort<StatsSortKey>; page: number; size: number },
    ): Promise<{ rows: PractitionerStatsRecord[]; total: number }> {
      const query = statsQuery(businessId, filter, request.sort);
      const rows = await query.limit(request.size).offset(request.page * request.size);
      let total = rows[0]?.listTotal;
      if (total === undefined) {
        // A page past the end has no row to carry the total: ask for the first one.
        const [first] = await statsQuery(businessId, filter, request.sort).limit(1);
        total = first?.listTotal ?? 0;
      }
      return { rows: rows.map(({ listTotal, ...row }) => (void listTotal, row)), total };
    },

    /** The whole doctor report (one row per practitioner: a clinic's staff, never many). */
    async allPractitionerStats(
      businessId: string,
      filter: VisitReportFilter,
      sort: ReportSort<StatsSortKey>,
    ): Promise<PractitionerStatsRecord[]> {
      const rows = await statsQuery(businessId, filter, sort);
      return rows.map(({ listTotal, ...row }) => (void listTotal, row));
    },
  };
}
export type VisitReportRepository = ReturnType<typeof createVisitReportRepository>;
