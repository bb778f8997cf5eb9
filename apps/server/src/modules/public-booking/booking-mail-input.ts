import type { BookingMailInput } from '@praktik/domain/reservations/booking-mail';
import type { PublicReservationRecord } from './public-booking.repository';
import { languageOf } from './reservation-links';

/** A stored booking as every booking mail and page writes it (the domain's one booking mail). */
export function bookingMailInputOf(
  record: PublicReservationRecord,
): Omit<BookingMailInput, 'kind'> {
  return {
    locale: languageOf(record.locale),
    patientName: record.userName,
    clinic: record.clinic,
    doctorName: record.doctorName,
    serviceName: record.serviceName,
    date: record.reservationDate,
    start: record.startTime,
    end: record.endTime,
    status: record.status,
    confirmed: record.confirmedAt !== null || record.source === 'CLINIC',
  };
}
