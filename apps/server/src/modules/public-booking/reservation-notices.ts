import type { FastifyBaseLogger } from 'fastify';
import type { Repositories } from '../../composition/repositories';
import { bookingRescheduledMail } from '../../integrations/mail/booking-rescheduled-mail';
import type { Mailer } from '../../integrations/mail/mailer';
import { languageOf, type ReservationLinksOf } from './reservation-links';

/** The time a booker was last told of: the clinic's date and wall-clock span. */
export interface PreviousSlot {
  date: string;
  start: string;
  end: string;
}

/** Tells a booker of a change the clinic made to their booking, after it committed. */
export interface ReservationNotices {
  /** The new time, with the calendar entry that moves the one they hold. */
  rescheduled(reservationId: string, previous: PreviousSlot): Promise<void>;
}

export interface ReservationNoticesDeps {
  repositories: Repositories;
  mailer: Mailer;
  linksOf: ReservationLinksOf;
  logger: FastifyBaseLogger;
}

/**
 * The mails a clinic's change sends to the booker's address (the reservation's `user_email`, in
 * its `locale`): none without an address. The change stands whatever the mail server does, as
 * the booking's confirmation does (docs/decisions/0050-rescheduling.md): a refused mail is
 * logged, not answered.
 */
export function createReservationNotices({
  repositories,
  mailer,
  linksOf,
  logger,
}: ReservationNoticesDeps): ReservationNotices {
  return {
    async rescheduled(reservationId, previous) {
      try {
        const record = await repositories.publicBooking.findReservation(reservationId);
        if (!record?.userEmail) return;
        const links = linksOf(record);
        await mailer.send(
          bookingRescheduledMail({
            to: record.userEmail,
            language: languageOf(record.locale),
            name: record.userName,
            clinic: record.clinic,
            doctorName: record.doctorName,
            serviceName: record.serviceName ?? '',
            date: record.reservationDate,
            start: record.startTime,
            end: record.endTime,
            previous,
            cancelUrl: links.cancelUrl,
            googleCalendarUrl: links.googleCalendarUrl,
            calendar: links.calendar,
          }),
        );
      } catch (error) {
        // Committed already: the caller's answer is the move, whatever became of the mail.
        logger.error({ err: error, reservationId }, 'reschedule mail not sent');
      }
    },
  };
}
