import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  EMPTY_ACTIVE_VISIT_LIST_FILTER,
  type ActiveVisitListFilter,
} from '@praktik/domain/visits/active-visit-list-filter';
import {
  withFilterChange,
  withPage,
  withPageSize,
  withSortClick,
} from '@praktik/domain/tables/table-query';
import { isActionAllowed } from '@praktik/domain/visits/status-actions';
import { AllergyTags } from '@praktik/ui/AllergyTags';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { DataTable, type DataTableColumn } from '@praktik/ui/DataTable';
import { EmptyState } from '@praktik/ui/EmptyState';
import { FilterBar, type FilterField, type FilterValues } from '@praktik/ui/FilterBar';
import { PageHeader } from '@praktik/ui/PageHeader';
import { Pagination } from '@praktik/ui/Pagination';
import { useActiveVisits, type VisitListItem } from '../../api/visits';
import { useErrorText } from '../../app/use-error-text';
import * as css from '../../app/layout.css';
import { EndVisitDialog } from './EndVisitDialog';
import { assessmentPath } from './assessment-link';
import * as styles from './visits.css';
import { registerPageTexts } from '../../intl/page-texts';
import visitsTexts from './visits.page-texts.json';

registerPageTexts(visitsTexts);

/** The filter bar's values as the list filter holds them. */
function filterValuesOf(filter: ActiveVisitListFilter): FilterValues {
  return { name: filter.name, phoneNumber: filter.phoneNumber, dateOfBirth: filter.dateOfBirth };
}

/**
 * Spec 1 §2.10: the clinic's active visits, reloaded every 30 s (not on focus); a row opens the
 * assessment; per row Assessment and End visit.
 */
export default function ActiveVisitsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [filter, setFilter] = useState<ActiveVisitListFilter>(EMPTY_ACTIVE_VISIT_LIST_FILTER);
  const [ending, setEnding] = useState<VisitListItem | null>(null);
  const list = useActiveVisits(filter);
  const rows = list.data?.rows ?? [];

  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'name', label: t('visits.filters.name'), type: 'search' },
      {
        kind: 'text',
        name: 'phoneNumber',
        label: t('visits.filters.phone'),
        type: 'tel',
        inputMode: 'numeric',
      },
      { kind: 'date', name: 'dateOfBirth', label: t('visits.filters.dateOfBirth') },
    ],
    [t],
  );

  const openAssessment = (row: VisitListItem) => {
    void navigate(assessmentPath(row.id, row.patient.id));
  };

  const columns: DataTableColumn<VisitListItem>[] = [
    {
      key: 'sequence',
      header: t('visits.columns.sequence'),
      cell: (row) => row.sequence,
      isSortable: true,
      align: 'center',
      card: 'first',
    },
    {
      key: 'medicalRecordNumber',
      header: t('visits.columns.medicalRecordNumber'),
      cell: (row) => row.patient.medicalRecordNumber || '-',
      minWidth: '6rem',
    },
    {
      key: 'doctorName',
      header: t('visits.columns.doctor'),
      cell: (row) => row.doctorName ?? '-',
      isSortable: true,
      minWidth: '8rem',
      maxWidth: '11rem',
    },
    {
      key: 'name',
      header: t('visits.columns.name'),
      cell: (row) => row.patient.name,
      isSortable: true,
      isRowHeader: true,
      maxWidth: '10rem',
    },
    {
      key: 'start',
      header: t('visits.columns.visitTime'),
      cell: (row) => row.startInString,
      isSortable: true,
      // The date over the time, as in the history: on a laptop the time stays clear of the
      // row's buttons.
      minWidth: '6rem',
      maxWidth: '6rem',
      card: 'first',
    },
    {
      key: 'allergies',
      header: t('visits.columns.allergies'),
      cell: (row) => (
        <AllergyTags
          aria-label={t('visits.actions.allergiesOf', { name: row.patient.name })}
          allergies={(row.patient.allergies ?? []).map((allergy) => allergy.name)}
        />
      ),
      maxWidth: '14rem',
      card: 'first',
    },
    {
      key: 'dateOfBirth',
      header: t('visits.columns.dateOfBirth'),
      cell: (row) => row.patient.dob ?? '-',
      minWidth: '7rem',
    },
    {
      key: 'gender',
      header: t('visits.columns.gender'),
      cell: (row) => (row.patient.gender ? t(`genders.${row.patient.gender}`) : '-'),
    },
  ];

  return (
    <div className={css.pageBody}>
      <PageHeader title={t('menu.activeVisit')} description={t('visits.activeList.description')} />
      <Card>
        <div className={css.stack}>
          <FilterBar
            fields={fields}
            values={filterValuesOf(filter)}
            onChange={(values) =>
              setFilter((current) =>
                withFilterChange({
                  ...current,
                  name: values.name ?? '',
                  phoneNumber: values.phoneNumber ?? '',
                  dateOfBirth: values.dateOfBirth ?? '',
                }),
              )
            }
          />
          <DataTable
            aria-label={t('visits.activeList.tableLabel')}
            columns={columns}
            rows={rows}
            getRowKey={(row) => row.id}
            sort={filter.sort}
            onSortChange={(_, key) => setFilter((current) => withSortClick(current, key))}
            isLoading={list.isLoading || (list.isValidating && !list.data)}
            errorMessage={list.error && !list.data ? errorText(list.error) : undefined}
            errorAction={
              <Button variant="secondary" onPress={() => void list.mutate()}>
                {t('visits.activeList.retry')}
              </Button>
            }
            emptyState={
              <EmptyState
                title={t('visits.activeList.emptyTitle')}
                text={
                  filter.name || filter.phoneNumber || filter.dateOfBirth
                    ? t('visits.activeList.emptyFiltered')
                    : t('visits.activeList.emptyText')
                }
              />
            }
            onRowAction={openAssessment}
            stickyActions
            rowActions={(row) => (
              <div className={styles.rowActions}>
                <Button size="sm" variant="secondary" onPress={() => openAssessment(row)}>
                  {t('visits.actions.assessment')}
                </Button>
                {isActionAllowed(row.status, 'endVisit') ? (
                  <Button size="sm" variant="danger" onPress={() => setEnding(row)}>
                    {t('visits.actions.endVisit')}
                  </Button>
                ) : null}
              </div>
            )}
          />
          <Pagination
            aria-label={t('visits.activeList.paginationLabel')}
            page={filter.page}
            pageSize={filter.size}
            totalCount={list.data?.total ?? 0}
            onPageChange={(page) => setFilter((current) => withPage(current, page))}
            onPageSizeChange={(size) => setFilter((current) => withPageSize(current, size))}
          />
        </div>
      </Card>
      {ending && (
        <EndVisitDialog
          visit={ending}
          onClose={() => setEnding(null)}
          onEnded={() => {
            setEnding(null);
            void list.mutate();
          }}
        />
      )}
    </div>
  );
}
