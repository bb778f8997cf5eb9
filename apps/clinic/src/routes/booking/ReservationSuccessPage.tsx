import { useTranslation } from 'react-i18next';
import { Button } from '@praktik/ui/Button';
import { Heading } from '@praktik/ui/Heading';
import { Icon } from '@praktik/ui/Icon';
import { API_BASE } from '../../api/fetcher';
import { reservationIcsUrl } from '../../api/public-booking';
import { BookingLayout } from './BookingLayout';
import { BookingMail } from './BookingMail';
import { cancelPath } from './booking-links';
import * as css from './booking.css';
import { LinkedReservationFallback, useLinkedReservation } from './LinkedReservation';
import { registerPageTexts } from '../../intl/page-texts';
import bookingTexts from './booking.page-texts.json';

registerPageTexts(bookingTexts);

/**
 * `/reservation-success?id=&token=` (spec 1 §2.16): the booking in the style of its mail, with
 * add-to-calendar (the `.ics` download and a Google Calendar link) and the cancel link.
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
  } else {
    const booking = reservation.data;
    body = (
      <>
        <div className={css.hero}>
          <Heading level={1} className={css.heroTitle} autoFocus>
            {t('booking.success.title')}
          </Heading>
          <p className={css.lead}>
            {t('booking.success.lead', { name: booking.user_name, email: booking.user_email })}
          </p>
          {booking.confirmed ? null : (
            <p className={css.lead}>{t('booking.success.confirmHint')}</p>
          )}
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
