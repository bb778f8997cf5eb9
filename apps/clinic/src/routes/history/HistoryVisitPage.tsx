import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGE_SIZES } from '@praktik/domain/tables/page-sizes';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { DataTable, type DataTableColumn } from '@praktik/ui/DataTable';
import { EmptyState } from '@praktik/ui/EmptyState';
import { Link } from '@praktik/ui/Link';
import { Pagination } from '@praktik/ui/Pagination';
import { useErrorText } from '../../app/use-error-text';
import { useInactiveVisits, type HistoryRow } from '../../api/visit-reports';
import { VIEW_ONLY_STATE, viewOnlyAssessmentHref } from '../../api/visit-history';
import { isGender } from './history-view';
import { ReportFilters } from './ReportFilters';
import { useReportFilter } from './use-report-filter';
import * as css from '../../app/layout.css';
import * as styles from './history.css';

const DEFAULT_SORT = { key: 'start', direction: 'desc' } as const;

/**
 * Spec 1 §2.13: the finished visits of a period (WAITING_PAYMENT and DONE), filtered by doctor
 * and period, newest first; each row opens its view-only assessment.
 */
export default function HistoryVisitPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const filter = useReportFilter(PAGE_SIZES.default, DEFAULT_SORT);
  const list = useInactiveVisits(filter.query);
  const dash = t('history.patient.empty');

  const columns: DataTableColumn<HistoryRow>[] = [
    {
      key: 'start',
      header: t('history.visits.visitDate'),
      cell: (row) => row.startInString || dash,
      isSortable: true,
      // The date over the time: the row's action stays in view on a laptop.
      maxWidth: '6rem',
      minWidth: '6rem',
    },
    {
      key: 'medicalRecordNumber',
      header: t('history.visits.medicalRecordNumber'),
      cell: (row) => row.patient.medicalRecordNumber || dash,
      overflow: 'truncate',
      maxWidth: '8rem',
    },
    {
      key: 'doctorName',
      header: t('fields.doctor'),
      cell: (row) => row.practitionerName || dash,
      isSortable: true,
      minWidth: '8rem',
    },
    {
      key: 'name',
      header: t('history.visits.patientName'),
      cell: (row) => row.patient.name,
      isSortable: true,
      isRowHeader: true,
    },
    {
      key: 'dob',
      header: t('fields.dateOfBirth'),
      cell: (row) => row.patient.dob || dash,
      overflow: 'truncate',
      maxWidth: '7rem',
    },
    {
      key: 'gender',
      header: t('fields.gender'),
      cell: (row) => (isGender(row.patient.gender) ? t(`genders.${row.patient.gender}`) : dash),
    },
    {
      key: 'treatment',
      header: t('fields.treatment'),
      cell: (row) => row.treatment || dash,
      overflow: 'truncate',
      maxWidth: '10rem',
    },
  ];

  return (
    <div className={styles.listPage}>
      <Card>
        <div className={css.stack}>
          <ReportFilters kind="history" filter={filter} />
          <DataTable
            aria-label={t('history.visits.tableLabel')}
            columns={columns}
            rows={list.data?.rows ?? []}
            getRowKey={(row) => row.id}
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
                title={t('history.visits.emptyTitle')}
                text={t('history.visits.emptyText')}
              />
            }
            onRowAction={(row) =>
              void navigate(viewOnlyAssessmentHref(row.id, row.patient.id), {
                state: VIEW_ONLY_STATE,
              })
            }
            rowActions={(row) => (
              <Link
                variant="standalone"
                href={viewOnlyAssessmentHref(row.id, row.patient.id)}
                routerOptions={{ state: VIEW_ONLY_STATE }}
                aria-label={t('history.visits.viewLabel', {
                  name: row.patient.name,
                  date: row.startInString,
                })}
              >
                {t('history.visits.view')}
              </Link>
            )}
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
