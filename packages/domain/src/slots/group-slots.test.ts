import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupSlots, groupStartOf, groupUnits, unitsOfGroup, unitsOfRanges } from './group-slots';
import { timeToMinutes } from './time-of-day';
import type { MinuteRange } from './time-of-day';
import { VISIT_DURATIONS } from './visit-durations';

const h = (hours: number, minutes = 0) => hours * 60 + minutes;

/** Schedules of a day: a few spans anywhere in the day, on or off the grid. */
const rangesArb = fc.array(
  fc
    .tuple(fc.integer({ min: 0, max: 1440 }), fc.integer({ min: 0, max: 240 }))
    .map(([start, length]): MinuteRange => ({ start, end: Math.min(1440, start + length) })),
  { maxLength: 6 },
);

describe('grouping 15-minute slots', () => {
  it('a schedule span gives its whole 15-minute units', () => {
    expect(unitsOfRanges([{ start: h(9), end: h(10) }])).toEqual([
      h(9),
      h(9, 15),
      h(9, 30),
      h(9, 45),
    ]);
    expect(unitsOfRanges([{ start: h(9, 10), end: h(10) }])).toEqual([
      h(9, 15),
      h(9, 30),
      h(9, 45),
    ]);
    expect(unitsOfRanges([{ start: h(9), end: h(9, 10) }])).toEqual([]);
    expect(
      unitsOfRanges([
        { start: h(10), end: h(10, 30) },
        { start: h(9, 45), end: h(10, 15) },
      ]),
    ).toEqual([h(9, 45), h(10), h(10, 15)]);
  });

  it('30-minute slots start on :00 or :30, 1-hour slots on :00', () => {
    expect(groupStartOf(h(9, 45), 30)).toBe(h(9, 30));
    expect(groupStartOf(h(9, 45), 60)).toBe(h(9));
    expect(groupStartOf(h(9, 45), 15)).toBe(h(9, 45));
    expect(unitsOfGroup(h(9), 60)).toEqual([h(9), h(9, 15), h(9, 30), h(9, 45)]);
  });

  it('a group is offered only when all its units are in the schedule', () => {
    const units = unitsOfRanges([{ start: h(9, 15), end: h(11) }]);
    expect(groupUnits(units, 15)).toEqual(units);
    expect(groupUnits(units, 30)).toEqual([h(9, 30), h(10), h(10, 30)]);
    expect(groupUnits(units, 60)).toEqual([h(10)]);
  });

  it('groups carried slots', () => {
    const units = [
      { start: '10:15:00', end: '10:30:00' },
      { start: '10:00:00', end: '10:15:00' },
      { start: 'bad', end: '10:15:00' },
      { start: '10:30:00', end: '10:45:00' },
    ];
    expect(groupSlots(units, 30)).toEqual([{ start: '10:00:00', end: '10:30:00' }]);
    expect(groupSlots(units, 60)).toEqual([]);
  });

  it('property: grouping never yields a slot outside the schedule', () => {
    fc.assert(
      fc.property(rangesArb, fc.constantFrom(...VISIT_DURATIONS), (ranges, size) => {
        const covered = new Array<boolean>(1440).fill(false);
        for (const range of ranges) covered.fill(true, range.start, range.end);
        for (const start of groupUnits(unitsOfRanges(ranges), size)) {
          // every minute of the group lies in some span of the schedule
          expect(covered.slice(start, start + size).every(Boolean)).toBe(true);
          expect(start + size).toBeLessThanOrEqual(1440);
        }
      }),
    );
  });

  it('property: 30-minute groups start on :00/:30 and 1-hour groups on :00', () => {
    fc.assert(
      fc.property(rangesArb, (ranges) => {
        const units = unitsOfRanges(ranges);
        for (const start of groupUnits(units, 30)) expect(start % 30).toBe(0);
        for (const start of groupUnits(units, 60)) expect(start % 60).toBe(0);
        for (const slot of groupSlots(
          units.map((unit) => ({
            start: `${String(Math.floor(unit / 60)).padStart(2, '0')}:${String(unit % 60).padStart(2, '0')}:00`,
            end: `${String(Math.floor((unit + 15) / 60)).padStart(2, '0')}:${String((unit + 15) % 60).padStart(2, '0')}:00`,
          })),
          60,
        )) {
          expect(slot.start).toMatch(/^\d{2}:00:00$/);
          expect((timeToMinutes(slot.end) as number) - (timeToMinutes(slot.start) as number)).toBe(
            60,
          );
        }
      }),
    );
  });
});
