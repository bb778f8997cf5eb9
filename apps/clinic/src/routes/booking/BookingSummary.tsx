import { useTranslation } from 'react-i18next';
import { bookingDetails } from '@praktik/domain/reservations/booking-mail';
import { bookingMailTexts } from '@praktik/domain/reservations/booking-mail.texts';
import type { Locale } from '../../intl/locale';
import { bookingMailInputOf, type BookingMailReservation } from './booking-mail-input';
import * as css from './booking.css';
import { registerPageTexts } from '../../intl/page-texts';

// A booking's rows are the mail's: its words come with the pages that show them.
registerPageTexts(bookingMailTexts);

export interface BookingSummaryProps {
  reservation: BookingMailReservation;
  locale: Locale;
}

/**
 * A booking's rows on its pages (success, cancel, confirm): the mail's rows, status included,
 * without the mail's greeting and notes (a page is not the mail).
 */
export function BookingSummary({ reservation, locale }: BookingSummaryProps) {
  const { t } = useTranslation();
  const rows = bookingDetails(
    { ...bookingMailInputOf(reservation, locale), kind: 'booked' },
    (key, options) => t(key, options ?? {}),
  );
  return (
    <dl className={css.details}>
      {rows.map(({ label, value }) => (
        <div key={label} className={css.detailRow}>
          <dt className={css.term}>{label}</dt>
          <dd className={css.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
