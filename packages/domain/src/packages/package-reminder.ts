import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { DATE_FORMATS } from '../dates/date-formats';
import type { Translate } from '../intl/translate-issue';
import { normalizePhoneForMessaging } from '../patients/phone';

dayjs.extend(customParseFormat);

/** Spec 2 §9: "Patient package warning: more than 1 month since last reservation." */
export const PACKAGE_REMINDER_AFTER_MONTHS = 1;

export const PACKAGE_REMINDER_TEXT_KEYS = {
  warning: 'packageReminder.warning',
  contact: 'packageReminder.contact',
  message: 'packageReminder.message',
} as const;

/** A date as the lists carry it: YYYY-MM-DD (a time after it is ignored) or DD-MM-YYYY. */
function calendarDate(value: string | null | undefined): dayjs.Dayjs | null {
  if (!value) return null;
  const text = value.trim();
  const iso = /^\d{4}-\d{2}-\d{2}/.exec(text)?.[0];
  const parsed = iso ? dayjs(iso, DATE_FORMATS.value, true) : dayjs(text, DATE_FORMATS.form, true);
  return parsed.isValid() ? parsed : null;
}

/**
 * Spec 2 §2.9: the warning shows when the last reservation was more than one month before today
 * (a calendar month: from 31 January the warning starts on 1 March, after 28/29 February).
 * Without a readable last reservation there is nothing to warn about.
 */
export function needsPackageReminder(
  lastReservation: string | null | undefined,
  today: string,
): boolean {
  const last = calendarDate(lastReservation);
  const now = calendarDate(today);
  if (!last || !now) return false;
  return last.add(PACKAGE_REMINDER_AFTER_MONTHS, 'month').isBefore(now, 'day');
}

/**
 * The latest last-reservation date the warning shows for on `today` (YYYY-MM-DD): a package is
 * overdue exactly when its date is on or before it, so the follow-up list can ask the database
 * for "not seen for over a month" with one bound. Found from the calendar month back and moved to
 * where `needsPackageReminder` changes its answer, as month ends make plain subtraction miss by a
 * day (29 March: 28 February is already overdue, 27 February is what "a month and a day" gives).
 */
export function packageReminderCutoff(today: string): string | null {
  const now = calendarDate(today);
  if (!now) return null;
  const format = (day: dayjs.Dayjs) => day.format(DATE_FORMATS.value);
  const overdue = (day: dayjs.Dayjs) => needsPackageReminder(format(day), today);
  let cutoff = now.subtract(PACKAGE_REMINDER_AFTER_MONTHS, 'month');
  while (!overdue(cutoff)) cutoff = cutoff.subtract(1, 'day');
  while (overdue(cutoff.add(1, 'day'))) cutoff = cutoff.add(1, 'day');
  return format(cutoff);
}

export interface PackageReminder {
  phone: string | null | undefined;
  patientName: string;
  packageName: string;
  clinicName: string;
  remainingVisits: number;
  /** YYYY-MM-DD or DD-MM-YYYY; the message shows it DD-MM-YYYY. */
  lastReservationDate: string | null | undefined;
}

/** The prefilled reminder as a text key with its parameters, for any translator. */
export function packageReminderMessage(reminder: PackageReminder): {
  key: string;
  params: Record<string, string | number>;
} {
  const last = calendarDate(reminder.lastReservationDate);
  return {
    key: PACKAGE_REMINDER_TEXT_KEYS.message,
    params: {
      patientName: reminder.patientName.trim(),
      packageName: reminder.packageName.trim(),
      clinicName: reminder.clinicName.trim(),
      remainingVisits: reminder.remainingVisits,
      lastReservationDate: last ? last.format(DATE_FORMATS.form) : '-',
    },
  };
}

/**
 * Spec 2 §2.9: a WhatsApp link to the patient, the number normalised to start with 62, with the
 * reminder prefilled. Null when there is no number to write to. The text goes into a URL, not
 * HTML, so i18next is asked not to escape the names.
 */
export function whatsappReminderLink(reminder: PackageReminder, text: Translate): string | null {
  const phone = normalizePhoneForMessaging(reminder.phone);
  if (phone === '') return null;
  const { key, params } = packageReminderMessage(reminder);
  const message = text(key, { ...params, interpolation: { escapeValue: false } });
  return `https://wa.me/${phone}?text=${encodeURIComponent(message)}`;
}
