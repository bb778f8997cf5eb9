import { useId, useMemo, type ReactNode } from 'react';
import { formatLongDate } from '@praktik/domain/dates/long-date';
import type { DaySlot } from '@praktik/domain/slots/available-slots';
import { groupByPartOfDay } from '@praktik/domain/slots/part-of-day';
import { minutesToHourMinute, timeToMinutes } from '@praktik/domain/slots/time-of-day';
import { weekdayLabelKey, weekdayOf } from '@praktik/domain/slots/weekdays';
import { useDomainText } from '../../intl/domain-text';
import { useUiStrings } from '../../intl/ui-strings-context';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './WeekSlotsPreview.css';
import weekSlotsPreviewStrings from './weekSlotsPreview.strings.json';

export interface WeekSlotsPreviewDay {
  /** 'YYYY-MM-DD' in the clinic's zone. */
  date: string;
  /** The day's slots of the visit duration, as the server computes them for booking. */
  slots: readonly DaySlot[];
}

export interface WeekSlotsPreviewProps {
  /** The days to show, in order (the schedule screen asks for seven from the week's first day). */
  days: readonly WeekSlotsPreviewDay[];
  /** The slots are being fetched. @default false */
  isLoading?: boolean;
  /** @default ui string `weekSlotsPreview.label` ("Slot yang bisa dipesan") */
  label?: string;
  /** Controls beside the heading, e.g. buttons that move to another week. */
  actions?: ReactNode;
  id?: string;
  className?: string;
}

const hourMinute = (time: string) => minutesToHourMinute(timeToMinutes(time) ?? 0);

/**
 * What patients will be offered: each day's bookable slots under part-of-day headings (the domain's
 * `groupByPartOfDay`), read-only. Slots that cannot be booked (past, booked) are left out: this
 * shows the offer, not the timetable.
 */
export function WeekSlotsPreview({
  days,
  isLoading = false,
  label,
  actions,
  id,
  className,
}: WeekSlotsPreviewProps) {
  const { t, locale } = useUiStrings(weekSlotsPreviewStrings);
  const text = useDomainText();
  const headingId = useId();
  const shown = useMemo(
    () =>
      days.map((day) => {
        const bookable = day.slots.filter((slot) => slot.isAvailable);
        return { date: day.date, count: bookable.length, groups: groupByPartOfDay(bookable) };
      }),
    [days],
  );

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      aria-busy={isLoading || undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {label ?? t('weekSlotsPreview.label')}
        </h2>
        {actions}
      </div>
      {isLoading ? (
        <div className={styles.loading}>
          <Spinner label={t('weekSlotsPreview.loading')} showLabel />
        </div>
      ) : (
        <ul className={styles.days}>
          {shown.map((day) => {
            const dayHeadingId = `${headingId}-${day.date}`;
            return (
              <li key={day.date} className={styles.day} aria-labelledby={dayHeadingId}>
                <h3 id={dayHeadingId} className={styles.dayHeading}>
                  <span>{text(weekdayLabelKey(weekdayOf(day.date)))}</span>
                  <span className={styles.date}>{formatLongDate(day.date, locale)}</span>
                </h3>
                <p className={styles.count}>
                  {day.count === 0
                    ? t('weekSlotsPreview.noSlots')
                    : t('weekSlotsPreview.slotCount', { count: day.count })}
                </p>
                {day.groups.map((group) => (
                  <div key={group.part} className={styles.part}>
                    <p className={styles.partName}>{text(group.labelKey)}</p>
                    <ul className={styles.slots} aria-label={text(group.labelKey)}>
                      {group.slots.map((slot) => (
                        <li key={slot.start} className={styles.slot}>
                          {hourMinute(slot.start)}–{hourMinute(slot.end)}
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
