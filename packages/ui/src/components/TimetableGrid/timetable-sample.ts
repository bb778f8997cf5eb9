import { holdsSlot } from '@praktik/domain/reservations/slot-holding';
import { minutesToTime, timeToMinutes } from '@praktik/domain/slots/time-of-day';
import { VISIT_STATUSES, type VisitStatus } from '@praktik/domain/visits/status';
import type { TimetableDoctor, TimetableReservation } from './timetable-grid-options';

/** Stories' data: the date and clock of "today" at the clinic. */
export const SAMPLE_DATE = '2026-11-23';
export const SAMPLE_NOW = { date: SAMPLE_DATE, time: '10:30:00' };

const hours = (from: number, to: number) => ({ start: from * 60, end: to * 60 });

const reservation = (
  id: string,
  start: string,
  patientName: string,
  noSequence: number,
  status: VisitStatus,
): TimetableReservation => ({
  id,
  start,
  // A quarter-hour visit: the sample's cards show their end too.
  end: minutesToTime((timeToMinutes(start) ?? 0) + 15),
  patientName,
  noSequence,
  status,
});

/** A normal day: three practitioners, every status once or more, one doctor off after noon. */
export const normalDay: TimetableDoctor[] = [
  {
    doctorId: 'doc-1',
    doctorName: 'dr. Andi Pratama',
    scheduled: [hours(8, 20)],
    reservations: [
      reservation('r-1', '09:00:00', 'Siti Rahma', 1, 'DONE'),
      reservation('r-2', '09:30:00', 'Budi Santoso', 2, 'ACTIVE'),
      reservation('r-3', '11:00:00', 'Citra Lestari', 3, 'BOOKED'),
      reservation('r-4', '11:45:00', 'Dewi Anggraini', 4, 'WAITING_PAYMENT'),
      reservation('r-5', '14:00:00', 'Eko Saputra', 5, 'CANCELLED'),
    ],
  },
  {
    doctorId: 'doc-2',
    doctorName: 'drg. Bella Kusuma',
    scheduled: [hours(9, 12), hours(13, 17)],
    reservations: [
      reservation('r-6', '09:15:00', 'Fajar Nugroho', 1, 'DONE'),
      reservation('r-7', '10:00:00', 'Gita Permata', 2, 'ACTIVE'),
      reservation('r-8', '13:30:00', 'Hendra Wijaya', 3, 'BOOKED'),
    ],
  },
  {
    doctorId: 'doc-3',
    doctorName: 'Terapis Intan Sari',
    scheduled: [hours(10, 18)],
    reservations: [
      reservation('r-9', '12:00:00', 'Joko Susilo', 1, 'BOOKED'),
      reservation('r-10', '12:30:00', 'Kartika Dewi', 2, 'BOOKED'),
      reservation('r-11', '16:00:00', 'Lina Marlina', 3, 'BOOKED'),
    ],
  },
];

const FIRST_NAMES = [
  'Siti',
  'Budi',
  'Citra',
  'Dewi',
  'Eko',
  'Fajar',
  'Gita',
  'Hendra',
  'Intan',
  'Joko',
  'Kartika',
  'Lina',
  'Made',
  'Nur',
  'Oka',
  'Putri',
  'Rizki',
  'Sari',
  'Tono',
  'Wulan',
];
const LAST_NAMES = [
  'Rahma',
  'Santoso',
  'Lestari',
  'Anggraini',
  'Saputra',
  'Nugroho',
  'Permata',
  'Wijaya',
  'Sari',
  'Susilo',
  'Dewi',
  'Marlina',
  'Hidayat',
  'Kusuma',
  'Pratama',
  'Siregar',
];

/** A small deterministic generator (mulberry32), so every run draws the same day. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A busy day: `doctorCount` practitioners working 08:00 to 20:00 and `reservationCount`
 * reservations spread over them on the quarter hours (spec 2 §9), statuses mixed.
 */
export function busyDay(doctorCount = 30, reservationCount = 600, seed = 7): TimetableDoctor[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const doctors = Array.from({ length: doctorCount }, (_, index) => ({
    doctorId: `doc-${index + 1}`,
    doctorName: `dr. ${pick(FIRST_NAMES)} ${pick(LAST_NAMES)} ${index + 1}`,
    scheduled: [hours(8, 20)],
    reservations: [] as TimetableReservation[],
  }));
  const perDoctor = Math.ceil(reservationCount / doctorCount);
  for (let index = 0; index < reservationCount; index += 1) {
    const doctor = doctors[index % doctorCount] as (typeof doctors)[number];
    const order = Math.floor(index / doctorCount);
    // Quarter hours from 08:00, in order, a few skipped so some hours stay free.
    const start = 8 * 60 + Math.floor((order * 48) / perDoctor) * 15;
    doctor.reservations.push({
      id: `r-${index + 1}`,
      start: minutesToTime(start),
      end: minutesToTime(start + 15),
      patientName: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
      noSequence: order + 1,
      // Cancelled reservations get no card (TimetableRow): every one of these is drawn.
      status: pick(VISIT_STATUSES.filter(holdsSlot)),
    });
  }
  return doctors;
}
