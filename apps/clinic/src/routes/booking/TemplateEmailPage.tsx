import { useTranslation } from 'react-i18next';
import { isLocale, DEFAULT_LOCALE } from '../../intl/locale';
import { BookingLayout } from './BookingLayout';
import { BookingMail, type BookingMailReservation } from './BookingMail';
import { BOOKING_PATHS } from './booking-links';
import { registerPageTexts } from '../../intl/page-texts';
import bookingTexts from './booking.page-texts.json';

registerPageTexts(bookingTexts);

/** Sample data: the page shows the design, never a real patient's booking. */
const SAMPLE: BookingMailReservation = {
  status: 'BOOKED',
  reservation_date: '2026-12-01',
  time_slots: { availability_start: '09:00:00', availability_end: '09:30:00' },
  doctor_name: 'dr. Andi Pratama',
  service_name: 'Konsultasi Umum',
  clinic: { name: 'Klinik Sehat Sentosa', address: 'Jl. Merdeka No. 10, Bandung' },
  user_name: 'Budi Santoso',
};

/** `/template-email` (spec 1 §2.16): the confirmation mail's design, filled with sample data. */
export default function TemplateEmailPage() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
  return (
    <BookingLayout isNarrow>
      <h1>{t('booking.mail.sampleTitle')}</h1>
      <BookingMail
        reservation={SAMPLE}
        locale={locale}
        cancelUrl={BOOKING_PATHS.patient}
        confirmUrl={BOOKING_PATHS.patient}
        titleLevel={2}
      />
    </BookingLayout>
  );
}
