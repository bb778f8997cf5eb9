import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Alert } from '@praktik/ui/Alert';
import { Button } from '@praktik/ui/Button';
import { ConfirmDialog } from '@praktik/ui/Dialog';
import { useErrorText } from '../../app/use-error-text';
import { keys } from '../../api/keys';
import { cancelPublicReservation } from '../../api/public-booking';
import { BookingLayout } from './BookingLayout';
import { BookingSummary } from './BookingSummary';
import * as css from './booking.css';
import { visitDateText } from './booking-format';
import { LinkedReservationFallback, useLinkedReservation } from './LinkedReservation';
import { ReservationReschedule } from './ReservationReschedule';
import { registerPageTexts } from '../../intl/page-texts';
import bookingOutcomeTexts from './booking-outcome.page-texts.json';
import bookingTexts from './booking.page-texts.json';

registerPageTexts(bookingTexts);
registerPageTexts(bookingOutcomeTexts);

/**
 * `/reservation-cancel?id=&token=` (the mail's signed cancel link,
 * docs/decisions/0016-public-booking-signed-link.md): the booking, and "Batalkan reservasi" which
 * asks first, then cancels and shows the booking as cancelled; a booking cancelled already (by
 * the clinic, or its hold ran out) says so and offers nothing. Beside it "Ubah jadwal"
 * (docs/decisions/0062-patient-reschedules-online.md), opened at once by the mail's `&ubah=1`:
 * once saved, focus goes to the heading and the page says the new time.
 */
export default function ReservationCancelPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { mutate } = useSWRConfig();
  const { link, reservation, locale } = useLinkedReservation();
  const [isAsking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const [params] = useSearchParams();
  const heading = useRef<HTMLHeadingElement>(null);

  async function cancel() {
    if (!link) return;
    setFailure(null);
    try {
      const cancelled = await cancelPublicReservation(link.id, link.token);
      await mutate(keys.publicReservation(link.id, link.token), cancelled, { revalidate: false });
    } catch (e) {
      setFailure(errorText(e));
    }
  }

  let body;
  if (!link || reservation.error || !reservation.data) {
    body = (
      <LinkedReservationFallback
        title={t('booking.cancel.title')}
        isLinked={link !== null}
        error={reservation.error}
      />
    );
  } else {
    const booking = reservation.data;
    const isBooked = booking.status === 'BOOKED';
    const isCancelled = booking.status === 'CANCELLED';
    body = (
      <>
        <h1 className={css.heroTitle} ref={heading} tabIndex={-1}>
          {t(isCancelled ? 'booking.success.cancelledTitle' : 'booking.cancel.title')}
        </h1>
        {failure ? (
          <Alert tone="danger" onDismiss={() => setFailure(null)}>
            {failure}
          </Alert>
        ) : null}
        {isCancelled ? (
          <Alert tone="success" role="status">
            {t(booking.expired ? 'booking.success.expiredLead' : 'booking.cancel.done')}
          </Alert>
        ) : !isBooked ? (
          <Alert tone="warning">{t('booking.cancel.notCancellable')}</Alert>
        ) : null}
        {movedTo && isBooked ? (
          <Alert tone="success" role="status">
            {t('booking.reschedule.done', { when: movedTo })}
          </Alert>
        ) : null}
        <BookingSummary reservation={booking} locale={locale} />
        {isBooked && link ? (
          <ReservationReschedule
            reservation={booking}
            link={link}
            defaultOpen={params.get('ubah') === '1'}
            onRescheduled={(moved) => {
              setMovedTo(
                t('booking.reschedule.when', {
                  date: visitDateText(moved.reservation_date, locale),
                  start: moved.time_slots.availability_start.slice(0, 5),
                  end: moved.time_slots.availability_end.slice(0, 5),
                }),
              );
              heading.current?.focus();
            }}
          />
        ) : null}
        {isBooked ? (
          <div>
            <Button variant="danger" onPress={() => setAsking(true)}>
              {t('booking.cancel.title')}
            </Button>
          </div>
        ) : null}
        <ConfirmDialog
          isOpen={isAsking}
          onOpenChange={setAsking}
          variant="danger"
          title={t('booking.cancel.title')}
          message={t('booking.cancel.question')}
          confirmLabel={t('booking.cancel.confirm')}
          cancelLabel={t('booking.cancel.keep')}
          onConfirm={cancel}
        />
      </>
    );
  }
  return <BookingLayout isNarrow>{body}</BookingLayout>;
}
