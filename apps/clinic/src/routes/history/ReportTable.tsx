import { useTranslation } from 'react-i18next';
import type { SWRResponse } from 'swr';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { DataTable, type DataTableProps } from '@praktik/ui/DataTable';
import { EmptyState } from '@praktik/ui/EmptyState';
import { Pagination } from '@praktik/ui/Pagination';
import { useErrorText } from '../../app/use-error-text';
import type { Page } from '../../api/list-page';
import type { ReportKind } from '../../api/visit-reports';
import { ReportFilters } from './ReportFilters';
import type { ReportFilter } from './use-report-filter';
import * as css from '../../app/layout.css';
import * as styles from './history.css';
import { registerPageTexts } from '../../intl/page-texts';
import historyTexts from './history.page-texts.json';

registerPageTexts(historyTexts);

/** Where each report keeps its table's words in history.texts.json. */
const TEXTS: Record<ReportKind, string> = { history: 'history.visits', report: 'history.report' };

type ReportTableProps<T> = {
  kind: ReportKind;
  filter: ReportFilter;
  list: SWRResponse<Page<T>>;
} & Pick<DataTableProps<T>, 'columns' | 'getRowKey' | 'onRowAction' | 'rowActions'>;

/**
 * The body both reports share (spec 1 §2.13-2.14): their filters, the sortable table with its
 * loading, error (retry) and empty states, and the pagination under it.
 */
export function ReportTable<T>({
  kind,
  filter,
  list,
  columns,
  getRowKey,
  onRowAction,
  rowActions,
}: ReportTableProps<T>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const texts = TEXTS[kind];

  return (
    <div className={styles.listPage}>
      <Card>
        <div className={css.stack}>
          <ReportFilters kind={kind} filter={filter} />
          <DataTable
            aria-label={t(`${texts}.tableLabel`)}
            columns={columns}
            rows={list.data?.rows ?? []}
            getRowKey={getRowKey}
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
              <EmptyState title={t(`${texts}.emptyTitle`)} text={t(`${texts}.emptyText`)} />
            }
            {...(onRowAction ? { onRowAction } : {})}
            {...(rowActions ? { rowActions } : {})}
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
