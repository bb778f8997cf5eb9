import type { FocusEvent, ReactNode } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
} from 'react-aria-components';
import { useUiStrings } from '../../intl/ui-strings-context';
import { FieldHelp, FieldLabel, invalidFrom } from '../Field/FieldParts';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../Field/icons';
import { fromIso, toIso } from './iso-date';
import * as styles from './DatePicker.css';
import datePickerStrings from './datePicker.strings.json';

export interface DatePickerProps {
  label: ReactNode;
  /** Controlled value, 'YYYY-MM-DD' (null = empty). */
  value?: string | null;
  /** Uncontrolled initial value, 'YYYY-MM-DD'. */
  defaultValue?: string | null;
  /** Called with 'YYYY-MM-DD', or null when cleared or incomplete. */
  onChange?: (iso: string | null) => void;
  /** Earliest date allowed, 'YYYY-MM-DD'. */
  minValue?: string;
  /** Latest date allowed, 'YYYY-MM-DD'. */
  maxValue?: string;
  /** While the field is empty, the month its calendar opens on, 'YYYY-MM-DD'. @default today */
  placeholderValue?: string;
  name?: string;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** @default true when errorMessage is given */
  isInvalid?: boolean;
  /** @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** @default false */
  isReadOnly?: boolean;
  onBlur?: (event: FocusEvent<Element>) => void;
  autoFocus?: boolean;
  id?: string;
  className?: string;
}

/**
 * A date typed in segments or picked from a calendar. Both ui locales (id-ID, en-GB) order
 * the segments day/month/year, so it reads DD/MM/YYYY; values go in and out as ISO strings.
 */
export function DatePicker({
  label,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  placeholderValue,
  description,
  errorMessage,
  isInvalid,
  className,
  ...rest
}: DatePickerProps) {
  const { t } = useUiStrings(datePickerStrings);
  return (
    <AriaDatePicker
      {...rest}
      {...(value !== undefined && { value: fromIso(value) })}
      {...(defaultValue !== undefined && { defaultValue: fromIso(defaultValue) })}
      onChange={(date) => onChange?.(toIso(date))}
      minValue={fromIso(minValue)}
      maxValue={fromIso(maxValue)}
      placeholderValue={fromIso(placeholderValue) ?? undefined}
      granularity="day"
      shouldForceLeadingZeros
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Group className={styles.inputGroup}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button className={styles.iconButton} aria-label={t('datePicker.openCalendar')}>
          <CalendarIcon className={styles.icon} />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover} offset={4} placement="bottom start">
        <Dialog className={styles.dialog} aria-label={t('datePicker.calendar')}>
          <Calendar>
            <header className={styles.calendarHeader}>
              <Button
                slot="previous"
                className={styles.iconButton}
                aria-label={t('datePicker.previousMonth')}
              >
                <ChevronLeftIcon className={styles.icon} />
              </Button>
              <Heading className={styles.calendarHeading} />
              <Button
                slot="next"
                className={styles.iconButton}
                aria-label={t('datePicker.nextMonth')}
              >
                <ChevronRightIcon className={styles.icon} />
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
