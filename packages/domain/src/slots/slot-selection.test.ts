import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isContiguousRun,
  selectionMinutes,
  selectionSlots,
  selectionSpan,
  timetablePickSelection,
  toggleSlotSelection,
} from './slot-selection';
import { minutesToTime } from './time-of-day';
import { VISIT_DURATIONS } from './visit-durations';

/** The units 'HH:mm:ss' from `from` to `to` (exclusive), in 15-minute steps, as hours. */
const units = (from: number, to: number) => {
  const out: string[] = [];
  for (let minute = from * 60; minute < to * 60; minute += 15) out.push(minutesToTime(minute));
  return out;
};
const open = units(8, 12);

describe('picking slots', () => {
  it('with a 15-minute visit a click toggles that one slot', () => {
    const one = toggleSlotSelection([], '09:15:00', 15, open);
    expect(one).toEqual(['09:15:00']);
    const two = toggleSlotSelection(one, '09:30:00', 15, open);
    expect(two).toEqual(['09:15:00', '09:30:00']);
    expect(toggleSlotSelection(two, '09:30:00', 15, open)).toEqual(['09:15:00']);
  });

  it('a click next to the run extends it; a click elsewhere starts a new run', () => {
    expect(toggleSlotSelection(['09:15:00'], '09:00:00', 15, open)).toEqual([
      '09:00:00',
      '09:15:00',
    ]);
    expect(toggleSlotSelection(['09:15:00'], '10:00:00', 15, open)).toEqual(['10:00:00']);
  });

  it('deselecting inside the run keeps the part before it (the part after when none is before)', () => {
    const run = units(9, 10);
    expect(toggleSlotSelection(run, '09:30:00', 15, open)).toEqual(['09:00:00', '09:15:00']);
    expect(toggleSlotSelection(run, '09:00:00', 15, open)).toEqual([
      '09:15:00',
      '09:30:00',
      '09:45:00',
    ]);
    expect(toggleSlotSelection(['09:00:00'], '09:00:00', 15, open)).toEqual([]);
  });

  it('with a 30-minute visit a click selects or deselects the half hour that holds it', () => {
    const half = toggleSlotSelection([], '09:45:00', 30, open);
    expect(half).toEqual(['09:30:00', '09:45:00']);
    const hour = toggleSlotSelection(half, '10:00:00', 30, open);
    expect(hour).toEqual(['09:30:00', '09:45:00', '10:00:00', '10:15:00']);
    expect(toggleSlotSelection(hour, '09:30:00', 30, open)).toEqual(['10:00:00', '10:15:00']);
  });

  it('with a 1-hour visit a click selects or deselects the hour that holds it', () => {
    const hour = toggleSlotSelection([], '10:30:00', 60, open);
    expect(hour).toEqual(units(10, 11));
    expect(toggleSlotSelection(hour, '10:45:00', 60, open)).toEqual([]);
    expect(toggleSlotSelection(units(9, 11), '10:00:00', 60, open)).toEqual(units(9, 10));
  });

  it('a group is only picked when all of it is available', () => {
    const gap = open.filter((time) => time !== '10:45:00');
    expect(toggleSlotSelection(['09:00:00'], '10:00:00', 60, gap)).toEqual(['09:00:00']);
    expect(toggleSlotSelection([], '12:00:00', 15, open)).toEqual([]);
  });

  it('a part-selected group is completed rather than deselected', () => {
    expect(toggleSlotSelection(['10:15:00'], '10:00:00', 30, open)).toEqual([
      '10:00:00',
      '10:15:00',
    ]);
  });

  it('a click on something that is not a time leaves one run of the selection', () => {
    expect(toggleSlotSelection(['09:00:00', '09:15:00'], 'x', 15, open)).toEqual([
      '09:00:00',
      '09:15:00',
    ]);
    expect(toggleSlotSelection(['09:00:00', '10:00:00'], 'x', 15, open)).toEqual(['09:00:00']);
    expect(toggleSlotSelection([], 'x', 15, open)).toEqual([]);
  });

  it('a contiguous run has no gaps and no repeats, in any order', () => {
    expect(isContiguousRun([])).toBe(true);
    expect(isContiguousRun(['09:15:00', '09:00:00'])).toBe(true);
    expect(isContiguousRun(['09:00:00', '09:30:00'])).toBe(false);
    expect(isContiguousRun(['09:00:00', '09:00:00'])).toBe(false);
    expect(isContiguousRun(['9 am'])).toBe(false);
  });

  it('a selection spans from its first start to its last end and books 15 minutes a unit', () => {
    const run = ['09:30:00', '09:00:00', '09:15:00'];
    expect(selectionSpan(run)).toEqual({ start: '09:00:00', end: '09:45:00' });
    expect(selectionSpan([])).toBeNull();
    expect(selectionMinutes(run)).toBe(45);
    expect(selectionSlots(['09:15:00', '09:00:00'])).toEqual([
      { start: '09:00:00', end: '09:15:00' },
      { start: '09:15:00', end: '09:30:00' },
    ]);
  });

  it('property: a selection produced by the toggle rules is always one contiguous run', () => {
    const unitArb = fc.integer({ min: 0, max: 95 }).map((unit) => minutesToTime(unit * 15));
    fc.assert(
      fc.property(
        fc.uniqueArray(unitArb, { maxLength: 96 }),
        fc.array(fc.tuple(unitArb, fc.constantFrom(...VISIT_DURATIONS)), { maxLength: 40 }),
        (available, clicks) => {
          let selected: string[] = [];
          for (const [clicked, duration] of clicks) {
            selected = toggleSlotSelection(selected, clicked, duration, available);
            expect(isContiguousRun(selected)).toBe(true);
          }
        },
      ),
    );
  });

  it('property: the toggle rules only ever pick available slots', () => {
    const unitArb = fc.integer({ min: 0, max: 95 }).map((unit) => minutesToTime(unit * 15));
    fc.assert(
      fc.property(
        fc.uniqueArray(unitArb, { maxLength: 96 }),
        fc.array(fc.tuple(unitArb, fc.constantFrom(...VISIT_DURATIONS)), { maxLength: 40 }),
        (available, clicks) => {
          let selected: string[] = [];
          for (const [clicked, duration] of clicks) {
            selected = toggleSlotSelection(selected, clicked, duration, available);
          }
          for (const time of selected) expect(available).toContain(time);
        },
      ),
    );
  });
});

describe('the add dialog opened from hours picked on the timetable', () => {
  const quarters = (from: string, to: string) => {
    const all: string[] = [];
    for (let m = Number(from.slice(0, 2)) * 60 + Number(from.slice(3, 5)); ; m += 15) {
      const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
      if (time >= `${to}:00`) return all;
      all.push(time);
    }
  };
  const hour10 = { start: '10:00:00', end: '11:00:00' };
  const freeDay = quarters('09:00', '17:00');

  it('picks the hour clicked: its first quarter for a 15-minute visit', () => {
    expect(timetablePickSelection(hour10, 15, freeDay)).toEqual(['10:00:00']);
  });

  it('picks a whole visit of the duration from the hour’s start', () => {
    expect(timetablePickSelection(hour10, 30, freeDay)).toEqual(['10:00:00', '10:15:00']);
    expect(timetablePickSelection(hour10, 60, freeDay)).toEqual(quarters('10:00', '11:00'));
  });

  it('skips what is taken in the hour and picks the first free visit after it', () => {
    const taken = freeDay.filter((time) => time !== '10:00:00' && time !== '10:15:00');
    expect(timetablePickSelection(hour10, 15, taken)).toEqual(['10:30:00']);
    expect(timetablePickSelection(hour10, 30, taken)).toEqual(['10:30:00', '10:45:00']);
  });

  it('picks nothing when no visit of the duration is free in the hour', () => {
    const taken = freeDay.filter((time) => time !== '10:30:00');
    expect(timetablePickSelection(hour10, 60, taken)).toEqual([]);
    expect(timetablePickSelection(hour10, 15, quarters('09:00', '10:00'))).toEqual([]);
  });

  it('picks the free run of a span dragged across hours, up to the first taken unit', () => {
    const span = { start: '10:00:00', end: '12:00:00' };
    expect(timetablePickSelection(span, 30, freeDay)).toEqual(quarters('10:00', '12:00'));
    const taken = freeDay.filter((time) => time !== '11:30:00');
    expect(timetablePickSelection(span, 15, taken)).toEqual(quarters('10:00', '11:30'));
  });

  it('reads the last column, which ends at midnight', () => {
    expect(
      timetablePickSelection({ start: '23:00:00', end: '24:00:00' }, 30, ['23:30:00', '23:45:00']),
    ).toEqual(['23:30:00', '23:45:00']);
  });

  it('always answers one contiguous run of free units inside the span', () => {
    fc.assert(
      fc.property(
        fc.subarray(quarters('08:00', '13:00')),
        fc.integer({ min: 8, max: 11 }),
        fc.integer({ min: 1, max: 2 }),
        fc.constantFrom(15 as const, 30 as const, 60 as const),
        (free, from, hours, duration) => {
          const span = {
            start: `${String(from).padStart(2, '0')}:00:00`,
            end: `${String(from + hours).padStart(2, '0')}:00:00`,
          };
          const picked = timetablePickSelection(span, duration, free);
          expect(isContiguousRun(picked)).toBe(true);
          for (const unit of picked) {
            expect(free).toContain(unit);
            expect(unit >= span.start && unit < span.end).toBe(true);
          }
        },
      ),
    );
  });
});
