import type { SlotTime } from '../slots/time-of-day';

/** A reservation as the agenda reads it: when it starts, whose it is, its queue number. */
export interface AgendaReservation {
  /** 'HH:mm:ss' (or 'HH:mm'). */
  start: SlotTime;
  patientName: string;
  noSequence: number | string;
}

/** A practitioner's reservations of the day, as the timetable's rows carry them. */
export interface AgendaDoctor<R extends AgendaReservation> {
  doctorId: string;
  doctorName: string;
  reservations: readonly R[];
}

/** One line of the agenda: a reservation with the practitioner it is with. */
export type AgendaEntry<R extends AgendaReservation> = R & { doctorId: string; doctorName: string };

export interface AgendaFilter {
  /** What was typed in the search field; blank keeps every patient. */
  search?: string;
  /** Only this practitioner's reservations; null or absent keeps every practitioner. */
  doctorId?: string | null;
}

/** Lower case, accents folded, one space between words: "  Siti  RAHMÁ " reads "siti rahma". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('id')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether a patient's name answers what was typed: every typed word appears in the name, in any
 * order and case, accents aside ("rahma siti" and "RAHMA" both find Siti Rahma). Blank finds all.
 */
export function patientNameMatches(name: string, search: string): boolean {
  const words = folded(search).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = folded(name);
  return words.every((word) => haystack.includes(word));
}

const queueNumber = (value: number | string): number => {
  const number = Number(value);
  return Number.isFinite(number) ? number : Number.POSITIVE_INFINITY;
};

/** 'HH:mm' and 'HH:mm:ss' compare as the same instant: 09:00 equals 09:00:00. */
const startKey = (start: string): string => (start.length === 5 ? `${start}:00` : start);

/**
 * The day's agenda: every practitioner's reservations in one list by start time; at the same
 * time, practitioners keep the timetable's order (by name) and then the queue number. Filtered to
 * one practitioner and to the patients whose name answers the search. A practitioner the
 * timetable does not have (an id from an old link) leaves the list empty rather than showing
 * everyone.
 */
export function dayAgenda<R extends AgendaReservation>(
  doctors: readonly AgendaDoctor<R>[],
  filter: AgendaFilter = {},
): AgendaEntry<R>[] {
  const search = filter.search ?? '';
  const only = filter.doctorId ?? null;
  const lines: { entry: AgendaEntry<R>; row: number; start: string; queue: number }[] = [];
  doctors.forEach((doctor, row) => {
    if (only !== null && doctor.doctorId !== only) return;
    for (const reservation of doctor.reservations) {
      if (!patientNameMatches(reservation.patientName, search)) continue;
      lines.push({
        entry: { ...reservation, doctorId: doctor.doctorId, doctorName: doctor.doctorName },
        row,
        start: startKey(reservation.start),
        queue: queueNumber(reservation.noSequence),
      });
    }
  });
  lines.sort(
    (a, b) =>
      (a.start < b.start ? -1 : a.start > b.start ? 1 : 0) || a.row - b.row || a.queue - b.queue,
  );
  return lines.map((line) => line.entry);
}
