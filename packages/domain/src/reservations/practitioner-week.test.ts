import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addIsoDays, sundayBasedWeekdayOf } from '../dates/iso-day';
import {
  groupWeekByDay,
  weekDaysOf,
  weekPractitionerChoices,
  weekPractitionerOf,
  weekStartOf,
} from './practitioner-week';

const visit = (id: string, date: string, start: string, noSequence: number | string = 1) => ({
  id,
  date,
  start,
  noSequence,
});

const ids = (reservations: readonly { id: string }[]) => reservations.map((r) => r.id);

describe('the week holding a day', () => {
  it('runs Monday to Sunday: a Wednesday, its Monday and its Sunday all give the same week', () => {
    const week = [
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ];
    expect(weekDaysOf('2026-11-25')).toEqual(week);
    expect(weekDaysOf('2026-11-23')).toEqual(week);
    // Sunday ends the week rather than starting the next one.
    expect(weekDaysOf('2026-11-29')).toEqual(week);
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
  });

  it('crosses months and years', () => {
    expect(weekDaysOf('2027-01-01')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('always starts on the Monday at most six days before the day', () => {
    const days = fc.integer({ min: 0, max: 100_000 }).map((n) => addIsoDays('1970-01-01', n));
    fc.assert(
      fc.property(days, (day) => {
        const monday = weekStartOf(day);
        expect(sundayBasedWeekdayOf(monday)).toBe(1);
        expect(weekDaysOf(day)).toContain(day);
      }),
    );
  });
});

describe("a practitioner's week by day", () => {
  it('puts each reservation on its day, by time then queue number, Monday to Sunday', () => {
    const week = groupWeekByDay('2026-11-25', [
      visit('wed-late', '2026-11-25', '14:00:00', 3),
      visit('mon', '2026-11-23', '09:00:00'),
      visit('wed-early-2', '2026-11-25', '09:00', 2),
      visit('wed-early-1', '2026-11-25', '09:00:00', 1),
      visit('sun', '2026-11-29', '10:00:00'),
    ]);
    expect(week.map((day) => day.date)).toEqual(weekDaysOf('2026-11-25'));
    expect(week.map((day) => ids(day.reservations))).toEqual([
      ['mon'],
      [],
      ['wed-early-1', 'wed-early-2', 'wed-late'],
      [],
      [],
      [],
      ['sun'],
    ]);
  });

  it('keeps every day, also a week without reservations', () => {
    const week = groupWeekByDay('2026-11-25', []);
    expect(week).toHaveLength(7);
    expect(week.every((day) => day.reservations.length === 0)).toBe(true);
  });

  it('leaves out a reservation of another week', () => {
    const week = groupWeekByDay('2026-11-25', [
      visit('before', '2026-11-22', '09:00:00'),
      visit('after', '2026-11-30', '09:00:00'),
    ]);
    expect(week.flatMap((day) => day.reservations)).toEqual([]);
  });

  it('loses no reservation of the week and orders each day', () => {
    const weekDays = weekDaysOf('2026-11-25');
    const reservation = fc.record({
      id: fc.uuid(),
      date: fc.constantFrom(...weekDays),
      start: fc
        .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
        .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`),
      noSequence: fc.integer({ min: 1, max: 50 }),
    });
    fc.assert(
      fc.property(fc.array(reservation, { maxLength: 40 }), (reservations) => {
        const week = groupWeekByDay('2026-11-25', reservations);
        expect(week.flatMap((day) => day.reservations)).toHaveLength(reservations.length);
        for (const day of week) {
          const starts = day.reservations.map((r) => r.start);
          expect(starts).toEqual([...starts].sort());
          expect(day.reservations.every((r) => r.date === day.date)).toBe(true);
        }
      }),
    );
  });
});

/** The clinic's practitioners, by name, as its list of practitioners has them. */
const practitioners = [
  { id: 'intan', role: 'ROLE_BEAUTICIAN' as const },
  { id: 'rudi', role: 'ROLE_DOCTOR' as const },
  { id: 'sari', role: 'ROLE_DOCTOR' as const },
];

describe('whose week is shown', () => {
  it('a doctor or beautician sees their own week, whatever the address asks for', () => {
    const rudi = { role: 'ROLE_DOCTOR' as const, userId: 'rudi' };
    expect(weekPractitionerOf(practitioners, rudi, null)).toBe('rudi');
    expect(weekPractitionerOf(practitioners, rudi, 'sari')).toBe('rudi');
    const intan = { role: 'ROLE_BEAUTICIAN' as const, userId: 'intan' };
    expect(weekPractitionerOf(practitioners, intan, 'rudi')).toBe('intan');
  });

  it('the owner and the front desk start on the first doctor by name, not a beautician', () => {
    expect(weekPractitionerOf(practitioners, { role: 'ROLE_OWNER', userId: 'o' }, null)).toBe(
      'rudi',
    );
    expect(weekPractitionerOf(practitioners, { role: 'ROLE_STAFF', userId: 's' }, 'all')).toBe(
      'rudi',
    );
  });

  it('they keep the practitioner already chosen while the clinic has them', () => {
    const owner = { role: 'ROLE_OWNER' as const, userId: 'o' };
    expect(weekPractitionerOf(practitioners, owner, 'sari')).toBe('sari');
    expect(weekPractitionerOf(practitioners, owner, 'intan')).toBe('intan');
    expect(weekPractitionerOf(practitioners, owner, 'gone')).toBe('rudi');
  });

  it('a clinic of beauticians only starts on the first of them; one without any shows nobody', () => {
    const owner = { role: 'ROLE_OWNER' as const, userId: 'o' };
    expect(weekPractitionerOf(practitioners.slice(0, 1), owner, null)).toBe('intan');
    expect(weekPractitionerOf([], owner, null)).toBeNull();
  });

  it('a practitioner may pick only themselves; the others pick any', () => {
    expect(weekPractitionerChoices(practitioners, { role: 'ROLE_DOCTOR', userId: 'sari' })).toEqual(
      [{ id: 'sari', role: 'ROLE_DOCTOR' }],
    );
    expect(weekPractitionerChoices(practitioners, { role: 'ROLE_STAFF', userId: 's' })).toEqual(
      practitioners,
    );
  });
});
