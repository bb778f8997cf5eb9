import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import {
  canManageStaff,
  staffActivationAction,
  staffRowActions,
} from '@praktik/domain/access/permissions';
import { ROLES, ROLE_LABEL_KEYS, roleFromAuthClaim } from '@praktik/domain/access/roles';
import { dobFromIso } from '@praktik/domain/patients/date-of-birth';
import type { StaffRow } from '@praktik/domain/staff/staff.schema';
import { withFilterChange } from '@praktik/domain/tables/table-query';
import { Button } from '@praktik/ui/Button';
import type { DataTableColumn } from '@praktik/ui/DataTable';
import { ConfirmDialog } from '@praktik/ui/Dialog';
import { EmptyState } from '@praktik/ui/EmptyState';
import { FilterBar, type FilterField } from '@praktik/ui/FilterBar';
import { Link } from '@praktik/ui/Link';
import { PageHeader } from '@praktik/ui/PageHeader';
import { AccountStatusBadge } from '@praktik/ui/StatusBadge';
import { toast } from '@praktik/ui/Toast';
import { useAppSession } from '../../app/session-view';
import { useErrorText } from '../../app/use-error-text';
import { useReplaceSearch } from '../../app/use-replace-search';
import {
  activateStaffMember,
  deactivateStaffMember,
  revalidateStaff,
  useStaffList,
} from '../../api/staff';
import { ListCard } from '../../app/ListCard';
import * as layout from '../../app/layout.css';
import {
  searchOfStaffListState,
  staffListQueryOf,
  staffListStateFromSearch,
  type StaffListState,
} from './staff-list-state';
import { staffPaths } from './staff-paths';
import * as css from './staff.css';
import { registerPageTexts } from '../../intl/page-texts';
import staffTexts from './staff.page-texts.json';

registerPageTexts(staffTexts);

/**
 * Spec 2 §2.10: the clinic's accounts, filtered by role and paged, with the actions each role
 * may take on each row (spec 2 §6, decided by the domain).
 */
export default function StaffListPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { mutate } = useSWRConfig();
  const { role, session } = useAppSession();
  const selfId = session?.userId ?? null;
  const [search] = useSearchParams();
  const replaceSearch = useReplaceSearch();
  const state = staffListStateFromSearch(search);
  const list = useStaffList(staffListQueryOf(state));
  const [toDeactivate, setToDeactivate] = useState<StaffRow | null>(null);
  const [activating, setActivating] = useState<string | null>(null);

  const setState = (next: StaffListState) => void replaceSearch(searchOfStaffListState(next));

  const fields: FilterField[] = [
    {
      kind: 'select',
      name: 'role',
      label: t('staff.list.filters.role'),
      placeholder: t('staff.list.filters.allRoles'),
      items: ROLES.map((r) => ({ id: r, label: t(ROLE_LABEL_KEYS[r]) })),
    },
  ];

  const deactivate = async (row: StaffRow) => {
    try {
      await deactivateStaffMember(row.id);
      toast.success(t('staff.toast.deactivated', { name: row.name }));
      await revalidateStaff(mutate);
    } catch (e) {
      toast.error(errorText(e));
      throw e;
    }
  };

  const activate = async (row: StaffRow) => {
    setActivating(row.id);
    try {
      await activateStaffMember(row.id);
      toast.success(t('staff.toast.activated', { name: row.name }));
      await revalidateStaff(mutate);
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setActivating(null);
    }
  };

  const actionsOf = (row: StaffRow) => staffRowActions(role, row.id, selfId, row.role);

  const columns: DataTableColumn<StaffRow>[] = [
    {
      key: 'name',
      header: t('staff.list.columns.name'),
      cell: (row) =>
        actionsOf(row).includes('detail') ? (
          <Link href={staffPaths.detail(row.id)}>{row.name}</Link>
        ) : (
          row.name
        ),
      isRowHeader: true,
      minWidth: '9rem',
    },
    {
      key: 'status',
      header: t('staff.list.columns.status'),
      cell: (row) => <AccountStatusBadge isActive={row.active} />,
      card: 'first',
    },
    {
      key: 'role',
      header: t('staff.list.columns.role'),
      cell: (row) => {
        const rowRole = roleFromAuthClaim(row.role);
        return rowRole ? t(ROLE_LABEL_KEYS[rowRole]) : '-';
      },
    },
    {
      key: 'dateOfBirth',
      header: t('staff.list.columns.dateOfBirth'),
      cell: (row) => dobFromIso(row.userDob) ?? '-',
      overflow: 'truncate',
    },
    {
      key: 'gender',
      header: t('staff.list.columns.gender'),
      cell: (row) => (row.userGender ? t(`genders.${row.userGender}`) : '-'),
    },
    {
      key: 'address',
      header: t('staff.list.columns.address'),
      cell: (row) => row.userAddress || '-',
      maxWidth: '14rem',
    },
  ];

  const rows = list.data?.rows ?? [];

  return (
    <div className={layout.pageBody}>
      <PageHeader title={t('staff.list.title')} description={t('staff.list.subtitle')} />
      <ListCard
        filter={
          <FilterBar
            aria-label={t('staff.list.filterLabel')}
            fields={fields}
            values={{ role: state.role ?? '' }}
            onChange={(values) =>
              setState(withFilterChange({ ...state, role: roleFromAuthClaim(values.role) }))
            }
            onReset={() => setState(withFilterChange({ ...state, role: null }))}
            resetLabel={t('staff.list.reset')}
            addHref={canManageStaff(role) ? staffPaths.add() : undefined}
            addLabel={t('staff.list.add')}
          />
        }
        list={list}
        retryLabel={t('staff.list.retry')}
        aria-label={t('staff.list.tableLabel')}
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        emptyState={
          <EmptyState
            title={t('staff.list.empty')}
            text={state.role ? t('staff.list.emptyFiltered') : undefined}
          />
        }
        stickyActions
        rowActions={(row) => {
          const actions = actionsOf(row);
          const activation = staffActivationAction(role, row, selfId);
          return (
            <div className={css.rowActions}>
              {actions.includes('schedule') ? (
                <Button
                  size="sm"
                  variant="secondary"
                  href={staffPaths.schedule(row.id, row.name)}
                  aria-label={t('staff.list.actions.scheduleFor', { name: row.name })}
                >
                  {t('staff.list.actions.schedule')}
                </Button>
              ) : null}
              {actions.includes('edit') ? (
                <Button
                  size="sm"
                  variant="secondary"
                  href={staffPaths.edit(row.id)}
                  aria-label={t('staff.list.actions.editFor', { name: row.name })}
                >
                  {t('staff.list.actions.edit')}
                </Button>
              ) : null}
              {activation === 'deactivate' ? (
                <Button
                  size="sm"
                  variant="danger"
                  onPress={() => setToDeactivate(row)}
                  aria-label={t('staff.list.actions.deactivateFor', { name: row.name })}
                >
                  {t('staff.list.actions.deactivate')}
                </Button>
              ) : null}
              {activation === 'activate' ? (
                <Button
                  size="sm"
                  onPress={() => void activate(row)}
                  isPending={activating === row.id}
                  aria-label={t('staff.list.actions.activateFor', { name: row.name })}
                >
                  {t('staff.list.actions.activate')}
                </Button>
              ) : null}
            </div>
          );
        }}
        pagination={{
          query: state,
          onQueryChange: setState,
          totalCount: list.data?.total ?? 0,
        }}
      />
      <ConfirmDialog
        isOpen={toDeactivate !== null}
        onOpenChange={(open) => {
          if (!open) setToDeactivate(null);
        }}
        variant="danger"
        title={t('staff.deactivate.title', { name: toDeactivate?.name ?? '' })}
        message={t('staff.deactivate.message')}
        confirmLabel={t('staff.deactivate.confirm')}
        onConfirm={() => (toDeactivate ? deactivate(toDeactivate) : undefined)}
      />
    </div>
  );
}
