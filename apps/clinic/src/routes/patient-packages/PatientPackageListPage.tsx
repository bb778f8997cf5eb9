import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canSearchPatientPackages,
  overduePackageQueryParams,
  PATIENT_PACKAGE_LIST_DEFAULT_SIZE,
  patientPackageQueryParams,
  type PatientPackageFilter,
} from '@praktik/domain/packages/patient-package-filter.schema';
import {
  patientPackageRowView,
  type PatientPackageRow,
} from '@praktik/domain/packages/patient-package-row';
import { clinicClock } from '@praktik/domain/slots/time-of-day';
import { Alert } from '@praktik/ui/Alert';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { DataTable, type DataTableColumn } from '@praktik/ui/DataTable';
import { EmptyState } from '@praktik/ui/EmptyState';
import { FilterBar, type FilterField, type FilterValues } from '@praktik/ui/FilterBar';
import { Heading } from '@praktik/ui/Heading';
import { Link } from '@praktik/ui/Link';
import { PageHeader } from '@praktik/ui/PageHeader';
import { Pagination } from '@praktik/ui/Pagination';
import { useBusiness } from '../../api/business';
import { recordPackageReminderSend, usePatientPackages } from '../../api/patient-packages';
import { useErrorText } from '../../app/use-error-text';
import { WhatsappReminderLink } from '../../app/WhatsappReminderLink';
import * as layout from '../../app/layout.css';
import { patientPackagePaths } from './patient-package-paths';
import { registerPageTexts } from '../../intl/page-texts';
import patientPackageTexts from './patient-packages.page-texts.json';

registerPageTexts(patientPackageTexts);

function filterOf(values: FilterValues): PatientPackageFilter {
  return {
    from: values.from || null,
    to: values.to || null,
    identityNumber: values.identityNumber ?? '',
    name: values.name ?? '',
    phoneNumber: values.phoneNumber ?? '',
    dateOfBirth: values.dateOfBirth || null,
  };
}

/**
 * Spec 2 §2.9: the follow-up list of patients' live packages. Before any search it browses the
 * patients not back for over a month, longest absence first (decision 0052); a search
 * needs the name, and Reset goes back to browsing. A row last seen more than a month ago warns and
 * offers the WhatsApp reminder (domain `patientPackageRowView`), recorded as it opens with who
 * sent it shown under it.
 */
export default function PatientPackageListPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const business = useBusiness();
  const [values, setValues] = useState<FilterValues>({});
  const [applied, setApplied] = useState<PatientPackageFilter | null>(null);
  const [paging, setPaging] = useState<{ page: number; size: number }>({
    page: 0,
    size: PATIENT_PACKAGE_LIST_DEFAULT_SIZE,
  });
  const list = usePatientPackages(
    applied
      ? { ...patientPackageQueryParams(applied, paging) }
      : { ...overduePackageQueryParams(paging) },
  );
  const today = clinicClock(new Date()).date;
  const viewOf = (row: PatientPackageRow) =>
    patientPackageRowView(row, { today, clinicName: business.data?.name ?? '', text: t });

  const fields: FilterField[] = [
    { kind: 'date', name: 'from', label: t('patientPackages.list.filters.from') },
    { kind: 'date', name: 'to', label: t('patientPackages.list.filters.to') },
    {
      kind: 'text',
      name: 'identityNumber',
      label: t('patientPackages.list.filters.identityNumber'),
    },
    { kind: 'text', name: 'name', label: t('patientPackages.list.filters.name') },
    {
      kind: 'text',
      name: 'phoneNumber',
      label: t('patientPackages.list.filters.phoneNumber'),
      type: 'tel',
      inputMode: 'numeric',
    },
    { kind: 'date', name: 'dateOfBirth', label: t('patientPackages.list.filters.dateOfBirth') },
  ];

  const columns: DataTableColumn<PatientPackageRow>[] = [
    {
      key: 'name',
      header: t('patientPackages.list.columns.name'),
      cell: (row) => (
        <Link href={patientPackagePaths.detail(String(row.package_id))}>{row.name}</Link>
      ),
      isRowHeader: true,
    },
    {
      key: 'identity_number',
      header: t('patientPackages.list.columns.identityNumber'),
      cell: (row) => row.identity_number ?? '-',
    },
    {
      key: 'package_name',
      header: t('patientPackages.list.columns.packageName'),
      cell: (row) => row.package_name,
    },
    {
      key: 'last_reservation_date',
      header: t('patientPackages.list.columns.lastReservationDate'),
      cell: (row) => {
        const view = viewOf(row);
        return (
          <div className={layout.stack}>
            <span>{view.lastReservationDate}</span>
            {view.warn ? (
              <Alert tone="warning" size="sm" role="status">
                {t('packageReminder.warning')}
              </Alert>
            ) : null}
          </div>
        );
      },
      card: 'first',
    },
    {
      key: 'remaining_visits',
      header: t('patientPackages.list.columns.remainingVisits'),
      cell: (row) => row.remaining_visits,
      align: 'end',
    },
    {
      key: 'phone_number',
      header: t('patientPackages.list.columns.phoneNumber'),
      cell: (row) => row.phone_number ?? '-',
    },
    {
      key: 'date_of_birth',
      header: t('patientPackages.list.columns.dateOfBirth'),
      cell: (row) => viewOf(row).dateOfBirth,
    },
  ];

  const filter = filterOf(values);
  return (
    <div className={layout.pageBody}>
      <PageHeader
        title={t('patientPackages.list.title')}
        description={t('patientPackages.list.subtitle')}
      />
      <Card>
        <div className={layout.stack}>
          <FilterBar
            aria-label={t('patientPackages.list.filterLabel')}
            fields={fields}
            values={values}
            onChange={setValues}
            onReset={() => {
              setValues({});
              setApplied(null);
              setPaging((current) => ({ ...current, page: 0 }));
            }}
            resetLabel={t('patientPackages.list.reset')}
            onSearch={() => {
              setPaging((current) => ({ ...current, page: 0 }));
              setApplied(filter);
            }}
            isSearchDisabled={!canSearchPatientPackages(filter)}
            searchLabel={t('patientPackages.list.search')}
          />
          <Heading level={3}>
            {applied
              ? t('patientPackages.list.searchHeading')
              : t('patientPackages.list.overdueHeading')}
          </Heading>
          <DataTable
            aria-label={t('patientPackages.list.tableLabel')}
            columns={columns}
            rows={list.data?.rows ?? []}
            getRowKey={(row) => String(row.package_id)}
            stickyActions
            isLoading={list.isLoading}
            errorMessage={list.error ? errorText(list.error) : undefined}
            emptyState={
              <EmptyState
                title={
                  applied ? t('patientPackages.list.empty') : t('patientPackages.list.overdueEmpty')
                }
              />
            }
            rowActions={(row) => {
              const link = viewOf(row).reminderLink;
              return link ? (
                <WhatsappReminderLink
                  href={link}
                  label={t('packageReminder.contact')}
                  aria-label={t('patientPackages.list.contactFor', { name: row.name })}
                  lastReminder={row.last_reminder}
                  onSend={async () => {
                    await recordPackageReminderSend(String(row.package_id));
                    await list.mutate();
                  }}
                />
              ) : null;
            }}
          />
          <Pagination
            page={paging.page}
            pageSize={paging.size}
            totalCount={list.data?.total ?? 0}
            onPageChange={(page) => setPaging((current) => ({ ...current, page }))}
            onPageSizeChange={(size) => setPaging({ page: 0, size })}
            isDisabled={list.isLoading}
          />
          {list.error ? (
            <Button variant="secondary" onPress={() => void list.mutate()}>
              {t('patientPackages.list.retry')}
            </Button>
          ) : null}
        </div>
      </Card>
    </div>
  );
}
