import type { ReactNode } from 'react';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { DataTable, type DataTableProps } from '@praktik/ui/DataTable';
import { Pagination, type PaginationProps } from '@praktik/ui/Pagination';
import { useErrorText } from './use-error-text';
import * as layout from './layout.css';

export interface ListCardProps<Row> extends Omit<
  DataTableProps<Row>,
  'isLoading' | 'errorMessage' | 'errorAction'
> {
  /** The filter above the table. */
  filter: ReactNode;
  /** What stands between the filter and the table (the filter's total). */
  summary?: ReactNode;
  /** The list's answer: the table is busy while it loads, and shows its error with a retry. */
  list: { isLoading: boolean; isValidating: boolean; error?: unknown; mutate: () => unknown };
  retryLabel: string;
  pagination: PaginationProps;
}

/** A list page's card: its filter, the page of rows (loading, failed with a retry, empty), paging. */
export function ListCard<Row>({
  filter,
  summary,
  list,
  retryLabel,
  pagination,
  ...table
}: ListCardProps<Row>) {
  const errorText = useErrorText();
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
        <Pagination {...pagination} />
      </div>
    </Card>
  );
}
