import { describe, expect, it } from 'vitest';
import {
  BUSINESS_HOURS,
  INITIAL_SCROLL_HOUR,
  TIMETABLE_HOURS,
  isBusinessHour,
  pastHourCount,
  placeReservations,
  timetableRows,
  visibleTimetableDoctors,
} from './timetable';

describe('reservation timetable', () => {
  it('has 24 hourly columns, 00:00 to 23:00, and scrolls to 09:00 on load', () => {
    expect(TIMETABLE_HOURS).toHaveLength(24);
    expect(TIMETABLE_HOURS[0]).toBe(0);
    expect(TIMETABLE_HOURS[23]).toBe(23);
    expect(INITIAL_SCROLL_HOUR).toBe(9);
  });

  it('highlights business hours 09:00 to 17:00: the columns 09:00 to 16:00', () => {
    expect(BUSINESS_HOURS).toEqual({ from: 9, to: 17 });
    expect(TIMETABLE_HOURS.filter(isBusinessHour)).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('places each reservation once, in the column of the hour it begins, by start time', () => {
    const reservations = [
      { id: 'b', start: '09:45:00' },
      { id: 'a', start: '09:00:00' },
      { id: 'c', start: '23:30:00' },
      { id: 'd', start: '09:45:00' },
      { id: 'x', start: '24:00:00' },
      { id: 'y', start: '9:00' },
      { id: 'z', start: 'ab:00' },
    ];
    const cells = placeReservations(reservations);
    expect(cells).toHaveLength(24);
    expect(cells[9]?.reservations.map((r) => r.id)).toEqual(['a', 'b', 'd']);
    expect(cells[23]?.reservations.map((r) => r.id)).toEqual(['c']);
    expect(cells.flatMap((cell) => cell.reservations)).toHaveLength(4);
    expect(cells[9]).toMatchObject({
      hour: 9,
      time: '09:00:00',
      label: '09:00',
      isBusinessHour: true,
    });
    expect(cells[0]).toMatchObject({ time: '00:00:00', label: '00:00', isBusinessHour: false });
  });

  it('marks the hours the doctor is scheduled, a part of an hour counting', () => {
    const cells = placeReservations(
      [],
      [
        { start: 9 * 60 + 30, end: 11 * 60 },
        { start: 13 * 60, end: 13 * 60 + 15 },
      ],
    );
    expect(cells.filter((cell) => cell.isScheduled).map((cell) => cell.hour)).toEqual([9, 10, 13]);
  });

  it('builds a row per doctor in order, each with only its own reservations', () => {
    const doctors = [{ doctorId: 'd2' }, { doctorId: 'd1' }, { doctorId: 'd3' }];
    const reservations = [
      { doctorId: 'd1', start: '10:00:00' },
      { doctorId: 'd2', start: '11:00:00' },
      { doctorId: 'd1', start: '12:00:00' },
      { doctorId: 'd9', start: '12:00:00' },
    ];
    const rows = timetableRows(doctors, reservations, (doctor) =>
      doctor.doctorId === 'd3' ? [{ start: 600, end: 660 }] : [],
    );
    expect(rows.map((row) => row.doctor.doctorId)).toEqual(['d2', 'd1', 'd3']);
    expect(rows[1]?.cells.flatMap((cell) => cell.reservations)).toEqual([
      reservations[0],
      reservations[2],
    ]);
    expect(rows[2]?.cells[10]?.isScheduled).toBe(true);
    expect(timetableRows(doctors, reservations)[2]?.cells.some((cell) => cell.isScheduled)).toBe(
      false,
    );
  });

  it('doctors and beauticians see only their own row; staff and owners see every row', () => {
    const doctors = [{ doctorId: 'u1' }, { doctorId: 'u2' }];
    expect(visibleTimetableDoctors(doctors, { role: 'ROLE_DOCTOR', userId: 'u2' })).toEqual([
      { doctorId: 'u2' },
    ]);
    expect(visibleTimetableDoctors(doctors, { role: 'ROLE_BEAUTICIAN', userId: 'u3' })).toEqual([]);
    expect(visibleTimetableDoctors(doctors, { role: 'ROLE_STAFF', userId: 'u3' })).toEqual(doctors);
    expect(visibleTimetableDoctors(doctors, { role: 'ROLE_OWNER', userId: 'u3' })).toEqual(doctors);
  });

  it('is fast enough for 30 doctors with 600 reservations each', () => {
    const doctors = Array.from({ length: 30 }, (_, index) => ({ doctorId: `d${index}` }));
    const reservations = Array.from({ length: 30 * 600 }, (_, index) => {
      const minute = (index * 37) % 1440;
      return {
        doctorId: `d${index % 30}`,
        start: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`,
      };
    });
    let rows = timetableRows(doctors, reservations);
    let took = Number.POSITIVE_INFINITY;
    // The best of a few runs, so a busy machine does not fail the test.
    for (let run = 0; run < 5; run += 1) {
      const began = performance.now();
      rows = timetableRows(doctors, reservations, () => [{ start: 540, end: 1020 }]);
      took = Math.min(took, performance.now() - began);
    }
    expect(rows.flatMap((row) => row.cells.flatMap((cell) => cell.reservations))).toHaveLength(
      18_000,
    );
    // A few milliseconds on this machine; the bound only catches an accidental quadratic.
    expect(took).toBeLessThan(250);
  });
});

describe('the timetable’s past hours', () => {
  const date = '2026-11-23';

  it('no clock, or a later date: no hour is past', () => {
    expect(pastHourCount(date, undefined)).toBe(0);
    expect(pastHourCount(date, { date: '2026-11-22', time: '23:00:00' })).toBe(0);
  });

  it('an earlier date: every hour is past', () => {
    expect(pastHourCount(date, { date: '2026-11-24', time: '00:00:00' })).toBe(24);
  });

  it('today: the hours that have ended, so 09:00 is still open at 09:30', () => {
    expect(pastHourCount(date, { date, time: '09:30:00' })).toBe(9);
    expect(pastHourCount(date, { date, time: '10:00:00' })).toBe(10);
    expect(pastHourCount(date, { date, time: '00:00:00' })).toBe(0);
  });

  it('an unreadable clock counts no hour as past', () => {
    expect(pastHourCount(date, { date, time: 'soon' })).toBe(0);
  });
});
