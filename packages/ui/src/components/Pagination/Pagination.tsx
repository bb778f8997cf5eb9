import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import {
  PAGE_SIZE_OPTIONS,
  SHOWING_RANGE_TEXT_KEY,
  paginationWindow,
  showingRange,
  totalPages,
} from '@praktik/domain/tables/pagination';
import { useDomainText } from '../../intl/domain-text';
import { useUiStrings } from '../../intl/ui-strings-context';
import { Select } from '../Select/Select';
import * as styles from './Pagination.css';
import paginationStrings from './pagination.strings.json';

export interface PaginationProps {
  /** The current page, zero-based (spec 1 §4). */
  page: number;
  pageSize: number;
  /** Rows in the whole list (all pages). */
  totalCount: number;
  /** A page button was pressed: the zero-based page asked for. */
  onPageChange: (page: number) => void;
  /**
   * A new page size was chosen. The parent resets the page to 0 (domain `withPageSize`).
   * Without it no size choice is shown.
   */
  onPageSizeChange?: (pageSize: number) => void;
  /** @default the domain's PAGE_SIZE_OPTIONS (5, 10, 50, 100) */
  pageSizeOptions?: readonly number[];
  /** Label of the page-size choice. @default the domain's `fields.pageSize` text */
  pageSizeLabel?: ReactNode;
  /** Names the page navigation. @default ui string `pagination.label` */
  'aria-label'?: string;
  /** While a page loads. @default false */
  isDisabled?: boolean;
  className?: string;
}

function ArrowIcon({ kind }: { kind: 'first' | 'previous' | 'next' | 'last' }) {
  const paths = {
    first: 'M17 18l-6-6 6-6M7 6v12',
    previous: 'M15 18l-6-6 6-6',
    next: 'M9 6l6 6-6 6',
    last: 'M7 6l6 6-6 6M17 6v12',
  } as const;
  return (
    <svg
      viewBox="0 0 24 24"
      className={styles.icon}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[kind]} />
    </svg>
  );
}

/**
 * Under a table: "showing x to y of total", the page size, and page buttons in the domain's
 * window (current-2 to current+4 with ellipses; first and last buttons from 20 pages on).
 * Pages are zero-based in and out and shown one-based.
 */
export function Pagination({
  page,
  pageSize,
  totalCount,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  pageSizeLabel,
  isDisabled = false,
  className,
  ...aria
}: PaginationProps) {
  const { t } = useUiStrings(paginationStrings);
  const domainText = useDomainText();
  const pageCount = totalPages(totalCount, pageSize);
  const { items, showFirstLast } = paginationWindow(page, pageCount);
  const range = showingRange(page, pageSize, totalCount);
  const isFirst = page <= 0;
  const isLast = page >= pageCount - 1;

  const go = (target: number) => {
    if (target !== page) onPageChange(target);
  };

  const stepButton = (
    kind: 'first' | 'previous' | 'next' | 'last',
    target: number,
    off: boolean,
  ) => (
    <li>
      <Button
        className={styles.pageButton}
        aria-label={t(`pagination.${kind}`)}
        isDisabled={isDisabled || off}
        onPress={() => go(target)}
      >
        <ArrowIcon kind={kind} />
      </Button>
    </li>
  );

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.summary}>
        <p className={styles.showing} role="status">
          {domainText(SHOWING_RANGE_TEXT_KEY, { ...range })}
        </p>
        {onPageSizeChange ? (
          <Select
            className={styles.sizeSelect}
            label={pageSizeLabel ?? domainText('fields.pageSize')}
            items={pageSizeOptions.map((size) => ({ id: String(size), label: String(size) }))}
            selectedKey={String(pageSize)}
            isDisabled={isDisabled}
            onSelectionChange={(key) => {
              const size = Number(key);
              if (key !== null && size !== pageSize) onPageSizeChange(size);
            }}
          />
        ) : null}
      </div>
      {pageCount > 0 ? (
        <nav aria-label={aria['aria-label'] ?? t('pagination.label')}>
          <ul className={styles.list}>
            {showFirstLast && stepButton('first', 0, isFirst)}
            {stepButton('previous', page - 1, isFirst)}
            {items.map((item) =>
              item.kind === 'ellipsis' ? (
                <li
                  key={`ellipsis-${item.position}`}
                  className={styles.ellipsis}
                  aria-hidden="true"
                >
                  …
                </li>
              ) : (
                <li key={item.page}>
                  <Button
                    className={styles.pageButton}
                    aria-label={t('pagination.page', { page: item.page + 1 })}
                    aria-current={item.page === page ? 'page' : undefined}
                    isDisabled={isDisabled}
                    onPress={() => go(item.page)}
                  >
                    {item.page + 1}
                  </Button>
                </li>
              ),
            )}
            {stepButton('next', page + 1, isLast)}
            {showFirstLast && stepButton('last', pageCount - 1, isLast)}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
