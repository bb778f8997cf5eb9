import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@praktik/ui/Button';
import { EmptyState } from '@praktik/ui/EmptyState';
import { Spinner } from '@praktik/ui/Spinner';
import { useErrorText } from '../../app/use-error-text';
import { usePublicReservation } from '../../api/public-booking';
import { isLocale, DEFAULT_LOCALE } from '../../intl/locale';
import { BOOKING_PATHS, reservationLinkOf } from './booking-links';
import { registerPageTexts } from '../../intl/page-texts';
import bookingTexts from './booking.page-texts.json';

registerPageTexts(bookingTexts);

/**
 * The booking a signed link (`?id=&token=`, from the booking's mail) names, read without an
 * account; shared by the success and cancel pages.
 */
export function useLinkedReservation() {
  const { i18n } = useTranslation();
  const [params] = useSearchParams();
  const link = reservationLinkOf(params);
  const reservation = usePublicReservation(link?.id ?? null, link?.token ?? null);
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
  return { link, reservation, locale };
}

export interface LinkedReservationFallbackProps {
  /** The page's heading, kept on the failure so the visitor knows where they are. */
  title: string;
  isLinked: boolean;
  error: unknown;
}

/** A linked-reservation page without its booking: why (no link, or the server's answer), or a spinner while it loads. */
export function LinkedReservationFallback({
  title,
  isLinked,
  error,
}: LinkedReservationFallbackProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (isLinked && !error) return <Spinner />;
  return (
    <EmptyState
      icon="warning"
      titleLevel={1}
      title={title}
      text={error ? errorText(error) : t('booking.success.notFound')}
      action={<Button href={BOOKING_PATHS.patient}>{t('booking.reserve.toPatientPage')}</Button>}
    />
  );
}
