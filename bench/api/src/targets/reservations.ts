// The reservation clinic's front desk: the measured day's timetable (answered from the kept
// answers, and by an instance keeping none) and one doctor's slots of that day, each doctor in
// turn, all beside their driver twins, latency at the front desk's 8 connections.
import { atFrontDesk, type Target } from '../measure';
import type { SeededReservationClinic } from '../seed-reservations';

const RESERVATION_P99_MS = 25;

export function reservationTargets(
  clinic: Pick<SeededReservationClinic, 'today' | 'doctorIds'>,
  servers: {
    /** The clinic's owner signs every call. */
    token: () => Promise<string>;
    /** An instance on the same database keeping no timetable answers. */
    uncachedBase: string;
  },
): Target[] {
  const { token, uncachedBase } = servers;
  const timetablePaths = [
    `/api2/reservation/v1/get-reservation-data?reservation_date=${clinic.today}`,
  ];
  return [
    {
      name: 'reservations: timetable of the day (get-reservation-data)',
      paths: timetablePaths,
      ...atFrontDesk(token, RESERVATION_P99_MS),
      // Nothing writes during the load: every call after the first is answered from the kept
      // answer (one version query a call); the twin still replays the day's two queries.
      captureBase: uncachedBase,
      timetableCache: 'hit path',
    },
    {
      name: 'reservations: timetable of the day, no kept answers (get-reservation-data, uncached)',
      paths: timetablePaths,
      ...atFrontDesk(token, RESERVATION_P99_MS),
      base: uncachedBase,
      timetableCache: 'off',
    },
    {
      name: 'slots: one doctor’s available slots of the day (get-available-slots)',
      paths: ['/api2/schedule/get-available-slots'],
      bodies: clinic.doctorIds.map((doctorId) =>
        JSON.stringify({ doctor_id: doctorId, date: clinic.today, days: 1 }),
      ),
      ...atFrontDesk(token, RESERVATION_P99_MS),
    },
  ];
}
