import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_UTC_OFFSET_HOURS, clinicWallClock } from '@praktik/domain/dates/utc-offset';
import type { Mailer } from '../../integrations/mail/mailer';
import type { Clock } from '../../shared/clock';
import { startPeriodicJob } from '../../shared/periodic-job';
import type { BookingLinks } from '../public-booking/booking-links';
import type { ReservationReminderRepository } from './reservation-reminders.repository';
import {
  clinicDateAfter,
  reminderMail,
  REMINDER_MAIL_FROM_HOUR,
} from './reservation-reminders.service';

export const REMINDER_MAIL_INTERVAL_MS = 5 * 60_000;

export interface ReminderMailDeps {
  reminders: ReservationReminderRepository;
  mailer: Mailer;
  /** The cancel page each reminder links to, and its change of time while the patient may. */
  links: Pick<BookingLinks, 'cancelUrl' | 'rescheduleUrl'>;
  now: Clock;
}

/**
 * One run of the reminder mail (docs/api.md, "Reservations"): from 17:00 clinic time, the next
 * day's BOOKED reservations with an e-mail get their reminder in the patient's language, once each:
 * the reservation is claimed (reminder_sent_at) before the mail goes, and given back if sending
 * fails. The number of mails sent.
 */
export async function sendDueReminderMails({ reminders, mailer, links, now }: ReminderMailDeps) {
  const at = now();
  const clinicHour = Number(clinicWallClock(at, DEFAULT_UTC_OFFSET_HOURS).slice(11, 13));
  if (clinicHour < REMINDER_MAIL_FROM_HOUR) return 0;
  let sent = 0;
  for (const record of await reminders.dueMailReminders(clinicDateAfter(at, 1))) {
    if (!record.email || !(await reminders.claimReminder(record.reservationId, at))) continue;
    try {
      await mailer.send(reminderMail({ ...record, email: record.email }, links, at));
      sent += 1;
    } catch (error) {
      await reminders.releaseReminder(record.reservationId);
      throw error;
    }
  }
  return sent;
}

/** The reminder mail every few minutes in the server process; stops after a run in progress. */
export function startReminderMailJob(
  deps: ReminderMailDeps & { log: FastifyBaseLogger; intervalMs?: number },
): () => Promise<void> {
  const run = () =>
    sendDueReminderMails(deps)
      .then((sent) => {
        if (sent > 0) deps.log.info({ sent }, 'reservation reminder mails sent');
      })
      .catch((error: unknown) =>
        deps.log.warn({ err: error }, 'the reminder mail run failed; next run tries again'),
      );
  return startPeriodicJob(run, deps.intervalMs ?? REMINDER_MAIL_INTERVAL_MS);
}
