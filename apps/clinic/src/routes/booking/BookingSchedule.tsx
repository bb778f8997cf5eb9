import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WEEK_HEADER_DAYS,
  canShowNextWeek,
  canShowPreviousWeek,
  shiftWeek,
  weekHeader,
} from '@praktik/domain/slots/booking-window';
import { withOwnTimeFree } from '@praktik/domain/reservations/own-time-free';
import type { SlotSelection } from '@praktik/domain/slots/slot-selection';
import { clinicClock } from '@praktik/domain/slots/time-of-day';
import {
  DEFAULT_RESERVATION_DURATION,
  type VisitDuration,
} from '@praktik/domain/slots/visit-durations';
import { Button } from '@praktik/ui/Button';
import { Icon } from '@praktik/ui/Icon';
import { RadioGroup } from '@praktik/ui/RadioGroup';
import { SlotPicker } from '@praktik/ui/SlotPicker';
import { Text } from '@praktik/ui/Text';
import { useErrorText } from '../../app/use-error-text';
import { usePublicWeekSlots } from '../../api/public-booking';
import { isLocale, DEFAULT_LOCALE } from '../../intl/locale';
import { headerDayText, visitDateText } from './booking-format';
import * as css from './booking.css';
import { registerPageTexts } from '../../intl/page-texts';
import bookingTexts from './booking.page-texts.json';

registerPageTexts(bookingTexts);

export interface BookingScheduleProps {
  clinicId: string;
  /** null until a doctor is chosen: the picker then asks for one. */
  doctorId: string | null;
  /** The clinic's today ('YYYY-MM-DD'): the booking window starts here. */
  today: string;
  date: string;
  onDateChange: (date: string) => void;
  selected: readonly string[];
  onSelectedChange: (selected: SlotSelection) => void;
  errorMessage?: string;
  /** A fixed visit length (a change of time keeps the booking's); else the patient chooses. */
  duration?: VisitDuration;
  /**
   * A change of time: the booking's own time ('HH:mm:ss'), offered again on its day, since the
   * move gives it up (a shift by a quarter hour may overlap it).
   */
  ownTime?: { date: string; start: string; end: string };
}

/**
 * The week header (from today to three months ahead: the domain's booking window) and the chosen
 * day's slot picker, 15 minutes a click by default. One request per shown week and doctor.
 */
export function BookingSchedule({
  clinicId,
  doctorId,
  today,
  date,
  onDateChange,
  selected,
  onSelectedChange,
  errorMessage,
  duration,
  ownTime,
}: BookingScheduleProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
  const [firstDay, setFirstDay] = useState(today);
  const days = weekHeader(firstDay, today);
  const week = usePublicWeekSlots(
    doctorId ? { clinicId, doctorId, firstDay, days: WEEK_HEADER_DAYS } : null,
  );
  const daySlots = week.data?.find((day) => day.date === date)?.slots ?? [];
  const slots = ownTime
    ? withOwnTimeFree(daySlots, ownTime, date, clinicClock(new Date()))
    : daySlots;

  function moveWeek(weeks: number) {
    const next = shiftWeek(firstDay, weeks);
    setFirstDay(next);
    const firstBookable = weekHeader(next, today).find((day) => day.isBookable);
    if (firstBookable) onDateChange(firstBookable.date);
  }

  return (
    <div className={css.stack}>
      <div className={css.weekNav}>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('booking.reserve.previousWeek')}
          isDisabled={!canShowPreviousWeek(firstDay, today)}
          onPress={() => moveWeek(-1)}
        >
          <Icon name="chevronLeft" size={18} />
        </Button>
        <Text variant="strong">
          {t('booking.reserve.week', {
            from: headerDayText(days[0]!.date, locale).day,
            to: headerDayText(days[days.length - 1]!.date, locale).day,
          })}
        </Text>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('booking.reserve.nextWeek')}
          isDisabled={!canShowNextWeek(firstDay, today)}
          onPress={() => moveWeek(1)}
        >
          <Icon name="chevronRight" size={18} />
        </Button>
      </div>
      <RadioGroup
        label={t('booking.reserve.day')}
        orientation="horizontal"
        value={date}
        onChange={onDateChange}
        items={days.map((day) => {
          const text = headerDayText(day.date, locale);
          return {
            id: day.date,
            label: `${text.weekday} ${text.day}`,
            isDisabled: !day.isBookable,
          };
        })}
        description={visitDateText(date, locale)}
      />
      {week.error ? <Text variant="muted">{errorText(week.error)}</Text> : null}
      <SlotPicker
        slots={slots}
        hasDoctor={!!doctorId}
        isLoading={!!doctorId && !week.data}
        value={selected}
        onChange={onSelectedChange}
        defaultDuration={DEFAULT_RESERVATION_DURATION}
        duration={duration}
        showDurationControl={duration === undefined}
        isRequired
        errorMessage={errorMessage}
      />
    </div>
  );
}
