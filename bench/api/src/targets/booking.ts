// Booking on one screen, seen on another open timetable: BOOKINGS bookings one after the other
// through the bench's app, each timed to its event and to the refetched day that shows it.
import { measureBookingToTimetable, type Booking } from '../booking-latency';
import { waitUntilIdle } from '../measure';
import { BOOKINGS, RESERVATION_SIZES, log } from '../options';
import {
  SLOTS_A_DAY,
  bookedSlotIndexes,
  slotStart,
  type SeededReservationClinic,
} from '../seed-reservations';

export const bookingTarget = { name: 'booking: from its 201 to another open timetable' };
/** A booking seen on another open timetable within 1 s. */
const BOOKING_TO_TIMETABLE_P99_MS = 1000;

/** `date` (YYYY-MM-DD) plus `days` days. */
function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The report's `bookingToTimetable`: the reservation clinic's owner (`token`) books on `base`. */
export async function measureBooking(
  clinic: SeededReservationClinic,
  base: string,
  token: () => Promise<string>,
) {
  log(`${bookingTarget.name}: ${BOOKINGS} bookings one after the other`);
  await waitUntilIdle();
  const free = Array.from({ length: SLOTS_A_DAY }, (_, index) => index).filter(
    (index) =>
      !bookedSlotIndexes(RESERVATION_SIZES.perDay / RESERVATION_SIZES.doctors).includes(index),
  );
  const doctors = clinic.doctorIds;
  // Free slots from tomorrow on (today's may have passed): doctor by doctor, then slot.
  const bookings: Booking[] = Array.from({ length: BOOKINGS }, (_, n) => {
    const perDay = doctors.length * free.length;
    return {
      doctorId: doctors[n % doctors.length]!,
      date: addDays(clinic.today, 1 + Math.floor(n / perDay)),
      time: slotStart(free[Math.floor((n % perDay) / doctors.length)]!),
    };
  });
  const { patient, serviceId } = clinic;
  const bookingToTimetable = {
    name: bookingTarget.name,
    measures:
      'per booking: its 201 answer to the `reservation` event on a held GET /events stream, and to the answer of the get-reservation-data refetch of the day (the other timetable’s SWR revalidation) that contains it',
    ...(await measureBookingToTimetable({
      base,
      token: await token(),
      bookings,
      bookingBody: (booking) => ({
        patientTab: 'EXISTING',
        patientId: patient.id,
        name: patient.name,
        identificationType: 'KTP',
        identificationNumber: patient.identificationNumber,
        doctorId: booking.doctorId,
        dateVisit: booking.date,
        timeVisit: [booking.time],
        serviceId,
      }),
      targetP99Ms: BOOKING_TO_TIMETABLE_P99_MS,
    })),
  };
  log(
    `  to the event p50 ${bookingToTimetable.toEvent.p50Ms} ms, p99 ${bookingToTimetable.toEvent.p99Ms} ms; to the refetched timetable p99 ${bookingToTimetable.toRefetchedTimetable.p99Ms} ms`,
  );
  return bookingToTimetable;
}
