import { googleCalendarLink } from '@praktik/domain/reservations/google-calendar-link';
import { translatorFor, type Language } from '../../intl/i18n';
import type { PublicReservationRecord } from './public-booking.repository';
import type { BookingLinks } from './booking-links';
import { reservationCalendar } from './reservation-calendar';

export interface ReservationLinksDeps {
  /** The app's signed pages: the cancel link opens `/reservation-cancel` there. */
  pages: BookingLinks;
  /** The mails' sender address: the calendar entry's organiser (METHOD:REQUEST names one). */
  organizerEmail: string;
}

/** What the booker's links and calendar entry are made of: their language and the links. */
export interface ReservationLinks {
  token: string;
  cancelUrl: string;
  googleCalendarUrl: string;
  /**
   * The reservation's iCalendar file at its current time and SEQUENCE (a CANCEL once cancelled),
   * made when asked: the booking's answer shows the links, only mails and the .ics carry it.
   */
  calendar(): string;
}

export const languageOf = (locale: string): Language => (locale === 'en' ? 'en' : 'id');

/**
 * A reservation's signed link, its add-to-Google-Calendar link and its .ics, in the booker's
 * language: one home for what the booking's answer, its confirmation mail and a later change's
 * mail (docs/decisions/0050-rescheduling.md) all show, so the calendar entry a change sends
 * replaces the one the booker got (same UID, title and organiser).
 */
export function createReservationLinks({ pages, organizerEmail }: ReservationLinksDeps) {
  return (record: PublicReservationRecord): ReservationLinks => {
    const { token, url: cancelUrl } = pages.cancelLink(record.id);
    const t = translatorFor(languageOf(record.locale));
    const title = t('mail.booking.calendarTitle', {
      clinic: record.clinic.name,
      doctor: record.doctorName,
    });
    const details = t('mail.booking.calendarDetails', {
      service: record.serviceName ?? '',
      cancelUrl,
    });
    const location = `${record.clinic.name}, ${record.clinic.address}`;
    return {
      token,
      cancelUrl,
      googleCalendarUrl: googleCalendarLink({
        title,
        start: record.startsAt,
        end: record.endsAt,
        details,
        location,
      }),
      calendar: () =>
        reservationCalendar({
          uid: record.id,
          title,
          description: details,
          location,
          start: record.startsAt,
          end: record.endsAt,
          // Clinics have no mailbox of their own here: the entry comes from the mails' sender.
          organizer: { name: record.clinic.name, email: organizerEmail },
          attendee: { name: record.userName, email: record.userEmail ?? '' },
          url: cancelUrl,
          sequence: record.calendarSequence,
          cancelled: record.status === 'CANCELLED',
        }),
    };
  };
}
export type ReservationLinksOf = ReturnType<typeof createReservationLinks>;
