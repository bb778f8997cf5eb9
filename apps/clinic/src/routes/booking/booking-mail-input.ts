import type { BookingMailInput } from '@praktik/domain/reservations/booking-mail';
import type { PublicReservation } from '../../api/public-booking';
import type { Locale } from '../../intl/locale';

/** What the booking's mail and pages show of a reservation (a `PublicReservation` fits). */
export type BookingMailReservation = Pick<
  PublicReservation,
  'status' | 'reservation_date' | 'time_slots' | 'doctor_name' | 'service_name' | 'user_name'
> & {
  clinic: Pick<PublicReservation['clinic'], 'name' | 'address'> &
    Partial<Pick<PublicReservation['clinic'], 'email' | 'phoneNumber'>>;
  confirmed: boolean;
};

/** A booking as the domain's booking mail takes it, in the page's language. */
export function bookingMailInputOf(
  reservation: BookingMailReservation,
  locale: Locale,
): Omit<BookingMailInput, 'kind'> {
  return {
    locale,
    patientName: reservation.user_name,
    clinic: reservation.clinic,
    doctorName: reservation.doctor_name,
    serviceName: reservation.service_name,
    date: reservation.reservation_date,
    start: reservation.time_slots.availability_start,
    end: reservation.time_slots.availability_end,
    status: reservation.status,
    confirmed: reservation.confirmed,
  };
}
