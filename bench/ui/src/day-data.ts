import type { TimetableDoctor } from '@praktik/ui/TimetableGrid';
import { VISIT_STATUSES } from '@praktik/domain/visits/status';

/** The day both views draw: 30 doctors working 08:00-20:00 and 600 reservations of 15 minutes. */
export const BENCH_DATE = '2026-11-23';
export const DOCTOR_COUNT = 30;
export const RESERVATION_COUNT = 600;
/** Every doctor keeps 12:00-13:00 free: the hour the benchmark picks to add a reservation. */
export const FREE_HOUR = 12;
export const PICKED_DOCTOR = 14;

const NAMES = ['Siti Rahma', 'Budi Santoso', 'Citra Lestari', 'Dewi Anggraini', 'Eko Saputra'];
const pad = (value: number) => String(value).padStart(2, '0');

export interface BenchReservation {
  id: string;
  doctorIndex: number;
  hour: number;
  minute: number;
  patientName: string;
  noSequence: number;
  status: (typeof VISIT_STATUSES)[number];
}

/** Half hours from 08:00 to 18:30 without the free lunch hour: 20 per doctor. */
const HALF_HOURS = Array.from({ length: 22 }, (_, index) => 8 * 60 + index * 30).filter(
  (minutes) => Math.floor(minutes / 60) !== FREE_HOUR,
);

export const reservations: BenchReservation[] = Array.from(
  { length: RESERVATION_COUNT },
  (_, index) => {
    const order = Math.floor(index / DOCTOR_COUNT);
    const minutes = HALF_HOURS[order % HALF_HOURS.length] as number;
    return {
      id: `r-${index + 1}`,
      doctorIndex: index % DOCTOR_COUNT,
      hour: Math.floor(minutes / 60),
      minute: minutes % 60,
      patientName: `${NAMES[index % NAMES.length] as string} ${index + 1}`,
      noSequence: order + 1,
      status: VISIT_STATUSES[index % VISIT_STATUSES.length] as BenchReservation['status'],
    };
  },
);

export const doctorName = (index: number) => `dr. Dokter ${index + 1}`;

/** The day as TimetableGrid rows. */
export const timetableDoctors: TimetableDoctor[] = Array.from(
  { length: DOCTOR_COUNT },
  (_, doctorIndex) => ({
    doctorId: `doc-${doctorIndex + 1}`,
    doctorName: doctorName(doctorIndex),
    scheduled: [{ start: 8 * 60, end: 20 * 60 }],
    reservations: reservations
      .filter((reservation) => reservation.doctorIndex === doctorIndex)
      .map((reservation) => ({
        id: reservation.id,
        start: `${pad(reservation.hour)}:${pad(reservation.minute)}:00`,
        patientName: reservation.patientName,
        noSequence: reservation.noSequence,
        status: reservation.status,
      })),
  }),
);

/** The same day as react-big-calendar resources and events. */
export const calendarResources = Array.from({ length: DOCTOR_COUNT }, (_, doctorIndex) => ({
  resourceId: `doc-${doctorIndex + 1}`,
  resourceTitle: doctorName(doctorIndex),
}));

const [year, month, day] = BENCH_DATE.split('-').map(Number) as [number, number, number];
export const calendarDate = new Date(year, month - 1, day);
export const calendarScrollTo = new Date(year, month - 1, day, 9);

export const calendarEvents = reservations.map((reservation) => ({
  id: reservation.id,
  title: `${reservation.noSequence}. ${reservation.patientName}`,
  start: new Date(year, month - 1, day, reservation.hour, reservation.minute),
  end: new Date(year, month - 1, day, reservation.hour, reservation.minute + 15),
  resourceId: `doc-${reservation.doctorIndex + 1}`,
  status: reservation.status,
}));
