import { useTranslation } from 'react-i18next';
import { Alert } from '@praktik/ui/Alert';
import { Button } from '@praktik/ui/Button';
import { Heading } from '@praktik/ui/Heading';
import { Icon } from '@praktik/ui/Icon';
import { API_BASE } from '../../api/fetcher';
import { reservationIcsUrl } from '../../api/public-booking';
import { BookingLayout } from './BookingLayout';
import { BookingSummary } from './BookingSummary';
import { BOOKING_PATHS, cancelPath } from './booking-links';
import * as css from './booking.css';
import { LinkedReservationFallback, useLinkedReservation } from './LinkedReservation';
import { registerPageTexts } from '../../intl/page-texts';
import bookingOutcomeTexts from './booking-outcome.page-texts.json';
import bookingTexts from './booking.page-texts.json';

registerPageTexts(bookingTexts);
registerPageTexts(bookingOutcomeTexts);

/**
 * `/reservation-success?id=&token=` (spec 1 §2.16): the booking as it stands, with
 * add-to-calendar (the `.ics` download and a Google Calendar link) and the cancel link while it
 * is booked. A cancelled booking says so, with neither (docs/decisions/0051).
 */
export default function ReservationSuccessPage() {
  const { t } = useTranslation();
  const { link, reservation, locale } = useLinkedReservation();

  let body;
  if (!link || reservation.error || !reservation.data) {
    body = (
      <LinkedReservationFallback
        title={t('booking.success.title')}
        isLinked={link !== null}
        error={reservation.error}
      />
    );
  } else if (reservation.data.status === 'CANCELLED') {
    const booking = reservation.data;
    body = (
      <>
        <h1 className={css.heroTitle}>{t('booking.success.cancelledTitle')}</h1>
        <Alert tone="warning">
          {t(booking.expired ? 'booking.success.expiredLead' : 'booking.success.cancelledLead')}
        </Alert>
        <BookingSummary reservation={booking} locale={locale} />
        <div>
          <Button href={BOOKING_PATHS.patient}>{t('booking.confirm.bookAgain')}</Button>
        </div>
      </>
    );
  } else {
    const booking = reservation.data;
    const isBooked = booking.status === 'BOOKED';
    body = (
      <>
        <div className={css.hero}>
          <Heading level={1} className={css.heroTitle} autoFocus>
            {t('booking.success.title')}
          </Heading>
          <p className={css.lead}>
            {t('booking.success.lead', { name: booking.user_name, email: booking.user_email })}
          </p>
          {booking.confirmed || !isBooked ? null : (
            <p className={css.lead}>{t('booking.success.confirmHint')}</p>
          )}
        </div>
        <BookingSummary reservation={booking} locale={locale} />
        {isBooked ? (
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
        ) : null}
        {isBooked ? (
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
