import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@praktik/ui/Button';
import { EmptyState } from '@praktik/ui/EmptyState';
import { Heading } from '@praktik/ui/Heading';
import { Icon } from '@praktik/ui/Icon';
import { Spinner } from '@praktik/ui/Spinner';
import { useErrorText } from '../../app/use-error-text';
import { API_BASE } from '../../api/fetcher';
import { reservationIcsUrl, usePublicReservation } from '../../api/public-booking';
import { isLocale, DEFAULT_LOCALE } from '../../intl/locale';
import { BookingLayout } from './BookingLayout';
import { BookingMail } from './BookingMail';
import { BOOKING_PATHS, cancelPath, reservationLinkOf } from './booking-links';
import * as css from './booking.css';

/**
 * `/reservation-success?id=&token=` (spec 1 §2.16): the booking in the style of its mail, with
 * add-to-calendar (the `.ics` download and a Google Calendar link) and the cancel link.
 */
export default function ReservationSuccessPage() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const link = reservationLinkOf(params);
  const reservation = usePublicReservation(link?.id ?? null, link?.token ?? null);
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;

  let body;
  if (!link || reservation.error) {
    body = (
      <EmptyState
        icon="warning"
        titleLevel={1}
        title={t('booking.success.title')}
        text={reservation.error ? errorText(reservation.error) : t('booking.success.notFound')}
        action={<Button href={BOOKING_PATHS.patient}>{t('booking.reserve.toPatientPage')}</Button>}
      />
    );
  } else if (!reservation.data) {
    body = <Spinner />;
  } else {
    const booking = reservation.data;
    body = (
      <>
        <div className={css.hero}>
          <h1 className={css.heroTitle}>{t('booking.success.title')}</h1>
          <p className={css.lead}>
            {t('booking.success.lead', { name: booking.user_name, email: booking.user_email })}
          </p>
        </div>
        <section className={css.section} aria-labelledby="calendar-title">
          <Heading level={2} id="calendar-title">
            {t('booking.success.addToCalendar')}
          </Heading>
          <div className={css.calendarLinks}>
            <a
              className={css.downloadLink}
              href={`${API_BASE}${reservationIcsUrl(link.id, link.token)}`}
              download="reservation.ics"
            >
              <Icon name="calendar" size={18} />
              {t('booking.success.ics')}
            </a>
            <a
              className={css.downloadLink}
              href={booking.googleCalendarUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon name="globe" size={18} />
              {t('booking.success.google')}
            </a>
          </div>
        </section>
        <BookingMail
          reservation={booking}
          locale={locale}
          cancelUrl={cancelPath(link)}
          titleLevel={2}
        />
        {booking.status === 'BOOKED' ? (
          <div>
            <Button variant="secondary" href={cancelPath(link)}>
              {t('booking.success.cancel')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }
  return <BookingLayout isNarrow>{body}</BookingLayout>;
}
