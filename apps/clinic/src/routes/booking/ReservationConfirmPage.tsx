import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@praktik/ui/Alert';
import { Button } from '@praktik/ui/Button';
import { EmptyState } from '@praktik/ui/EmptyState';
import { Spinner } from '@praktik/ui/Spinner';
import { useErrorText } from '../../app/use-error-text';
import { confirmPublicReservation, type PublicReservation } from '../../api/public-booking';
import { isLocale, DEFAULT_LOCALE } from '../../intl/locale';
import { BookingLayout } from './BookingLayout';
import { BookingSummary } from './BookingSummary';
import { BOOKING_PATHS, cancelPath, reservationLinkOf } from './booking-links';
import * as css from './booking.css';
import { registerPageTexts } from '../../intl/page-texts';
import bookingOutcomeTexts from './booking-outcome.page-texts.json';
import bookingTexts from './booking.page-texts.json';

registerPageTexts(bookingTexts);
registerPageTexts(bookingOutcomeTexts);

type Outcome =
  | { kind: 'working' }
  | { kind: 'confirmed'; reservation: PublicReservation }
  | { kind: 'failed'; message: string };

/**
 * `/reservation-confirm?id=&token=` (the confirmation mail's "Konfirmasi" link,
 * docs/decisions/0039-online-booking-confirmation.md): opening it confirms the booking (the call is
 * idempotent, so opening it again shows the same), then shows the booking with its cancel link.
 * A cancelled or expired booking, or a broken link, shows the server's reason.
 */
export default function ReservationConfirmPage() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const link = reservationLinkOf(params);
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  // One confirmation per link (React's development double effect would send two; both harmless).
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!link) return;
    const key = `${link.id}:${link.token}`;
    if (sent.current === key) return;
    sent.current = key;
    confirmPublicReservation(link.id, link.token).then(
      (reservation) => setOutcome({ kind: 'confirmed', reservation }),
      (error: unknown) => setOutcome({ kind: 'failed', message: errorText(error) }),
    );
  }, [link, errorText]);

  let body;
  if (!link || outcome.kind === 'failed') {
    body = (
      <EmptyState
        icon="warning"
        titleLevel={1}
        title={t('booking.confirm.title')}
        text={outcome.kind === 'failed' ? outcome.message : t('booking.success.notFound')}
        action={<Button href={BOOKING_PATHS.patient}>{t('booking.confirm.bookAgain')}</Button>}
      />
    );
  } else if (outcome.kind === 'working') {
    body = <Spinner label={t('booking.confirm.working')} />;
  } else {
    const booking = outcome.reservation;
    const own = { id: booking.id, token: booking.token };
    body = (
      <>
        <h1 className={css.heroTitle}>{t('booking.confirm.title')}</h1>
        <Alert tone="success" role="status">
          {t('booking.confirm.done')}
        </Alert>
        <BookingSummary reservation={booking} locale={locale} />
        <div>
          <Button variant="secondary" href={cancelPath(own)}>
            {t('booking.success.cancel')}
          </Button>
        </div>
      </>
    );
  }
  return <BookingLayout isNarrow>{body}</BookingLayout>;
}
