import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesToTime } from '../slots/time-of-day';
import { dayAgenda, patientNameMatches } from './day-agenda';

const visit = (id: string, start: string, patientName: string, noSequence: number | string) => ({
  id,
  start,
  patientName,
  noSequence,
});

/** The timetable's rows, by practitioner name, each with its reservations by start time. */
const day = [
  {
    doctorId: 'andi',
    doctorName: 'dr. Andi Pratama',
    reservations: [
      visit('a1', '09:00:00', 'Siti Rahma', 1),
      visit('a2', '09:30:00', 'Budi Santoso', 2),
      visit('a3', '11:00:00', 'Citra Lestari', 3),
    ],
  },
  {
    doctorId: 'sari',
    doctorName: 'dr. Sari Lestari',
    reservations: [visit('s1', '09:00:00', 'Dewi Anggraini', 1), visit('s2', '10:00', 'Eko', 2)],
  },
  {
    doctorId: 'intan',
    doctorName: 'Terapis Intan',
    reservations: [visit('i1', '08:45:00', 'Fajar Nugroho', 1)],
  },
];

const ids = (entries: readonly { id: string }[]) => entries.map((entry) => entry.id);

describe('the day as an agenda', () => {
  it("lists every practitioner's reservations of the day by time, each with its practitioner", () => {
    const agenda = dayAgenda(day);
    expect(ids(agenda)).toEqual(['i1', 'a1', 's1', 'a2', 's2', 'a3']);
    expect(agenda[1]).toEqual({
      id: 'a1',
      start: '09:00:00',
      patientName: 'Siti Rahma',
      noSequence: 1,
      doctorId: 'andi',
      doctorName: 'dr. Andi Pratama',
    });
  });

  it("at the same time keeps the timetable's order of practitioners, then the queue number", () => {
    const sameHour = [
      {
        doctorId: 'b',
        doctorName: 'B',
        reservations: [visit('b2', '10:00:00', 'X', 2), visit('b1', '10:00:00', 'Y', 1)],
      },
      { doctorId: 'a', doctorName: 'A', reservations: [visit('a1', '10:00:00', 'Z', 1)] },
    ];
    expect(ids(dayAgenda(sameHour))).toEqual(['b1', 'b2', 'a1']);
  });

  it("shows one practitioner's day when one is chosen", () => {
    expect(ids(dayAgenda(day, { doctorId: 'andi' }))).toEqual(['a1', 'a2', 'a3']);
    expect(ids(dayAgenda(day, { doctorId: null }))).toHaveLength(6);
  });

  it('a practitioner who is not on the day shows nobody, not everybody', () => {
    expect(dayAgenda(day, { doctorId: 'gone' })).toEqual([]);
  });

  it('finds a patient by any part of their name as it is typed, in any case and order', () => {
    expect(ids(dayAgenda(day, { search: 'les' }))).toEqual(['a3']);
    expect(ids(dayAgenda(day, { search: '  RAHMA  siti ' }))).toEqual(['a1']);
    expect(ids(dayAgenda(day, { search: 'e' }))).toEqual(['s1', 's2', 'a3']);
    expect(ids(dayAgenda(day, { search: 'santoso', doctorId: 'sari' }))).toEqual([]);
  });

  it('a blank search keeps every patient', () => {
    expect(dayAgenda(day, { search: '   ' })).toHaveLength(6);
  });

  it('a name written with accents is found without them, and the other way round', () => {
    expect(patientNameMatches('René Sütisna', 'rene sutis')).toBe(true);
    expect(patientNameMatches('Rene Sutisna', 'René')).toBe(true);
    expect(patientNameMatches('Rene Sutisna', 'renata')).toBe(false);
  });

  it('keeps each reservation exactly once, in time order, whatever order the rows come in', () => {
    const reservationArb = fc.record({
      minute: fc.integer({ min: 0, max: 24 * 4 - 1 }),
      noSequence: fc.integer({ min: 1, max: 50 }),
    });
    const rowsArb = fc.array(fc.array(reservationArb, { maxLength: 12 }), { maxLength: 6 });
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const doctors = rows.map((reservations, row) => ({
          doctorId: `d${row}`,
          doctorName: `Doctor ${row}`,
          reservations: reservations.map((r, index) =>
            visit(`d${row}-${index}`, minutesToTime(r.minute * 15), 'Pasien', r.noSequence),
          ),
        }));
        const agenda = dayAgenda(doctors);
        const all = doctors.flatMap((doctor) => ids(doctor.reservations));
        expect([...ids(agenda)].sort()).toEqual([...all].sort());
        for (let i = 1; i < agenda.length; i += 1) {
          expect(agenda[i - 1]!.start <= agenda[i]!.start).toBe(true);
        }
      }),
    );
  });
});
