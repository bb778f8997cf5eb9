import { useState } from 'react';
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
import { LinkedReservationFallback, useLinkedReservation } from './LinkedReservation';
import { registerPageTexts } from '../../intl/page-texts';
import bookingTexts from './booking.page-texts.json';

registerPageTexts(bookingTexts);

/**
 * `/reservation-cancel?id=&token=` (the mail's signed cancel link,
 * docs/decisions/0016-public-booking-signed-link.md): the booking, and "Batalkan reservasi" which
 * asks first, then cancels and shows the booking as cancelled; a booking cancelled already (by
 * the clinic, or its hold ran out) says so and offers nothing.
 */
export default function ReservationCancelPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { mutate } = useSWRConfig();
  const { link, reservation, locale } = useLinkedReservation();
  const [isAsking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

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
        <h1 className={css.heroTitle}>
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
        <BookingSummary reservation={booking} locale={locale} />
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
