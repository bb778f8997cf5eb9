import { canPatientReschedule } from '@praktik/domain/reservations/patient-reschedule';
import {
  reservationWhatsappLink,
  type ReservationReminder,
} from '@praktik/domain/packages/reservation-reminder';
import { DEFAULT_UTC_OFFSET_HOURS, clinicWallClock } from '@praktik/domain/dates/utc-offset';
import { normalizePhoneForMessaging } from '@praktik/domain/patients/phone';
import { bookingMail } from '../../integrations/mail/booking-mail';
import type { OutgoingMail } from '../../integrations/mail/mailer';
import { translatorFor, type Language } from '../../intl/i18n';
import type { Tenant } from '../../plugins/tenancy';
import type { Clock } from '../../shared/clock';
import { NotFoundError } from '../../shared/errors';
import type { WhatsappReminderRepository } from '../whatsapp-reminders/whatsapp-reminders.repository';
import type { BookingLinks } from '../public-booking/booking-links';
import type {
  ReminderRecord,
  ReservationReminderRepository,
} from './reservation-reminders.repository';

const DAY_MS = 86_400_000;
/** The reminder mail goes out the day before, from this hour of the clinic's clock on. */
export const REMINDER_MAIL_FROM_HOUR = 17;

/** The clinic's date `days` after `now` (clinics are +7 until they have a zone setting). */
export const clinicDateAfter = (now: Date, days: number) =>
  clinicWallClock(new Date(now.getTime() + days * DAY_MS), DEFAULT_UTC_OFFSET_HOURS).slice(0, 10);

const languageOf = (locale: string): Language => (locale === 'en' ? 'en' : 'id');

function reminderOf(record: ReminderRecord): ReservationReminder {
  return {
    phone: record.phoneNumber,
    patientName: record.patientName,
    clinicName: record.clinicName,
    doctorName: record.doctorName,
    reservationDate: record.reservationDate,
    startTime: record.startTime,
  };
}

/**
 * The reminder mail of one reservation, in the patient's language: the booking mail's reminder
 * (the clinic's address and a map link, the cancel link), sent from the platform's no-reply
 * address with Reply-To the clinic when it has an e-mail.
 */
export function reminderMail(
  record: ReminderRecord & { email: string },
  links: Pick<BookingLinks, 'cancelUrl' | 'rescheduleUrl'>,
  at: Date,
): OutgoingMail {
  return bookingMail(
    {
      kind: 'reminder',
      locale: languageOf(record.locale),
      patientName: record.patientName,
      clinic: {
        name: record.clinicName,
        address: record.clinicAddress,
        email: record.clinicEmail,
        phoneNumber: record.clinicPhoneNumber,
      },
      doctorName: record.doctorName,
      serviceName: record.serviceName,
      date: record.reservationDate,
      start: record.startTime,
      end: record.endTime,
      confirmed: record.confirmed,
      cancelUrl: links.cancelUrl(record.reservationId),
      // Sent the evening before: with the default cutoff of a day, the time to move it has passed.
      rescheduleUrl: canPatientReschedule(record.startsAt, at, record.patientRescheduleCutoffHours)
        ? links.rescheduleUrl(record.reservationId)
        : null,
    },
    { to: record.email },
  );
}

export function createReservationReminderService(
  reminders: ReservationReminderRepository,
  { now, sends }: { now: Clock; sends: WhatsappReminderRepository },
) {
  return {
    /** A day's BOOKED reservations with the WhatsApp reminder of each (default: tomorrow). */
    async list(tenant: Tenant, date: string | undefined) {
      const day = date ?? clinicDateAfter(now(), 1);
      const records = await reminders.bookedOn(tenant.businessId, day);
      const latest = await sends.latestOf(
        tenant.businessId,
        'RESERVATION',
        records.map((record) => record.reservationId),
      );
      return records.map((record) => {
        const t = translatorFor(languageOf(record.locale));
        const phone = normalizePhoneForMessaging(record.phoneNumber);
        return {
          reservationId: record.reservationId,
          patientName: record.patientName,
          doctorName: record.doctorName,
          reservation_date: record.reservationDate,
          time_slots: { availability_start: record.startTime, availability_end: record.endTime },
          phoneNumber: phone === '' ? null : phone,
          whatsappUrl: reservationWhatsappLink(reminderOf(record), t),
          locale: languageOf(record.locale),
          lastReminder: latest.get(record.reservationId) ?? null,
        };
      });
    },

    /** Records that the caller opened the reservation's WhatsApp reminder (decision 0052). */
    async recordSend(tenant: Tenant, reservationId: string) {
      const sent = await sends.record(
        tenant.businessId,
        { kind: 'RESERVATION', id: reservationId },
        tenant.userId,
        now(),
      );
      if (!sent) throw new NotFoundError('errors.reservationNotFound');
      return sent;
    },
  };
}
export type ReservationReminderService = ReturnType<typeof createReservationReminderService>;
