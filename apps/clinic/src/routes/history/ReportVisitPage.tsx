import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@praktik/domain/tables/page-sizes';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { DataTable, type DataTableColumn } from '@praktik/ui/DataTable';
import { EmptyState } from '@praktik/ui/EmptyState';
import { Pagination } from '@praktik/ui/Pagination';
import { useErrorText } from '../../app/use-error-text';
import { usePractitionerStats, type ReportRow } from '../../api/visit-reports';
import { ReportFilters } from './ReportFilters';
import { useReportFilter } from './use-report-filter';
import * as css from '../../app/layout.css';
import * as styles from './history.css';

const DEFAULT_SORT = { key: 'totalPatients', direction: 'desc' } as const;

/**
 * Spec 1 §2.14: per doctor (or beautician), the distinct patients of their finished visits in
 * the period, in total and by gender.
 */
export default function ReportVisitPage() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
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
  ];

  return (
    <div className={styles.listPage}>
      <Card>
        <div className={css.stack}>
          <ReportFilters kind="report" filter={filter} />
          <DataTable
            aria-label={t('history.report.tableLabel')}
            columns={columns}
            rows={list.data?.rows ?? []}
            getRowKey={(row) => row.doctorId}
            sort={filter.sort}
            onSortChange={(_next, key) => filter.sortBy(key)}
            isLoading={list.isLoading || list.isValidating}
            errorMessage={list.error ? errorText(list.error) : undefined}
            errorAction={
              <Button variant="secondary" onPress={() => void list.mutate()}>
                {t('history.common.retry')}
              </Button>
            }
            emptyState={
              <EmptyState
                title={t('history.report.emptyTitle')}
                text={t('history.report.emptyText')}
              />
            }
          />
          <Pagination
            page={filter.page}
            pageSize={filter.size}
            totalCount={list.data?.total ?? 0}
            onPageChange={filter.setPage}
            onPageSizeChange={filter.setPageSize}
          />
        </div>
      </Card>
    </div>
  );
}
