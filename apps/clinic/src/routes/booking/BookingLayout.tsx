import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@praktik/ui/Link';
import { Brand } from '../../app/Brand';
import { LocaleSwitch } from '../../app/LocaleSwitch';
import { BOOKING_PATHS } from './booking-links';
import * as css from './booking.css';
import { registerPageTexts } from '../../intl/page-texts';
import bookingTexts from './booking.page-texts.json';

registerPageTexts(bookingTexts);

/**
 * The public booking pages' frame, outside the dashboard shell: the brand (to the patient
 * page), the language switch like the sign-in page's, and one column sized for a phone.
 */
export function BookingLayout({
  children,
  isNarrow = false,
}: {
  children: ReactNode;
  /** One form or one booking: a reading width rather than the page's. @default false */
  isNarrow?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={css.page}>
      <header className={css.top}>
        <nav className={css.topInner} aria-label={t('booking.nav.label')}>
          <Brand href={BOOKING_PATHS.patient} />
          <div className={css.topLinks}>
            <Link href="/" variant="standalone">
              {t('booking.nav.forClinics')}
            </Link>
            <LocaleSwitch />
          </div>
        </nav>
      </header>
      <main className={isNarrow ? `${css.main} ${css.narrow}` : css.main}>{children}</main>
    </div>
  );
}
