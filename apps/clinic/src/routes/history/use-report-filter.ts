import { useState } from 'react';
import dayjs from 'dayjs';
import { DATE_FORMATS } from '@praktik/domain/dates/date-formats';
import {
  canSearch,
  defaultDateRangeFilter,
  type DateRangeFilter,
} from '@praktik/domain/dates/date-range-filter';
import { lockedPractitionerFilter } from '@praktik/domain/access/permissions';
import {
  initialTableQuery,
  withFilterChange,
  withPage,
  withPageSize,
  withSortClick,
  type TableQuery,
} from '@praktik/domain/tables/table-query';
import type { SortState } from '@praktik/domain/tables/sort';
import { useAppSession } from '../../app/session-view';
import type { ReportQuery } from '../../api/list-queries';

/** The filters the user edits: the period and the practitioner (null: all). */
export interface ReportFilterDraft {
  range: DateRangeFilter;
  practitionerId: string | null;
}

/** What the list shows: the filters last searched and the table's page, size and sort. */
interface Applied extends TableQuery {
  filter: ReportFilterDraft;
}

function toQuery(applied: Applied, locked: string | null): ReportQuery | null {
  const { range, practitionerId } = applied.filter;
  if (!canSearch(range)) return null;
  return {
    page: applied.page,
    size: applied.size,
    sort: applied.sort,
    from: range.from!,
    to: range.to!,
    practitionerId: locked ?? practitionerId,
  };
}

/**
 * The filter state of the visit history and the doctor report (spec 1 §2.13-2.14, §4, §5, §6):
 * the period starts at the current month by day, a doctor or beautician is fixed to themselves
 * (domain `lockedPractitionerFilter`), edits wait for Search, and Search, Reset and any page
 * size or sort change go back to page 0 (domain table-query rules).
 */
export function useReportFilter(pageSize: number, defaultSort: SortState) {
  const { role, session } = useAppSession();
  const locked = lockedPractitionerFilter(role, session?.userId ?? null);
  const [today] = useState(() => dayjs().format(DATE_FORMATS.value));
  const initialFilter = (): ReportFilterDraft => ({
    range: defaultDateRangeFilter(today),
    practitionerId: null,
  });
  const [draft, setDraft] = useState<ReportFilterDraft>(initialFilter);
  const [applied, setApplied] = useState<Applied>(() => ({
    ...initialTableQuery(pageSize, defaultSort),
    filter: initialFilter(),
  }));

  const canApply = canSearch(draft.range);

  /** Search: the edited filters become the list's, from page 0. */
  const search = () => {
    if (!canApply) return;
    setApplied((current) => withFilterChange({ ...current, filter: draft }));
  };

  /** Reset: the page as it opened (default filters and sort), searched at once. */
  const reset = () => {
    const filter = initialFilter();
    setDraft(filter);
    setApplied((current) => withFilterChange({ ...current, sort: defaultSort, filter }));
  };

  /** Export: the filters on screen, searched too, so the file and the table agree. */
  const exportQuery = (): ReportQuery | null => {
    if (!canApply) return null;
    const next = withFilterChange({ ...applied, filter: draft });
    setApplied(next);
    const query = toQuery(next, locked);
    return query && { ...query, page: 0 };
  };

  return {
    draft,
    setRange: (range: DateRangeFilter) => setDraft((d) => ({ ...d, range })),
    setPractitioner: (practitionerId: string | null) => setDraft((d) => ({ ...d, practitionerId })),
    lockedPractitionerId: locked,
    canSearch: canApply,
    search,
    reset,
    exportQuery,
    query: toQuery(applied, locked),
    sort: applied.sort,
    page: applied.page,
    size: applied.size,
    setPage: (page: number) => setApplied((a) => withPage(a, page)),
    setPageSize: (size: number) => setApplied((a) => withPageSize(a, size)),
    sortBy: (key: string) => setApplied((a) => withSortClick(a, key)),
  };
}

export type ReportFilter = ReturnType<typeof useReportFilter>;
