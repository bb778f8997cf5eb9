import { useId, useState, type ReactNode } from 'react';
import { Select as AriaSelect, type Key } from 'react-aria-components';
import { ARIA_LOCALE } from '../../intl/strings';
import { useUiStrings } from '../../intl/ui-strings-context';
import { SelectListPopover, SelectTrigger } from '../Select/SelectParts';
import * as styles from './DateRangeFilter.css';
import dateRangeFilterStrings from './dateRangeFilter.strings.json';

export interface PeriodPickerProps {
  label: ReactNode;
  /** 'month' shows a month and a year choice; 'year' only a year choice. */
  granularity: 'month' | 'year';
  /** A YYYY-MM-DD date inside the chosen period, or null. */
  value: string | null;
  /** The first day of the chosen month or year once every part is chosen. */
  onChange: (iso: string) => void;
  /** YYYY-MM-DD: months and years wholly before it cannot be chosen. */
  minValue?: string | null;
  years: readonly number[];
  isDisabled?: boolean;
}

interface Parts {
  month: number | null;
  year: number | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

function partsOf(iso: string | null): Parts {
  if (!iso) return { month: null, year: null };
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) };
}

function PartSelect({
  name,
  items,
  selected,
  onSelect,
  isDisabled,
  labelledBy,
  className = styles.part,
}: {
  name: string;
  items: readonly { id: number; label: string; isDisabled: boolean }[];
  selected: number | null;
  onSelect: (id: number) => void;
  isDisabled?: boolean;
  labelledBy: string;
  className?: string;
}) {
  const partId = useId();
  return (
    <AriaSelect
      aria-labelledby={`${labelledBy} ${partId}`}
      value={selected}
      onChange={(key: Key | null) => {
        if (key !== null) onSelect(Number(key));
      }}
      placeholder={name}
      isDisabled={isDisabled}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
      className={className}
    >
      <span id={partId} hidden>
        {name}
      </span>
      <SelectTrigger>
        {({ isPlaceholder, selectedText }) => (isPlaceholder ? name : selectedText)}
      </SelectTrigger>
      <SelectListPopover items={items} />
    </AriaSelect>
  );
}

/**
 * A month (month and year choices) or a year, for the month and year period types: react-aria
 * has no month-only date field. Both choices are keyboard operable listboxes with type-ahead.
 */
export function PeriodPicker({
  label,
  granularity,
  value,
  onChange,
  minValue,
  years,
  isDisabled,
}: PeriodPickerProps) {
  const { locale, t } = useUiStrings(dateRangeFilterStrings);
  const labelId = useId();
  // A month chosen before its year waits here; a whole value lives in `value` only, so a value
  // cleared by the parent (an end before the start) shows as cleared.
  const [partial, setPartial] = useState<Parts>({ month: null, year: null });
  const shown = value ? partsOf(value) : partial;
  const min = partsOf(minValue ?? null);

  const choose = (next: Parts) => {
    const month = granularity === 'year' ? 1 : next.month;
    if (next.year !== null && month !== null) {
      setPartial({ month: null, year: null });
      onChange(`${next.year}-${pad(month)}-01`);
    } else {
      setPartial(next);
    }
  };

  const monthName = new Intl.DateTimeFormat(ARIA_LOCALE[locale], {
    month: 'long',
    timeZone: 'UTC',
  });
  const monthItems = Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    label: monthName.format(Date.UTC(2000, i, 1)),
    isDisabled:
      min.year !== null && min.month !== null && shown.year === min.year && i + 1 < min.month,
  }));
  const yearItems = years.map((year) => ({
    id: year,
    label: String(year),
    isDisabled: min.year !== null && year < min.year,
  }));

  return (
    <div role="group" aria-labelledby={labelId} className={styles.periodField}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.parts}>
        {granularity === 'month' ? (
          <PartSelect
            name={t('dateRangeFilter.monthPart')}
            items={monthItems}
            selected={shown.month}
            onSelect={(month) => choose({ ...shown, month })}
            isDisabled={isDisabled}
            labelledBy={labelId}
            className={styles.monthPart}
          />
        ) : null}
        <PartSelect
          name={t('dateRangeFilter.yearPart')}
          items={yearItems}
          selected={shown.year}
          onSelect={(year) => choose({ ...shown, year })}
          isDisabled={isDisabled}
          labelledBy={labelId}
        />
      </div>
    </div>
  );
}
