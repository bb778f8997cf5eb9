import { clinicMapLink } from '../clinic/map-link';
import { formatLongDate, type DateLocale } from '../dates/long-date';
import { visitDateText } from '../dates/visit-date-text';
import type { Translate } from '../intl/translate-issue';

/** Which mail of a booking: made, moved by the clinic, cancelled, or the day-before reminder. */
export type BookingMailKind = 'booked' | 'rescheduled' | 'cancelled' | 'reminder';

/** Who ended a cancelled booking: its patient, the clinic, or the unconfirmed hold running out. */
export type CancelledBy = 'patient' | 'clinic' | 'expiry';

export interface BookingMailInput {
  kind: BookingMailKind;
  /** Cancelled mails only; the patient when not said. */
  cancelledBy?: CancelledBy;
  /** Rescheduled mails only: the time the patient was last told, as `date`/`start`/`end` are. */
  previous?: { date: string; start: string; end: string };
  locale: DateLocale;
  patientName: string;
  clinic: {
    name: string;
    address: string | null;
    /** How patients reach the clinic (its profile); absent ones are left out of the mail. */
    phoneNumber?: string | null;
    email?: string | null;
  };
  doctorName: string;
  serviceName: string | null;
  /** The clinic's day 'YYYY-MM-DD' and wall-clock span 'HH:mm:ss'. */
  date: string;
  start: string;
  end: string;
  /** A reservation's status past booking (ACTIVE, DONE, …) when a page shows it; else the kind's. */
  status?: string;
  /** Whether the patient opened the confirm link (the clinic's own bookings are confirmed). */
  confirmed: boolean;
  /** The mail's confirm link, shown while unconfirmed. */
  confirmUrl?: string | null;
  /** The clinic's minutes before an unconfirmed booking lets its slot go; null: never. */
  holdMinutes?: number | null;
  cancelUrl?: string | null;
  /** The page where the patient moves the booking; given only while the clinic lets them. */
  rescheduleUrl?: string | null;
  googleCalendarUrl?: string | null;
  /** Whether the mail carries the booking's .ics (a request, or its cancel). */
  withCalendarFile?: boolean;
  /** Whether a reply reaches the clinic (the mail's Reply-To is the clinic's e-mail). */
  repliesReachClinic?: boolean;
}

export type BookingMailActionName = 'confirm' | 'calendar' | 'map' | 'reschedule' | 'cancel';

export interface BookingMailAction {
  name: BookingMailActionName;
  /** The sentence before the link; null when the label says it all. */
  intro: string | null;
  label: string;
  url: string;
}

/** A booking's mail as words and links: the server writes it as HTML and text, the app as a page. */
export interface BookingMailContent {
  subject: string;
  preheader: string;
  heading: string;
  greeting: string;
  intro: string;
  details: { label: string; value: string }[];
  actions: BookingMailAction[];
  notes: string[];
  /** The closing and who signs it, one line each. */
  signOff: string[];
  footer: string;
}

const hourMinute = (time: string) => time.slice(0, 5);

function introKey(input: BookingMailInput): string {
  if (input.kind === 'booked') return 'bookingMail.intro.booked';
  if (input.kind === 'rescheduled') return 'bookingMail.intro.rescheduled';
  if (input.kind === 'reminder') return 'bookingMail.intro.reminder';
  if (input.cancelledBy === 'clinic') return 'bookingMail.intro.cancelledByClinic';
  if (input.cancelledBy === 'expiry') return 'bookingMail.intro.expired';
  return 'bookingMail.intro.cancelledByPatient';
}

function statusText(input: BookingMailInput, t: Translate): string {
  if (input.kind === 'cancelled' || input.status === 'CANCELLED') {
    return t('bookingMail.statuses.cancelled');
  }
  if (input.status && input.status !== 'BOOKED') {
    return t(`bookingMail.statuses.${input.status}`, { defaultValue: input.status });
  }
  return t(input.confirmed ? 'bookingMail.statuses.confirmed' : 'bookingMail.statuses.unconfirmed');
}

const spanText = (span: { start: string; end: string }, t: Translate) =>
  t('bookingMail.timeRange', { start: hourMinute(span.start), end: hourMinute(span.end) });

/**
 * The booking's rows as the mail and every booking page show them: clinic, address, service,
 * practitioner, the day with its weekday, the span ("09:00 sampai 09:30 WIB") and the status.
 */
export function bookingDetails(
  input: BookingMailInput,
  t: Translate,
): { label: string; value: string }[] {
  return [
    { label: t('bookingMail.clinic'), value: input.clinic.name },
    { label: t('bookingMail.address'), value: input.clinic.address || '-' },
    { label: t('bookingMail.service'), value: input.serviceName || '-' },
    { label: t('bookingMail.doctor'), value: input.doctorName },
    { label: t('bookingMail.date'), value: visitDateText(input.date, input.locale) },
    {
      label: t('bookingMail.time'),
      value: spanText(input, t),
    },
    { label: t('bookingMail.status'), value: statusText(input, t) },
  ];
}

function actionsOf(input: BookingMailInput, t: Translate): BookingMailAction[] {
  if (input.kind === 'cancelled') return [];
  const actions: BookingMailAction[] = [];
  if (input.kind === 'booked' && input.confirmUrl && !input.confirmed) {
    actions.push({
      name: 'confirm',
      intro:
        input.holdMinutes == null
          ? t('bookingMail.confirmIntro')
          : t('bookingMail.confirmIntroHold', { minutes: input.holdMinutes }),
      label: t('bookingMail.confirm'),
      url: input.confirmUrl,
    });
  }
  if (input.kind !== 'reminder' && input.googleCalendarUrl) {
    actions.push({
      name: 'calendar',
      intro: null,
      label: t('bookingMail.addToCalendar'),
      url: input.googleCalendarUrl,
    });
  }
  if (input.clinic.address) {
    actions.push({
      name: 'map',
      intro: t('bookingMail.mapIntro'),
      label: t('bookingMail.map'),
      url: clinicMapLink({ name: input.clinic.name, address: input.clinic.address }),
    });
  }
  if (input.rescheduleUrl) {
    actions.push({
      name: 'reschedule',
      intro: t('bookingMail.rescheduleIntro'),
      label: t('bookingMail.reschedule'),
      url: input.rescheduleUrl,
    });
  }
  if (input.cancelUrl) {
    actions.push({
      name: 'cancel',
      intro: t('bookingMail.cancelIntro'),
      label: t('bookingMail.cancel'),
      url: input.cancelUrl,
    });
  }
  return actions;
}

const ATTACHMENT_NOTES: Record<BookingMailKind, string> = {
  booked: 'bookingMail.attachmentBooked',
  reminder: 'bookingMail.attachmentBooked',
  rescheduled: 'bookingMail.attachmentRescheduled',
  cancelled: 'bookingMail.attachmentCancelled',
};

function notesOf(input: BookingMailInput, t: Translate): string[] {
  const notes: string[] = [];
  if (input.kind === 'rescheduled' && input.previous) {
    notes.push(
      t('bookingMail.previous', {
        date: visitDateText(input.previous.date, input.locale),
        time: spanText(input.previous, t),
      }),
    );
  }
  if (input.withCalendarFile) notes.push(t(ATTACHMENT_NOTES[input.kind]));
  const contact = [input.clinic.phoneNumber, input.clinic.email].filter(Boolean).join(' · ');
  if (contact) notes.push(t('bookingMail.contact', { clinic: input.clinic.name, contact }));
  if (input.repliesReachClinic) notes.push(t('bookingMail.reply', { clinic: input.clinic.name }));
  return notes;
}

/**
 * A booking's mail, written once for the server's mails and the app's `/template-email`
 * (spec 1 §2.16): heading, greeting, the booking's rows, its links (confirm, calendar, map,
 * reschedule, cancel; a cancelled booking has none left), notes and the clinic's sign-off. Names are given
 * as they are: the caller escapes for HTML.
 */
export function bookingMailContent(input: BookingMailInput, t: Translate): BookingMailContent {
  const clinic = input.clinic.name;
  const raw = { interpolation: { escapeValue: false } };
  return {
    subject: t(`bookingMail.subject.${input.kind}`, {
      ...raw,
      clinic,
      date: formatLongDate(input.date, input.locale) ?? input.date,
      time: hourMinute(input.start),
    }),
    preheader: t('bookingMail.preheader', { ...raw, clinic }),
    heading: t(`bookingMail.heading.${input.kind}`),
    greeting: t('bookingMail.greeting', { ...raw, name: input.patientName }),
    intro: t(introKey(input), { ...raw, clinic }),
    details: bookingDetails(input, t),
    actions: actionsOf(input, t),
    notes: notesOf(input, t),
    signOff: [t('bookingMail.signOff'), clinic],
    footer: t('bookingMail.footer', { ...raw, clinic }),
  };
}
