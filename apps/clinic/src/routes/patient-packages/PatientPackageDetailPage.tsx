import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_UTC_OFFSET_HOURS } from '@praktik/domain/dates/utc-offset';
import { formatDiscount } from '@praktik/domain/money/line-total';
import { PATIENT_PACKAGE_HISTORY_DEFAULT_SIZE } from '@praktik/domain/packages/patient-package-history-query.schema';
import { listDate } from '@praktik/domain/packages/patient-package-row';
import { patientPackageState } from '@praktik/domain/packages/patient-package-state';
import type {
  PatientPackageDetail,
  PatientPackageHistoryRow,
} from '@praktik/domain/packages/patient-package-view.schema';
import type { SortState } from '@praktik/domain/tables/sort';
import { Alert } from '@praktik/ui/Alert';
import { AllergyTags } from '@praktik/ui/AllergyTags';
import { Card } from '@praktik/ui/Card';
import { Currency } from '@praktik/ui/Currency';
import { DataTable, type DataTableColumn } from '@praktik/ui/DataTable';
import { Heading } from '@praktik/ui/Heading';
import { PageHeader } from '@praktik/ui/PageHeader';
import { Pagination } from '@praktik/ui/Pagination';
import { Spinner } from '@praktik/ui/Spinner';
import { usePatientPackage, usePatientPackageHistory } from '../../api/patient-packages';
import { useErrorText } from '../../app/use-error-text';
import * as layout from '../../app/layout.css';
import { registerPageTexts } from '../../intl/page-texts';
import patientPackageTexts from './patient-packages.page-texts.json';

registerPageTexts(patientPackageTexts);

type ActiveRow = PatientPackageDetail['active_packages'][number];

/** A discount as the payment history shows it (`10%`, `Rp25.000`); '-' for none. */
function discountText(
  typeDiscount: PatientPackageDetail['package_item']['type_discount'],
  discount: number | null,
): string {
  if (!discount) return '-';
  return formatDiscount({ discountType: typeDiscount, discount }) ?? '-';
}

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * Spec 2 §2.9: one patient package: the patient's card, their active packages and the paged,
 * date-sortable history of every package of theirs (five rows a page by default).
 */
export default function PatientPackageDetailPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [search] = useSearchParams();
  const id = search.get('id');
  const detail = usePatientPackage(id);
  const [paging, setPaging] = useState({ page: 0, size: PATIENT_PACKAGE_HISTORY_DEFAULT_SIZE });
  const [sort, setSort] = useState<SortState>({ key: 'reservation_date', direction: 'desc' });
  const history = usePatientPackageHistory(
    detail.data
      ? {
          patient_id: detail.data.patient_id,
          page: String(paging.page),
          size: String(paging.size),
          sort_by: sort?.key ?? 'reservation_date',
          sort_order: sort?.direction ?? 'desc',
        }
      : null,
  );

  const activeColumns: DataTableColumn<ActiveRow>[] = [
    {
      key: 'package_name',
      header: t('patientPackages.detail.columns.package'),
      cell: (row) => row.package_name,
      isRowHeader: true,
    },
    {
      key: 'remaining_visits',
      header: t('patientPackages.detail.columns.remainingVisits'),
      cell: (row) => row.remaining_visits,
      align: 'end',
    },
    {
      key: 'last_reservation_date',
      header: t('patientPackages.detail.columns.lastReservationDate'),
      cell: (row) => listDate(row.last_reservation_date),
    },
    {
      key: 'price',
      header: t('patientPackages.detail.columns.price'),
      cell: (row) => <Currency amount={row.price} />,
      align: 'end',
    },
    {
      key: 'discount',
      header: t('patientPackages.detail.columns.discount'),
      cell: (row) => discountText(row.type_discount, row.discount),
    },
    {
      key: 'subtotal',
      header: t('patientPackages.detail.columns.subtotal'),
      cell: (row) => <Currency amount={row.subtotal} />,
      align: 'end',
    },
  ];

  const historyColumns: DataTableColumn<PatientPackageHistoryRow>[] = [
    {
      key: 'package_name',
      header: t('patientPackages.detail.columns.package'),
      cell: (row) => row.package_name,
      isRowHeader: true,
    },
    {
      key: 'reservation_date',
      header: t('patientPackages.detail.columns.date'),
      cell: (row) => listDate(row.reservation_date),
      isSortable: true,
    },
    {
      key: 'action',
      header: t('patientPackages.detail.columns.action'),
      cell: (row) => t(`patientPackages.actions.${row.action}`),
      isSortable: true,
    },
    {
      key: 'remaining_visits',
      header: t('patientPackages.detail.columns.remainingVisits'),
      cell: (row) => row.remaining_visits,
      align: 'end',
    },
    {
      key: 'amount',
      header: t('patientPackages.detail.columns.price'),
      cell: (row) => <Currency amount={row.amount} />,
      align: 'end',
    },
    {
      key: 'discount',
      header: t('patientPackages.detail.columns.discount'),
      cell: (row) => discountText(row.type_discount, row.discount),
    },
    {
      key: 'subtotal',
      header: t('patientPackages.detail.columns.subtotal'),
      cell: (row) => <Currency amount={row.subtotal} />,
      align: 'end',
    },
  ];

  const data = detail.data;
  // The clinic's zone is +7 unless told otherwise (spec 2 §7, current_utc).
  const state = data ? patientPackageState(data, DEFAULT_UTC_OFFSET_HOURS) : null;
  return (
    <div className={layout.pageBody}>
      <PageHeader title={t('patientPackages.detail.title')} />
      {detail.error ? (
        <Alert tone="danger" role="alert">
          {errorText(detail.error)}
        </Alert>
      ) : !data ? (
        <Spinner label={t('patientPackages.detail.loading')} showLabel />
      ) : (
        <div className={layout.stack}>
          <Card>
            <Heading level={2} size="sm">
              {t('patientPackages.detail.patient')}
            </Heading>
            <dl>
              <Entry term={t('fields.medicalRecordNumber')}>
                {data.patient.medicalRecordNumber ?? '-'}
              </Entry>
              <Entry term={t('fields.name')}>{data.patient.name}</Entry>
              <Entry term={t('fields.identificationNumber')}>
                {data.patient.identificationNumber ?? '-'}
              </Entry>
              <Entry term={t('fields.gender')}>
                {data.patient.gender ? t(`genders.${data.patient.gender}`) : '-'}
              </Entry>
              <Entry term={t('fields.dateOfBirth')}>{data.patient.dob ?? '-'}</Entry>
              <Entry term={t('patientPackages.detail.allergies')}>
                {data.patient.allergies.length > 0 ? (
                  <AllergyTags allergies={data.patient.allergies.map((a) => a.name)} />
                ) : (
                  '-'
                )}
              </Entry>
              <Entry term={t('fields.address')}>{data.patient.address ?? '-'}</Entry>
              <Entry term={t('patientPackages.detail.remark')}>{data.patient.remark ?? '-'}</Entry>
            </dl>
          </Card>
          <Card>
            <Heading level={2} size="sm">
              {t('patientPackages.detail.thisPackage')}
            </Heading>
            <dl>
              <Entry term={t('patientPackages.detail.columns.package')}>{data.package_name}</Entry>
              <Entry term={t('patientPackages.detail.state')}>
                {state ? t(`patientPackages.detail.states.${state.state}`) : '-'}
              </Entry>
              <Entry term={t('patientPackages.detail.purchaseDate')}>
                {listDate(data.purchase_date)}
              </Entry>
              <Entry term={t('patientPackages.detail.visitsLeft')}>
                {t('patientPackages.detail.visitsOf', {
                  remaining: data.remaining_visits,
                  total: data.number_of_visit,
                })}
              </Entry>
              {state?.releasedOn ? (
                <Entry term={t('patientPackages.detail.releasedOn')}>
                  {listDate(state.releasedOn)}
                </Entry>
              ) : null}
            </dl>
          </Card>
          <Card>
            <Heading level={2} size="sm">
              {t('patientPackages.detail.activePackages')}
            </Heading>
            <DataTable
              aria-label={t('patientPackages.detail.activePackages')}
              columns={activeColumns}
              rows={data.active_packages}
              getRowKey={(row) => row.id}
            />
          </Card>
          <Card>
            <Heading level={2} size="sm">
              {t('patientPackages.detail.history')}
            </Heading>
            <DataTable
              aria-label={t('patientPackages.detail.history')}
              columns={historyColumns}
              rows={history.data?.rows ?? []}
              getRowKey={(row) => row.id}
              sort={sort}
              onSortChange={(next) => {
                setSort(next);
                setPaging((current) => ({ ...current, page: 0 }));
              }}
              isLoading={history.isLoading}
              errorMessage={history.error ? errorText(history.error) : undefined}
            />
            <Pagination
              page={paging.page}
              pageSize={paging.size}
              totalCount={history.data?.total ?? 0}
              onPageChange={(page) => setPaging((current) => ({ ...current, page }))}
              onPageSizeChange={(size) => setPaging({ page: 0, size })}
            />
          </Card>
        </div>
      )}
    </div>
  );
}
