import { lockedPractitionerFilter } from '@praktik/domain/access/permissions';
import { clinicDateTime } from '@praktik/domain/dates/clinic-date-time';
import { defaultDateRangeFilter } from '@praktik/domain/dates/date-range-filter';
import {
  DEFAULT_UTC_OFFSET_HOURS,
  localDateAt,
  localDayBounds,
} from '@praktik/domain/dates/utc-offset';
import { dobFromIso } from '@praktik/domain/patients/date-of-birth';
import { parseSortParam, type ParsedSort } from '@praktik/domain/tables/sort';
import { canReadMedicalRecord } from '@praktik/domain/visits/medical-record-access';
import type { Repositories } from '../../composition/repositories';
import type { Tenant } from '../../plugins/tenancy';
import type { Clock } from '../../shared/clock';
import {
  HISTORY_SORT_KEYS,
  STATS_SORT_KEYS,
  type HistoryRecord,
  type HistorySortKey,
  type PractitionerStatsRecord,
  type StatsSortKey,
  type VisitReportFilter,
} from './visit-reports.repository';
import type { HistoryRow } from './visit-reports.schema';

/** Spec 1 §7: "sort default start,desc" (newest visits first). */
export const DEFAULT_HISTORY_SORT: ParsedSort<HistorySortKey> = { key: 'start', direction: 'desc' };
/** The report's busiest practitioner first (docs/api.md, "Visit reports"). */
export const DEFAULT_STATS_SORT: ParsedSort<StatsSortKey> = {
  key: 'totalPatients',
  direction: 'desc',
};

/** The filter of both screens as the routes read it (dates YYYY-MM-DD, already checked). */
export interface VisitReportQuery {
  from?: string | undefined;
  to?: string | undefined;
  sort?: string | undefined;
  practitionerId?: string | undefined;
}

/**
 * The instants a query covers. No dates: the clinic's current month (spec 1 §5 "Default filter:
 * from the first to the last day of the current month"). One date only: open on the other side.
 * Clinics have no time zone setting yet: the domain's default (+7, WIB).
 */
export function reportRange(
  query: Pick<VisitReportQuery, 'from' | 'to'>,
  now: Date,
  offsetHours = DEFAULT_UTC_OFFSET_HOURS,
): { start: Date; end: Date } {
  let { from, to } = query;
  if (!from && !to) {
    const month = defaultDateRangeFilter(localDateAt(now.toISOString(), offsetHours));
    from = month.from ?? undefined;
    to = month.to ?? undefined;
  }
  return {
    // Before any clinic opened, and after any visit of ours: stand-ins for "no bound".
    start: from ? new Date(localDayBounds(from, offsetHours).start) : new Date('1900-01-01T00:00Z'),
    end: to ? new Date(localDayBounds(to, offsetHours).end) : new Date('9999-01-01T00:00Z'),
  };
}

function filterOf(tenant: Tenant, query: VisitReportQuery, now: Date): VisitReportFilter {
  // Doctors and beauticians see their own rows, whatever the request names (spec 1 §6).
  const locked = lockedPractitionerFilter(tenant.role, tenant.userId);
  return { ...reportRange(query, now), practitionerId: locked ?? query.practitionerId ?? null };
}

/**
 * A history row; `withDiagnoses: false` answers no diagnosis (a non-doctor's list). Built whole
 * rather than copied with a spread: this runs on every row of every page.
 */
export function historyRowOf(
  record: HistoryRecord,
  { withDiagnoses = true }: { withDiagnoses?: boolean } = {},
): HistoryRow {
  return {
    id: record.id,
    status: record.status,
    start: record.startedAt.toISOString(),
    startInString: clinicDateTime(record.startedAt, DEFAULT_UTC_OFFSET_HOURS),
    practitionerId: record.practitionerId,
    practitionerName: record.practitionerName,
    treatment: record.treatment,
    diagnosisJson: withDiagnoses ? record.diagnoses : [],
    patient: {
      id: record.patientId,
      name: record.patientName,
      medicalRecordNumber: record.medicalRecordNumber,
      dob: dobFromIso(record.dateOfBirth),
      dateOfBirth: record.dateOfBirth,
      gender: record.gender,
    },
  };
}

/** Visit history (spec 1 §2.13) and the doctor report (§2.14), as lists and as whole exports. */
export function createVisitReportService(repositories: Repositories, deps: { now: Clock }) {
  const reports = repositories.visitReports;
  return {
    async history(
      tenant: Tenant,
      query: VisitReportQuery & { page: number; size: number },
    ): Promise<{ data: HistoryRow[]; total: number }> {
      const { rows, total } = await reports.listHistory(
        tenant.businessId,
        filterOf(tenant, query, deps.now()),
        {
          sort: parseSortParam(query.sort, HISTORY_SORT_KEYS, DEFAULT_HISTORY_SORT),
          page: query.page,
          size: query.size,
        },
      );
      // The visit history's screen shows no diagnosis (spec 1 §2.13): only a doctor receives it.
      const withDiagnoses = canReadMedicalRecord({ role: tenant.role });
      return { data: rows.map((record) => historyRowOf(record, { withDiagnoses })), total };
    },

    /** Every row of the history's filter, batch by batch (for the CSV export). */
    historyBatches(tenant: Tenant, query: VisitReportQuery): AsyncGenerator<HistoryRecord[]> {
      return reports.historyBatches(
        tenant.businessId,
        filterOf(tenant, query, deps.now()),
        parseSortParam(query.sort, HISTORY_SORT_KEYS, DEFAULT_HISTORY_SORT),
      );
    },

    async practitionerStats(
      tenant: Tenant,
      query: VisitReportQuery & { page: number; size: number },
    ): Promise<{ data: PractitionerStatsRecord[]; total: number }> {
      const { rows, total } = await reports.practitionerStats(
        tenant.businessId,
        filterOf(tenant, query, deps.now()),
        {
          sort: parseSortParam(query.sort, STATS_SORT_KEYS, DEFAULT_STATS_SORT),
          page: query.page,
          size: query.size,
        },
      );
      return { data: rows, total };
    },

    allPractitionerStats(tenant: Tenant, query: VisitReportQuery) {
      return reports.allPractitionerStats(
        tenant.businessId,
        filterOf(tenant, query, deps.now()),
        parseSortParam(query.sort, STATS_SORT_KEYS, DEFAULT_STATS_SORT),
      );
    },
  };
}
export type VisitReportService = ReturnType<typeof createVisitReportService>;
