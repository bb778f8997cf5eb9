import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@praktik/domain/tables/page-sizes';
import type { DataTableColumn } from '@praktik/ui/DataTable';
import { usePractitionerStats, type ReportRow } from '../../api/visit-reports';
import { ReportTable } from './ReportTable';
import { useReportFilter } from './use-report-filter';
import { registerPageTexts } from '../../intl/page-texts';
import historyTexts from './history.page-texts.json';

registerPageTexts(historyTexts);

const DEFAULT_SORT = { key: 'totalPatients', direction: 'desc' } as const;

/**
 * Spec 1 §2.14: per doctor (or beautician), the distinct patients of their finished visits in
 * the period, in total and by gender.
 */
export default function ReportVisitPage() {
  const { t, i18n } = useTranslation();
  const filter = useReportFilter(PAGE_SIZES.default, DEFAULT_SORT);
  const list = usePractitionerStats(filter.query);
  const count = new Intl.NumberFormat(i18n.language);

  const columns: DataTableColumn<ReportRow>[] = [
    {
      key: 'doctorName',
      header: t('fields.doctor'),
      cell: (row) => row.doctorName,
      isSortable: true,
      isRowHeader: true,
    },
    {
      key: 'totalPatients',
      header: t('history.report.totalPatients'),
      cell: (row) => count.format(row.totalPatients),
      isSortable: true,
      align: 'end',
    },
    {
      key: 'totalMalePatients',
      header: t('history.report.totalMale'),
      cell: (row) => count.format(row.totalMalePatients),
      isSortable: true,
      align: 'end',
    },
    {
      key: 'totalFemalePatients',
      header: t('history.report.totalFemale'),
      cell: (row) => count.format(row.totalFemalePatients),
      isSortable: true,
      align: 'end',
    },
    {
      key: 'noShows',
      header: t('history.report.noShows'),
      cell: (row) => count.format(row.noShows),
      align: 'end',
    },
  ];

  return (
    <ReportTable
      kind="report"
      filter={filter}
      list={list}
      columns={columns}
      getRowKey={(row) => row.doctorId}
    />
  );
}
