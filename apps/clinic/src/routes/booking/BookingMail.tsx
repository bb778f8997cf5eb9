import { useTranslation } from 'react-i18next';
import type { Locale } from '../../intl/locale';
import { clockText, visitDateText } from './booking-format';
import * as css from './booking.css';
import { registerPageTexts } from '../../intl/page-texts';
import bookingTexts from './booking.page-texts.json';

registerPageTexts(bookingTexts);

/** What the confirmation mail shows of a booking (a `PublicReservation` fits). */
export interface BookingMailReservation {
  status: string;
  reservation_date: string;
  time_slots: { availability_start: string; availability_end: string };
  doctor_name: string;
  service_name: string | null;
  clinic: { name: string; address: string | null };
  user_name: string;
}

export interface BookingMailProps {
  reservation: BookingMailReservation;
  locale: Locale;
  /** The signed cancel link; the sample shows a dead one. */
  cancelUrl: string;
  /**
   * The mail's confirm link, shown as the mail shows it; left out on pages that show a booking
   * already past it (the confirm page itself, the success page). The sample shows a dead one.
   */
  confirmUrl?: string;
  /** Heading level of the mail's title on the page it is shown in. @default 1 */
  titleLevel?: 1 | 2;
}

/**
 * The confirmation mail's design (spec 1 §2.16, `/template-email`): a header band in the
 * clinic's colour, the greeting, the booking's details, the note on the attached `.ics`, and
 * the confirm and cancel links. The server's mail is written to the same layout and texts.
 */
export function BookingMail({
  reservation,
  locale,
  cancelUrl,
  confirmUrl,
  titleLevel = 1,
}: BookingMailProps) {
  const { t } = useTranslation();
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  const rows: [string, string][] = [
    [t('booking.mail.clinic'), reservation.clinic.name],
    [t('booking.mail.address'), reservation.clinic.address ?? '-'],
    [t('booking.mail.service'), reservation.service_name ?? '-'],
    [t('booking.mail.doctor'), reservation.doctor_name],
    [t('booking.mail.date'), visitDateText(reservation.reservation_date, locale)],
    [
      t('booking.mail.time'),
      t('booking.mail.timeRange', {
        start: clockText(reservation.time_slots.availability_start),
        end: clockText(reservation.time_slots.availability_end),
      }),
    ],
    [
      t('booking.mail.status'),
      t(`booking.mail.statuses.${reservation.status}`, { defaultValue: reservation.status }),
    ],
  ];
  return (
    <article
      className={css.mail}
      aria-label={t('booking.mail.preheader', { clinic: reservation.clinic.name })}
    >
      <header className={css.mailHead}>
        <Title className={css.mailTitle}>{reservation.clinic.name}</Title>
      </header>
      <div className={css.mailBody}>
        <p className={css.mailText}>
          {t('booking.mail.greeting', { name: reservation.user_name })}
        </p>
        <p className={css.mailText}>{t('booking.mail.intro')}</p>
        <dl className={css.details}>
          {rows.map(([term, value]) => (
            <div key={term} className={css.detailRow}>
              <dt className={css.term}>{term}</dt>
              <dd className={css.value}>{value}</dd>
            </div>
          ))}
        </dl>
        {confirmUrl ? (
          <p className={css.mailText}>
            {t('booking.mail.confirmHint')} <a href={confirmUrl}>{t('booking.mail.confirmLink')}</a>
          </p>
        ) : null}
        <p className={css.mailText}>{t('booking.mail.attachment')}</p>
        <p className={css.mailText}>
          {t('booking.mail.cancelHint')} <a href={cancelUrl}>{t('booking.mail.cancelLink')}</a>
        </p>
      </div>
      <footer className={css.mailFoot}>{t('booking.mail.footer')}</footer>
    </article>
  );
}
