import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { isOwner } from '@praktik/domain/access/roles';
import { formatRupiah } from '@praktik/domain/money/currency';
import { initialTableQuery, type TableQuery } from '@praktik/domain/tables/table-query';
import { Button } from '@praktik/ui/Button';
import type { DataTableColumn } from '@praktik/ui/DataTable';
import { ConfirmDialog } from '@praktik/ui/Dialog';
import { EmptyState } from '@praktik/ui/EmptyState';
import { Link } from '@praktik/ui/Link';
import { PageHeader } from '@praktik/ui/PageHeader';
import { toast } from '@praktik/ui/Toast';
import {
  deleteCatalogueRow,
  revalidateCatalogue,
  useCatalogueList,
  type CatalogueRowOf,
} from '../../api/catalogue';
import type { CatalogueKind } from '../../api/list-queries';
import { useAppSession, useClinicId } from '../../app/session-view';
import { useErrorText } from '../../app/use-error-text';
import { ListCard } from '../../app/ListCard';
import * as layout from '../../app/layout.css';
import { cataloguePaths } from './catalogue-paths';
import * as css from './catalogue.css';
import { registerPageTexts } from '../../intl/page-texts';
import catalogueTexts from './catalogue.page-texts.json';

registerPageTexts(catalogueTexts);

type AnyRow = CatalogueRowOf[CatalogueKind];
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The columns each list shows beside the name; each key is a sort key of its list. */
function extraColumns(kind: CatalogueKind, t: Translate): DataTableColumn<AnyRow>[] {
  const price: DataTableColumn<AnyRow> = {
    key: 'price',
    header: t('catalogue.columns.price'),
    cell: (row) => ('price' in row ? formatRupiah(row.price) : '-'),
    isSortable: true,
  };
  if (kind === 'item')
    return [
      {
        key: 'category_name',
        header: t('catalogue.columns.category'),
        cell: (row) => ('category_name' in row ? row.category_name : '-'),
        isSortable: true,
      },
      price,
    ];
  if (kind === 'package')
    return [
      price,
      {
        key: 'number_of_visit',
        header: t('catalogue.columns.numberOfVisit'),
        cell: (row) => ('number_of_visit' in row ? String(row.number_of_visit) : '-'),
        isSortable: true,
      },
      {
        key: 'items',
        header: t('catalogue.columns.items'),
        cell: (row) => ('items' in row ? row.items.map((item) => item.name).join(', ') : '-'),
        maxWidth: '16rem',
      },
    ];
  return [
    {
      key: 'type',
      header: t('fields.categoryType'),
      cell: (row) => ('type' in row ? t(`payments.itemType.${row.type}`) : '-'),
    },
  ];
}

/**
 * Spec 2 §2.8: one list of the clinic's price list (categories, items or packages), paged and
 * sortable; the owner adds, edits and deletes (with confirmation), everyone else reads.
 */
export default function CatalogueListPage({ kind }: { kind: CatalogueKind }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { mutate } = useSWRConfig();
  const { role } = useAppSession();
  const businessId = useClinicId();
  const [query, setQuery] = useState<TableQuery>(() => initialTableQuery());
  const list = useCatalogueList(kind, businessId, query);
  const [toDelete, setToDelete] = useState<AnyRow | null>(null);
  const owner = isOwner(role);

  const remove = async (row: AnyRow) => {
    try {
      await deleteCatalogueRow(kind, row.id);
      toast.success(t('catalogue.toast.deleted'));
      await revalidateCatalogue(mutate);
    } catch (e) {
      // A 409 says what still needs the row (its items, the packages holding it).
      toast.error(errorText(e));
    }
  };

  const columns: DataTableColumn<AnyRow>[] = [
    {
      key: 'name',
      header: t('catalogue.columns.name'),
      cell: (row) => (
        <Link
          href={cataloguePaths.detail(kind, row.id)}
          aria-label={t('catalogue.actions.detailFor', { name: row.name })}
        >
          {row.name}
        </Link>
      ),
      isRowHeader: true,
      isSortable: true,
      minWidth: '9rem',
    },
    ...extraColumns(kind, t),
  ];

  return (
    <div className={layout.pageBody}>
      <PageHeader
        title={t(`catalogue.${kind}.listTitle`)}
        description={t(`catalogue.${kind}.listSubtitle`)}
        actions={
          owner ? (
            <Button href={cataloguePaths.add(kind)}>{t(`catalogue.${kind}.add`)}</Button>
          ) : null
        }
      />
      <ListCard
        list={list}
        retryLabel={t('catalogue.actions.retry')}
        aria-label={t(`catalogue.${kind}.tableLabel`)}
        columns={columns}
        rows={list.data?.rows ?? []}
        getRowKey={(row) => row.id}
        sort={query.sort}
        onSortChange={(sort) => setQuery({ ...query, sort, page: 0 })}
        emptyState={<EmptyState title={t(`catalogue.${kind}.empty`)} />}
        stickyActions
        rowActions={
          owner
            ? (row) => (
                <div className={css.rowActions}>
                  <Button
                    size="sm"
                    variant="secondary"
                    href={cataloguePaths.edit(kind, row.id)}
                    aria-label={t('catalogue.actions.editFor', { name: row.name })}
                  >
                    {t('catalogue.actions.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    onPress={() => setToDelete(row)}
                    aria-label={t('catalogue.actions.deleteFor', { name: row.name })}
                  >
                    {t('catalogue.actions.delete')}
                  </Button>
                </div>
              )
            : undefined
        }
        pagination={{
          query: query,
          onQueryChange: setQuery,
          totalCount: list.data?.total ?? 0,
        }}
      />
      <ConfirmDialog
        kind="delete"
        isOpen={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        onConfirm={() => (toDelete ? remove(toDelete) : undefined)}
      />
    </div>
  );
}
