import type { ReactNode } from 'react';
import { withPage, withPageSize, type TableQuery } from '@praktik/domain/tables/table-query';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { DataTable, type DataTableProps } from '@praktik/ui/DataTable';
import { Pagination, type PaginationProps } from '@praktik/ui/Pagination';
import { useErrorText } from './use-error-text';
import * as layout from './layout.css';

/**
 * The paging of a list whose state is the domain's table query: another page keeps the rest, a
 * new size goes back to the first page, and the pager waits while the list loads.
 */
export interface TableQueryPaging<Q extends TableQuery> {
  query: Q;
  onQueryChange: (next: Q) => void;
  totalCount: number;
}

export interface ListCardProps<Row, Q extends TableQuery> extends Omit<
  DataTableProps<Row>,
  'isLoading' | 'errorMessage' | 'errorAction'
> {
  /** The filter above the table, if the list has one. */
  filter?: ReactNode;
  /** What stands between the filter and the table (the filter's total). */
  summary?: ReactNode;
  /** The list's answer: the table is busy while it loads, and shows its error with a retry. */
  list: { isLoading: boolean; isValidating: boolean; error?: unknown; mutate: () => unknown };
  retryLabel: string;
  /** The pager's own props, or the table query it pages. */
  pagination: PaginationProps | TableQueryPaging<Q>;
}

/** A list page's card: its filter, the page of rows (loading, failed with a retry, empty), paging. */
export function ListCard<Row, Q extends TableQuery = TableQuery>({
  filter,
  summary,
  list,
  retryLabel,
  pagination,
  ...table
}: ListCardProps<Row, Q>) {
  const errorText = useErrorText();
  const pager: PaginationProps =
    'query' in pagination
      ? {
          page: pagination.query.page,
          pageSize: pagination.query.size,
          totalCount: pagination.totalCount,
          onPageChange: (page) => pagination.onQueryChange(withPage(pagination.query, page)),
          onPageSizeChange: (size) =>
            pagination.onQueryChange(withPageSize(pagination.query, size)),
          isDisabled: list.isLoading,
        }
      : pagination;
  return (
    <Card>
      <div className={layout.stack}>
        {filter}
        {summary}
        <DataTable
          {...table}
          isLoading={list.isLoading || list.isValidating}
          errorMessage={list.error ? errorText(list.error) : undefined}
          errorAction={
            <Button variant="secondary" onPress={() => void list.mutate()}>
              {retryLabel}
            </Button>
          }
        />
        <Pagination {...pager} />
      </div>
    </Card>
  );
}
