import { useState, type ReactNode } from 'react';
import { PERIOD_TYPES, PERIOD_TYPE_LABEL_KEYS, isPeriodType } from '@praktik/domain/dates/period';
import {
  canSearch,
  changeFrom,
  changePeriodType,
  changeTo,
  earliestTo,
  type DateRangeFilter as DateRangeFilterValue,
} from '@praktik/domain/dates/date-range-filter';
import { useDomainText } from '../../intl/domain-text';
import { useUiStrings } from '../../intl/ui-strings-context';
import { Button } from '../Button/Button';
import { DatePicker } from '../DatePicker/DatePicker';
import { Select } from '../Select/Select';
import { PeriodPicker } from './PeriodPicker';
import * as styles from './DateRangeFilter.css';
import { mergeUiStrings } from '../../intl/strings';
import filterBarStrings from '../FilterBar/filterBar.strings.json';
import dateRangeFilterStrings from './dateRangeFilter.strings.json';

const strings = mergeUiStrings(filterBarStrings, dateRangeFilterStrings);

export interface DateRangeFilterProps {
  /** Controlled filter (the domain's DateRangeFilter: period type, from, to as YYYY-MM-DD). */
  value?: DateRangeFilterValue;
  /** Uncontrolled initial filter; pages start from the domain's `defaultDateRangeFilter(today)`. */
  defaultValue?: DateRangeFilterValue;
  /** Every change, after the domain's rules (a start after the end clears the end, …). */
  onChange?: (filter: DateRangeFilterValue) => void;
  /** Shows a Search button, enabled once both dates are set (domain `canSearch`). */
  onSearch?: (filter: DateRangeFilterValue) => void;
  /** @default ui string `filterBar.search` */
  searchLabel?: string;
  /** @default ui string `dateRangeFilter.periodType` ("Cari berdasarkan") */
  periodTypeLabel?: ReactNode;
  /** @default the domain's `fields.dateFrom` */
  fromLabel?: ReactNode;
  /** @default the domain's `fields.dateTo` */
  toLabel?: ReactNode;
  /** Years the month and year pickers offer. @default ten years back to next year */
  minYear?: number;
  maxYear?: number;
  /** @default false */
  isDisabled?: boolean;
  className?: string;
}

const EMPTY: DateRangeFilterValue = { periodType: 'day', from: null, to: null };

function yearRange(min: number, max: number, filter: DateRangeFilterValue): number[] {
  const inFilter = [filter.from, filter.to]
    .filter((iso): iso is string => iso !== null)
    .map((iso) => Number(iso.slice(0, 4)));
  const first = Math.min(min, ...inFilter);
  const last = Math.max(max, ...inFilter);
  return Array.from({ length: last - first + 1 }, (_, i) => last - i);
}

/**
 * The history and report period filter (spec 1 §2.13, spec 2 §2.6): a period type (Harian,
 * Bulanan, Tahunan), a start and an end. Days use the DatePicker; months and years use a month
 * and year choice. Every rule (clearing, first and last days, the earliest end) is the domain's.
 */
export function DateRangeFilter({
  value,
  defaultValue,
  onChange,
  onSearch,
  searchLabel,
  periodTypeLabel,
  fromLabel,
  toLabel,
  minYear,
  maxYear,
  isDisabled = false,
  className,
}: DateRangeFilterProps) {
  const { t } = useUiStrings(strings);
  const domainText = useDomainText();
  const [inner, setInner] = useState<DateRangeFilterValue>(defaultValue ?? EMPTY);
  const filter = value ?? inner;

  const update = (next: DateRangeFilterValue) => {
    if (next === filter) return;
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  // The clock only sets which years the month and year pickers list, never a rule.
  const [thisYear] = useState(() => new Date().getFullYear());
  const years = yearRange(minYear ?? thisYear - 10, maxYear ?? thisYear + 1, filter);
  const earliest = earliestTo(filter);
  const from = fromLabel ?? domainText('fields.dateFrom');
  const to = toLabel ?? domainText('fields.dateTo');

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <Select
        label={periodTypeLabel ?? t('dateRangeFilter.periodType')}
        items={PERIOD_TYPES.map((type) => ({
          id: type,
          label: domainText(PERIOD_TYPE_LABEL_KEYS[type]),
        }))}
        selectedKey={filter.periodType}
        onSelectionChange={(key) => {
          if (isPeriodType(key)) update(changePeriodType(filter, key));
        }}
        isDisabled={isDisabled}
      />
      {filter.periodType === 'day' ? (
        <>
          <DatePicker
            label={from}
            value={filter.from}
            onChange={(iso) => update(changeFrom(filter, iso))}
            isDisabled={isDisabled}
          />
          <DatePicker
            label={to}
            value={filter.to}
            minValue={earliest ?? undefined}
            // An end still to choose opens on the start's month, not today's.
            placeholderValue={earliest ?? undefined}
            onChange={(iso) => update(changeTo(filter, iso))}
            isDisabled={isDisabled}
          />
        </>
      ) : (
        <>
          <PeriodPicker
            key={`from-${filter.periodType}`}
            label={from}
            granularity={filter.periodType}
            value={filter.from}
            onChange={(iso) => update(changeFrom(filter, iso))}
            years={years}
            isDisabled={isDisabled}
          />
          <PeriodPicker
            key={`to-${filter.periodType}`}
            label={to}
            granularity={filter.periodType}
            value={filter.to}
            minValue={earliest}
            onChange={(iso) => update(changeTo(filter, iso))}
            years={years}
            isDisabled={isDisabled}
          />
        </>
      )}
      {onSearch ? (
        <div className={styles.search}>
          <Button isDisabled={isDisabled || !canSearch(filter)} onPress={() => onSearch(filter)}>
            {searchLabel ?? t('filterBar.search')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
