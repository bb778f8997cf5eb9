import type { FastifyBaseLogger } from 'fastify';
import type { CancelledBy } from '@praktik/domain/reservations/booking-mail';
import { canPatientReschedule } from '@praktik/domain/reservations/patient-reschedule';
import type { Repositories } from '../../composition/repositories';
import { bookingMail } from '../../integrations/mail/booking-mail';
import type { Mailer, OutgoingMail } from '../../integrations/mail/mailer';
import type { Clock } from '../../shared/clock';
import type { BookingLinks } from './booking-links';
import { bookingMailInputOf } from './booking-mail-input';
import type { PublicReservationRecord } from './public-booking.repository';
import type { ReservationLinksOf } from './reservation-links';

/** The time a booker was last told of: the clinic's date and wall-clock span. */
export interface PreviousSlot {
  date: string;
  start: string;
  end: string;
}

/** Tells a booker of their booking and of a change to it, after it committed. */
export interface ReservationNotices {
  /**
   * The confirmation with its confirm link (never in an answer, only in the booker's mailbox) and
   * the calendar entry; `holdMinutes` when the clinic holds an unconfirmed booking that long.
   */
  booked(record: PublicReservationRecord, holdMinutes: number | null): Promise<void>;
  /** The new time, with the calendar entry that moves the one they hold. */
  rescheduled(reservationId: string, previous: PreviousSlot): Promise<void>;
  /**
   * The cancel, with the calendar's CANCEL (same UID, the raised SEQUENCE): nothing when the
   * reservation is not cancelled (docs/decisions/0051-cancellation-tells-the-patient.md).
   */
  cancelled(reservationId: string, by: CancelledBy): Promise<void>;
}

export interface ReservationNoticesDeps {
  repositories: Repositories;
  mailer: Mailer;
  linksOf: ReservationLinksOf;
  /** The confirm page's signed link, only in the confirmation mail. */
  pages: BookingLinks;
  logger: FastifyBaseLogger;
  /** When a mail is written: its change-of-time link only while the patient may still use it. */
  now: Clock;
}

/**
 * The mails a booking and its changes send to the booker's address (the reservation's `user_email`, in its
 * `locale`), in the domain's one booking mail: none without an address. The change stands
 * whatever the mail server does, as the booking's confirmation does
 * (docs/decisions/0050-rescheduling.md): a refused mail is logged, not answered.
 */
export function createReservationNotices({
  repositories,
  mailer,
  linksOf,
  pages,
  logger,
  now,
}: ReservationNoticesDeps): ReservationNotices {
  type MailOf = (record: PublicReservationRecord & { userEmail: string }) => OutgoingMail | null;

  async function send(record: PublicReservationRecord | null, mailOf: MailOf): Promise<void> {
    if (!record?.userEmail) return;
    const mail = mailOf({ ...record, userEmail: record.userEmail });
    if (mail) await mailer.send(mail);
  }

  /** Committed already: the caller's answer is the booking or change, whatever the mail became. */
  async function quietly(reservationId: string, sending: () => Promise<void>): Promise<void> {
    try {
      await sending();
    } catch (error) {
      logger.error({ err: error, reservationId }, 'booking mail not sent');
    }
  }

  const rescheduleUrlOf = (record: PublicReservationRecord) =>
    canPatientReschedule(record.startsAt, now(), record.patientRescheduleCutoffHours)
      ? pages.rescheduleUrl(record.id)
      : null;

  const notify = (reservationId: string, mailOf: MailOf) =>
    quietly(reservationId, async () =>
      send(await repositories.publicBooking.findReservation(reservationId), mailOf),
    );

  return {
    booked: (booking, holdMinutes) =>
      quietly(booking.id, () =>
        send(booking, (record) => {
          const links = linksOf(record);
          return bookingMail(
            {
              ...bookingMailInputOf(record),
              kind: 'booked',
              confirmUrl: pages.confirmUrl(record.id),
              holdMinutes,
              cancelUrl: links.cancelUrl,
              rescheduleUrl: rescheduleUrlOf(record),
              googleCalendarUrl: links.googleCalendarUrl,
            },
            { to: record.userEmail, calendar: { content: links.calendar(), method: 'REQUEST' } },
          );
        }),
      ),

    rescheduled: (reservationId, previous) =>
      notify(reservationId, (record) => {
        const links = linksOf(record);
        return bookingMail(
          {
            ...bookingMailInputOf(record),
            kind: 'rescheduled',
            previous,
            cancelUrl: links.cancelUrl,
            rescheduleUrl: rescheduleUrlOf(record),
            googleCalendarUrl: links.googleCalendarUrl,
          },
          { to: record.userEmail, calendar: { content: links.calendar(), method: 'REQUEST' } },
        );
      }),

    cancelled: (reservationId, by) =>
      notify(reservationId, (record) =>
        record.status === 'CANCELLED'
          ? bookingMail(
              { ...bookingMailInputOf(record), kind: 'cancelled', cancelledBy: by },
              {
                to: record.userEmail,
                calendar: { content: linksOf(record).calendar(), method: 'CANCEL' },
              },
            )
          : null,
      ),
  };
}
