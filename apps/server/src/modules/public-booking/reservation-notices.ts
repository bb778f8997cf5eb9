import type { FastifyBaseLogger } from 'fastify';
import type { CancelledBy } from '@praktik/domain/reservations/booking-mail';
import type { Repositories } from '../../composition/repositories';
import { bookingMail } from '../../integrations/mail/booking-mail';
import type { Mailer, OutgoingMail } from '../../integrations/mail/mailer';
import { bookingMailInputOf } from './booking-mail-input';
import type { PublicReservationRecord } from './public-booking.repository';
import type { ReservationLinksOf } from './reservation-links';

/** The time a booker was last told of: the clinic's date and wall-clock span. */
export interface PreviousSlot {
  date: string;
  start: string;
  end: string;
}

/** Tells a booker of a change to their booking, after it committed. */
export interface ReservationNotices {
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
  logger: FastifyBaseLogger;
}

/**
 * The mails a change sends to the booker's address (the reservation's `user_email`, in its
 * `locale`), in the domain's one booking mail: none without an address. The change stands
 * whatever the mail server does, as the booking's confirmation does
 * (docs/decisions/0050-rescheduling.md): a refused mail is logged, not answered.
 */
export function createReservationNotices({
  repositories,
  mailer,
  linksOf,
  logger,
}: ReservationNoticesDeps): ReservationNotices {
  async function notify(
    reservationId: string,
    mailOf: (record: PublicReservationRecord & { userEmail: string }) => OutgoingMail | null,
  ): Promise<void> {
    try {
      const record = await repositories.publicBooking.findReservation(reservationId);
      if (!record?.userEmail) return;
      const mail = mailOf({ ...record, userEmail: record.userEmail });
      if (mail) await mailer.send(mail);
    } catch (error) {
      // Committed already: the caller's answer is the change, whatever became of the mail.
      logger.error({ err: error, reservationId }, 'booking change mail not sent');
    }
  }

  return {
    rescheduled: (reservationId, previous) =>
      notify(reservationId, (record) => {
        const links = linksOf(record);
        return bookingMail(
          {
            ...bookingMailInputOf(record),
            kind: 'rescheduled',
            previous,
            cancelUrl: links.cancelUrl,
            googleCalendarUrl: links.googleCalendarUrl,
          },
          { to: record.userEmail, calendar: { content: links.calendar, method: 'REQUEST' } },
        );
      }),

    cancelled: (reservationId, by) =>
      notify(reservationId, (record) =>
        record.status === 'CANCELLED'
          ? bookingMail(
              { ...bookingMailInputOf(record), kind: 'cancelled', cancelledBy: by },
              {
                to: record.userEmail,
                calendar: { content: linksOf(record).calendar, method: 'CANCEL' },
              },
            )
          : null,
      ),
  };
}
