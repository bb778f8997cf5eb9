import { useId, useMemo } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { addIsoDays } from '@praktik/domain/dates/iso-day';
import { formatLongDate } from '@praktik/domain/dates/long-date';
import { minutesToHourMinute, timeToMinutes } from '@praktik/domain/slots/time-of-day';
import { weekdayLabelKey, weekdayOf } from '@praktik/domain/slots/weekdays';
import { useDomainText } from '../../intl/domain-text';
import { useUiStrings } from '../../intl/ui-strings-context';
import type { AgendaListService } from '../AgendaList/agenda-list-options';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Select } from '../Select/Select';
import { Spinner } from '../Spinner/Spinner';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import type {
  WeekAgendaDay,
  WeekAgendaPractitioner,
  WeekAgendaReservation,
} from './week-agenda-options';
import * as styles from './WeekAgenda.css';
import { mergeUiStrings } from '../../intl/strings';
import weeklyScheduleStrings from '../WeeklyScheduleEditor/weeklySchedule.strings.json';
import agendaStrings from '../AgendaList/agenda.strings.json';
import weekAgendaStrings from './weekAgenda.strings.json';

const strings = mergeUiStrings(weeklyScheduleStrings, agendaStrings, weekAgendaStrings);

export interface WeekAgendaProps {
  /** The day chosen, 'YYYY-MM-DD': the week shown holds it; the week buttons move it by seven. */
  date: string;
  /** The clinic's today, 'YYYY-MM-DD': its column is marked and "this week" goes to it. */
  today: string;
  /** The practitioner's seven days, Monday to Sunday (empty while loading). */
  days: readonly WeekAgendaDay[];
  /** The practitioners the picker offers (by name); with one or none there is no picker. */
  practitioners: readonly WeekAgendaPractitioner[];
  /** Whose week is shown. */
  practitionerId: string | null;
  /** The picker chose another practitioner. */
  onPractitionerChange?: (practitionerId: string) => void;
  /** Names the reservations' `serviceId`; an unknown id shows no service. @default [] */
  services?: readonly AgendaListService[];
  /** Another week asked for: the chosen date moved by a week, or today. */
  onDateChange?: (date: string) => void;
  /** A day's heading was pressed: show that day. */
  onOpenDay?: (date: string) => void;
  /** A card was pressed. */
  onOpenReservation?: (reservationId: string) => void;
  /** Shows a spinner instead of the days. @default false */
  isLoading?: boolean;
  className?: string;
}

const hourMinute = (time: string) => minutesToHourMinute(timeToMinutes(time) ?? 0);

/** The day's working hours as "09:00–12:00, 16:00–20:00". */
const hoursOf = (scheduled: NonNullable<WeekAgendaDay['scheduled']>) =>
  scheduled
    .map((span) => `${minutesToHourMinute(span.start)}–${minutesToHourMinute(span.end)}`)
    .join(', ');

/**
 * One practitioner's week, Monday to Sunday: a column per day, headed by a button that opens the
 * day, with the hours worked (a day off shaded and named) and the reservations by time, each a
 * card with its time, patient, service and status (the day views' colours and words) that opens
 * the reservation. Week buttons (previous, this week, next) and a practitioner picker above.
 * Narrower than 720 px the days are a list, one under another.
 */
export function WeekAgenda({
  date,
  today,
  days,
  practitioners,
  practitionerId,
  onPractitionerChange,
  services = [],
  onDateChange,
  onOpenDay,
  onOpenReservation,
  isLoading = false,
  className,
}: WeekAgendaProps) {
  const { t, locale } = useUiStrings(strings);
  const text = useDomainText();
  const headingId = useId();
  const openDayHintId = useId();
  const serviceNames = useMemo(
    () => new Map(services.map((service) => [service.id, service.name])),
    [services],
  );
  const practitioner = practitioners.find((p) => p.id === practitionerId) ?? null;
  const isThisWeek = days.some((day) => day.date === today);
  const from = days[0]?.date;
  const to = days.at(-1)?.date;
  const range =
    from && to
      ? t('weekAgenda.range', {
          from: formatLongDate(from, locale) ?? from,
          to: formatLongDate(to, locale) ?? to,
        })
      : '';
  const total = days.reduce((sum, day) => sum + day.reservations.length, 0);

  const card = (reservation: WeekAgendaReservation) => {
    const service = reservation.serviceId ? serviceNames.get(reservation.serviceId) : undefined;
    return (
      <li key={reservation.id}>
        <AriaButton
          className={[
            styles.card,
            reservation.transferredTo
              ? styles.cardTransferred
              : styles.cardTone[reservation.status],
          ].join(' ')}
          data-no-show={reservation.noShow || undefined}
          onPress={() => onOpenReservation?.(reservation.id)}
        >
          {/* The spaces keep the parts apart in the button's name; the flex layout drops them. */}
          <span className={styles.patient}>{reservation.patientName}</span>{' '}
          <span className={styles.time}>
            {reservation.end
              ? `${hourMinute(reservation.start)}–${hourMinute(reservation.end)}`
              : hourMinute(reservation.start)}
          </span>{' '}
          {service ? <span className={styles.meta}>{service} </span> : null}
          <span className={styles.status}>
            {reservation.transferredTo ? (
              // Not "Selesai": the patient was seen by whom they were moved to.
              <span className={styles.note}>
                {t('agenda.transferred', { doctor: reservation.transferredTo })}
              </span>
            ) : (
              <StatusBadge status={reservation.status} />
            )}
            {reservation.noShow ? <span className={styles.note}>{t('agenda.noShow')}</span> : null}
            {reservation.unconfirmed ? (
              <span className={styles.note}>{t('agenda.unconfirmed')}</span>
            ) : null}
          </span>
        </AriaButton>
      </li>
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={isLoading || undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div className={styles.toolbar}>
        <div className={styles.nav} role="group" aria-label={t('weekAgenda.weekNav')}>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('weekAgenda.previousWeek')}
            onPress={() => onDateChange?.(addIsoDays(date, -7))}
          >
            ‹
          </Button>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={isThisWeek}
            // Pressing it disables it: the focus stays on it instead of falling to the page.
            isFocusableWhenDisabled
            onPress={() => onDateChange?.(today)}
          >
            {t('weekAgenda.thisWeek')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('weekAgenda.nextWeek')}
            onPress={() => onDateChange?.(addIsoDays(date, 7))}
          >
            ›
          </Button>
        </div>
        <h2 id={headingId} className={styles.heading}>
          {practitioner
            ? t('weekAgenda.label', { doctor: practitioner.name, range })
            : range || t('weekAgenda.title')}
        </h2>
        {practitioners.length > 1 ? (
          <Select
            label={t('agenda.doctorPicker')}
            items={practitioners.map((p) => ({ id: p.id, label: p.name }))}
            selectedKey={practitionerId}
            onSelectionChange={(key) => {
              if (key !== null) onPractitionerChange?.(key);
            }}
            className={styles.picker}
          />
        ) : null}
      </div>
      <p role="status" className={styles.count}>
        {isLoading || practitionerId === null ? '' : t('weekAgenda.count', { count: total })}
      </p>
      <p id={openDayHintId} hidden>
        {t('weekAgenda.openDay')}
      </p>
      {practitionerId === null && !isLoading ? (
        <EmptyState
          icon="calendar"
          title={t('weekAgenda.noPractitionersTitle')}
          text={t('weekAgenda.noPractitionersText')}
        />
      ) : isLoading ? (
        <div className={styles.loading}>
          <Spinner showLabel />
        </div>
      ) : (
        <ol className={styles.days}>
          {days.map((day) => {
            const dayHeadingId = `${headingId}-${day.date}`;
            const isDayOff = day.scheduled !== undefined && day.scheduled.length === 0;
            const isToday = day.date === today;
            return (
              <li
                key={day.date}
                className={styles.day}
                aria-labelledby={dayHeadingId}
                data-day-off={isDayOff || undefined}
                data-today={isToday || undefined}
              >
                <h3 id={dayHeadingId} className={styles.dayHeading}>
                  <AriaButton
                    className={styles.dayButton}
                    aria-describedby={openDayHintId}
                    aria-current={isToday ? 'date' : undefined}
                    onPress={() => onOpenDay?.(day.date)}
                  >
                    <span>{text(weekdayLabelKey(weekdayOf(day.date)))}</span>{' '}
                    <span className={styles.date}>{formatLongDate(day.date, locale)}</span>
                  </AriaButton>
                </h3>
                {isToday ? <p className={styles.todayMark}>{t('weekAgenda.today')}</p> : null}
                {day.scheduled === undefined ? null : (
                  <p className={styles.hours}>
                    {isDayOff ? t('weeklySchedule.dayOff') : hoursOf(day.scheduled)}
                  </p>
                )}
                {day.reservations.length === 0 ? (
                  <p className={styles.none}>{t('weekAgenda.noReservations')}</p>
                ) : (
                  <ul className={styles.cards}>{day.reservations.map(card)}</ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
