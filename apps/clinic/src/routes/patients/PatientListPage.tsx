import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resetPatientListFilter } from '@praktik/domain/patients/patient-list-filter.schema';
import { displayMedicalRecordNumber } from '@praktik/domain/patients/medical-record';
import { canStartVisit, patientDateOfBirth } from '@praktik/domain/patients/patient-record';
import { dobFromIso } from '@praktik/domain/patients/date-of-birth';
import { withFilterChange } from '@praktik/domain/tables/table-query';
import { AllergyTags } from '@praktik/ui/AllergyTags';
import { Button } from '@praktik/ui/Button';
import type { DataTableColumn } from '@praktik/ui/DataTable';
import { EmptyState } from '@praktik/ui/EmptyState';
import { FilterBar, type FilterField } from '@praktik/ui/FilterBar';
import { Link } from '@praktik/ui/Link';
import { PageHeader } from '@praktik/ui/PageHeader';
import { usePatientList, type PatientView } from '../../api/patients';
import { ListCard } from '../../app/ListCard';
import { useReplaceSearch } from '../../app/use-replace-search';
import * as layout from '../../app/layout.css';
import * as css from './patients.css';
import {
  filterValuesOf,
  listQueryOf,
  listStateFromSearch,
  searchOfState,
  withFilterValues,
  type PatientListState,
} from './patient-list-state';
import { patientPaths } from './patient-paths';
import { StartVisitDialog } from './StartVisitDialog';
import { registerPageTexts } from '../../intl/page-texts';
import patientsTexts from './patients.page-texts.json';

registerPageTexts(patientsTexts);

/** Spec 1 §2.9: the clinic's patients, filtered, paged and sorted, with their row actions. */
export default function PatientListPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const replaceSearch = useReplaceSearch();
  // The list state lives here and is copied to the address (replacing the entry), so Back from
  // a patient returns to the same filters and page. The address follows a little later than
  // the state (a router transition): only an address this page did not write (Back, a link)
  // replaces the state.
  const [state, setLocalState] = useState<PatientListState>(() => listStateFromSearch(search));
  const written = useRef(search.toString());
  const searchText = search.toString();
  useEffect(() => {
    if (searchText === written.current) return;
    written.current = searchText;
    setLocalState(listStateFromSearch(new URLSearchParams(searchText)));
  }, [searchText]);
  const list = usePatientList(listQueryOf(state));
  const [visitFor, setVisitFor] = useState<PatientView | null>(null);

  const setState = (next: PatientListState) => {
    const nextSearch = searchOfState(next);
    if (!replaceSearch(nextSearch)) return;
    setLocalState(next);
    written.current = nextSearch.toString();
  };

  const fields: FilterField[] = [
    { kind: 'text', name: 'searchName', label: t('patients.list.filters.name') },
    {
      kind: 'text',
      name: 'searchNoTelp',
      label: t('patients.list.filters.phoneNumber'),
      type: 'tel',
      inputMode: 'numeric',
    },
    { kind: 'date', name: 'searchDate', label: t('patients.list.filters.dateOfBirth') },
    { kind: 'text', name: 'searchAddress', label: t('patients.list.filters.address') },
  ];

  const columns: DataTableColumn<PatientView>[] = [
    {
      key: 'medicalRecordNumber',
      header: t('patients.list.columns.medicalRecordNumber'),
      cell: (p) => displayMedicalRecordNumber(p.medicalRecordNumber),
      isSortable: true,
      overflow: 'truncate',
      maxWidth: '9rem',
    },
    {
      key: 'name',
      header: t('patients.list.columns.name'),
      cell: (p) => <Link href={patientPaths.detail(p.id)}>{p.name}</Link>,
      isSortable: true,
      isRowHeader: true,
      minWidth: '9rem',
    },
    {
      key: 'allergies',
      header: t('patients.list.columns.allergies'),
      cell: (p) => <AllergyTags allergies={p.allergies.map((a) => a.name)} />,
      maxWidth: '10rem',
      card: 'first',
    },
    {
      key: 'phoneNumber',
      header: t('patients.list.columns.phoneNumber'),
      cell: (p) => p.phoneNumber || '-',
      isSortable: true,
      overflow: 'truncate',
    },
    {
      key: 'dob',
      header: t('patients.list.columns.dateOfBirth'),
      cell: (p) => dobFromIso(patientDateOfBirth(p)) ?? '-',
      isSortable: true,
      overflow: 'truncate',
    },
    {
      key: 'gender',
      header: t('patients.list.columns.gender'),
      cell: (p) => (p.gender ? t(`genders.${p.gender}`) : '-'),
      isSortable: true,
    },
    {
      key: 'address',
      header: t('patients.list.columns.address'),
      cell: (p) => p.address || '-',
      isSortable: true,
      maxWidth: '14rem',
    },
  ];

  const rows = list.data?.rows ?? [];
  const hasFilter =
    state.searchName !== '' ||
    state.searchNoTelp !== '' ||
    state.searchAddress !== '' ||
    state.searchDate !== null;

  return (
    <div className={layout.pageBody}>
      <PageHeader title={t('patients.list.title')} description={t('patients.list.subtitle')} />
      <ListCard
        filter={
          <FilterBar
            aria-label={t('patients.list.filterLabel')}
            fields={fields}
            values={filterValuesOf(state)}
            onChange={(values) => setState(withFilterChange(withFilterValues(state, values)))}
            onReset={() => setState({ ...resetPatientListFilter(state), sort: state.sort })}
            resetLabel={t('patients.list.reset')}
            addHref={patientPaths.add()}
            addLabel={t('patients.list.add')}
          />
        }
        list={list}
        retryLabel={t('patients.list.retry')}
        aria-label={t('patients.list.tableLabel')}
        columns={columns}
        rows={rows}
        getRowKey={(p) => p.id}
        sort={state.sort}
        onSortChange={(sort) => setState({ ...state, sort, page: 0 })}
        emptyState={
          <EmptyState
            title={t('patients.list.empty')}
            text={hasFilter ? t('patients.list.emptyFiltered') : undefined}
          />
        }
        stickyActions
        rowActions={(p) => (
          <div className={css.rowActions}>
            {canStartVisit(p) ? (
              <Button
                size="sm"
                onPress={() => setVisitFor(p)}
                aria-label={t('patients.list.actions.startVisitFor', { name: p.name })}
              >
                {t('patients.list.actions.startVisit')}
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="secondary"
              href={patientPaths.history(p.id)}
              aria-label={t('patients.list.actions.historyFor', { name: p.name })}
            >
              {t('patients.list.actions.history')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              href={patientPaths.edit(p.id)}
              aria-label={t('patients.list.actions.editFor', { name: p.name })}
            >
              {t('patients.list.actions.edit')}
            </Button>
          </div>
        )}
        pagination={{
          query: state,
          onQueryChange: setState,
          totalCount: list.data?.total ?? 0,
        }}
      />
      <StartVisitDialog
        patient={visitFor}
        isOpen={visitFor !== null}
        onClose={() => setVisitFor(null)}
        onStarted={() => void list.mutate()}
      />
    </div>
  );
}
