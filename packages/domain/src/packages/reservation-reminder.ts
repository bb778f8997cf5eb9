import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { DATE_FORMATS } from '../dates/date-formats';
import type { Translate } from '../intl/translate-issue';
import { normalizePhoneForMessaging } from '../patients/phone';

dayjs.extend(customParseFormat);

export const RESERVATION_REMINDER_TEXT_KEYS = {
  message: 'reservationReminder.message',
} as const;

/** What the WhatsApp reminder of tomorrow's reservation says (the mail is the booking mail's). */
export interface ReservationReminder {
  phone: string | null | undefined;
  patientName: string;
  clinicName: string;
  doctorName: string;
  /** YYYY-MM-DD, the clinic's day. */
  reservationDate: string;
  /** HH:mm:ss, clinic time. */
  startTime: string;
}

/** The reminder as a text key with its parameters (the date DD-MM-YYYY, the time HH:mm). */
export function reservationReminderMessage(reminder: ReservationReminder): {
  key: string;
  params: Record<string, string>;
} {
  const day = dayjs(reminder.reservationDate, DATE_FORMATS.value, true);
  return {
    key: RESERVATION_REMINDER_TEXT_KEYS.message,
    params: {
      patientName: reminder.patientName.trim(),
      clinicName: reminder.clinicName.trim(),
      doctorName: reminder.doctorName.trim(),
      date: day.isValid() ? day.format(DATE_FORMATS.form) : reminder.reservationDate,
      time: reminder.startTime.slice(0, 5),
    },
  };
}

/** The reminder in the reader's language; a text for a URL or a mail, so names stay unescaped. */
export function reservationReminderText(reminder: ReservationReminder, text: Translate): string {
  const { key, params } = reservationReminderMessage(reminder);
  return text(key, { ...params, interpolation: { escapeValue: false } });
}

/**
 * A WhatsApp link to the patient with the reminder prefilled, the number normalised to start
 * with 62 (as the package reminder's). Null when there is no number to write to.
 */
export function reservationWhatsappLink(
  reminder: ReservationReminder,
  text: Translate,
): string | null {
  const phone = normalizePhoneForMessaging(reminder.phone);
  if (phone === '') return null;
  return `https://wa.me/${phone}?text=${encodeURIComponent(reservationReminderText(reminder, text))}`;
}
