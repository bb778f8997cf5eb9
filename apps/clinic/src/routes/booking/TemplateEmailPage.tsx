import { useTranslation } from 'react-i18next';
import { isLocale, DEFAULT_LOCALE } from '../../intl/locale';
import { BookingLayout } from './BookingLayout';
import { BookingMail } from './BookingMail';
import { bookingMailInputOf, type BookingMailReservation } from './booking-mail-input';
import { BOOKING_PATHS } from './booking-links';
import { registerPageTexts } from '../../intl/page-texts';
import bookingOutcomeTexts from './booking-outcome.page-texts.json';
import bookingTexts from './booking.page-texts.json';

registerPageTexts(bookingTexts);
registerPageTexts(bookingOutcomeTexts);

/** Sample data: the page shows the design, never a real patient's booking. */
const SAMPLE: BookingMailReservation = {
  status: 'BOOKED',
  confirmed: false,
  reservation_date: '2026-12-01',
  time_slots: { availability_start: '09:00:00', availability_end: '09:30:00' },
  doctor_name: 'dr. Andi Pratama',
  service_name: 'Konsultasi Umum',
  clinic: {
    name: 'Klinik Sehat Sentosa',
    address: 'Jl. Merdeka No. 10, Bandung',
    phoneNumber: '0221234567',
    email: 'halo@sehatsentosa.example',
  },
  user_name: 'Budi Santoso',
};

/**
 * `/template-email` (spec 1 §2.16): the confirmation mail as the server sends it, filled with
 * sample data (its links lead to the patient page).
 */
export default function TemplateEmailPage() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
  return (
    <BookingLayout isNarrow>
      <h1>{t('booking.mail.sampleTitle')}</h1>
      <BookingMail
        input={{
          ...bookingMailInputOf(SAMPLE, locale),
          kind: 'booked',
          confirmUrl: BOOKING_PATHS.patient,
          holdMinutes: null,
          cancelUrl: BOOKING_PATHS.patient,
          googleCalendarUrl: BOOKING_PATHS.patient,
          withCalendarFile: true,
          repliesReachClinic: true,
        }}
        titleLevel={2}
      />
    </BookingLayout>
  );
}
