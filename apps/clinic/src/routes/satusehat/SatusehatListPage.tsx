import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@praktik/ui/Button';
import type { DataTableColumn } from '@praktik/ui/DataTable';
import { EmptyState } from '@praktik/ui/EmptyState';
import { PageHeader } from '@praktik/ui/PageHeader';
import {
  SATUSEHAT_FIRST_PAGE,
  SATUSEHAT_PAGE_SIZE,
  useSatusehatList,
  type SatusehatResource,
} from '../../api/satusehat';
import type { SatusehatKind } from '../../api/list-queries';
import { ListCard } from '../../app/ListCard';
import * as layout from '../../app/layout.css';
import { registerPageTexts } from '../../intl/page-texts';
import { satusehatPaths } from './satusehat-paths';
import * as css from './satusehat.css';
import satusehatTexts from './satusehat.page-texts.json';

registerPageTexts(satusehatTexts);

/**
 * Spec 2 §2.13: the clinic's SATUSEHAT organizations or locations (our copy of what the platform
 * stored): id and name, view and edit a row, an add button; pages from 1, 50 a page (spec 2 §7).
 */
export default function SatusehatListPage({ kind }: { kind: SatusehatKind }) {
  const { t } = useTranslation();
  // The server counts pages from 1; the pager from 0.
  const [page, setPage] = useState(SATUSEHAT_FIRST_PAGE);
  const [size, setSize] = useState(SATUSEHAT_PAGE_SIZE);
  const list = useSatusehatList(kind, page, size);

  const columns: DataTableColumn<SatusehatResource>[] = [
    { key: 'id', header: t('satusehat.columns.id'), cell: (row) => row.id, minWidth: '12rem' },
    {
      key: 'name',
      header: t('satusehat.columns.name'),
      cell: (row) => row.name ?? '-',
      isRowHeader: true,
      minWidth: '12rem',
    },
  ];

  return (
    <div className={layout.pageBody}>
      <PageHeader
        title={t(`satusehat.${kind}.listTitle`)}
        description={t(`satusehat.${kind}.listSubtitle`)}
        actions={<Button href={satusehatPaths.add(kind)}>{t(`satusehat.${kind}.add`)}</Button>}
      />
      <ListCard
        list={list}
        retryLabel={t('satusehat.actions.retry')}
        aria-label={t(`satusehat.${kind}.tableLabel`)}
        columns={columns}
        rows={list.data?.rows ?? []}
        getRowKey={(row) => row.id}
        emptyState={<EmptyState title={t(`satusehat.${kind}.empty`)} />}
        stickyActions
        rowActions={(row) => {
          const name = row.name ?? row.id;
          return (
            <div className={css.rowActions}>
              <Button
                size="sm"
                variant="secondary"
                href={satusehatPaths.detail(kind, row.id)}
                aria-label={t('satusehat.actions.viewFor', { name })}
              >
                {t('satusehat.actions.view')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                href={satusehatPaths.edit(kind, row.id)}
                aria-label={t('satusehat.actions.editFor', { name })}
              >
                {t('satusehat.actions.edit')}
              </Button>
            </div>
          );
        }}
        pagination={{
          page: page - SATUSEHAT_FIRST_PAGE,
          pageSize: size,
          totalCount: list.data?.total ?? 0,
          onPageChange: (zeroBased) => setPage(zeroBased + SATUSEHAT_FIRST_PAGE),
          onPageSizeChange: (next) => {
            setSize(next);
            setPage(SATUSEHAT_FIRST_PAGE);
          },
          isDisabled: list.isLoading,
        }}
      />
    </div>
  );
}
