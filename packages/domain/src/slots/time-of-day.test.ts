import { describe, expect, it } from 'vitest';
import {
  MINUTES_PER_DAY,
  SLOT_UNIT_MINUTES,
  clinicClock,
  clockToMinutes,
  isOnSlotGrid,
  minutesToHourMinute,
  minutesToTime,
  normalizeTime,
  rangeToSlot,
  rangesOverlap,
  slotToRange,
  timeToMinutes,
} from './time-of-day';

describe('time of day', () => {
  it('slots are made of 15-minute units', () => {
    expect(SLOT_UNIT_MINUTES).toBe(15);
    expect(MINUTES_PER_DAY).toBe(1440);
  });

  it('reads HH:mm:ss and HH:mm as minutes since midnight', () => {
    expect(timeToMinutes('09:30:00')).toBe(570);
    expect(timeToMinutes('09:30')).toBe(570);
    expect(timeToMinutes('00:00')).toBe(0);
    expect(timeToMinutes(' 23:45:00 ')).toBe(1425);
  });

  it('24:00 is the end of the day and nothing lies beyond it', () => {
    expect(timeToMinutes('24:00:00')).toBe(1440);
    expect(timeToMinutes('24:15')).toBeNull();
  });

  it('refuses what is not a time on a whole minute', () => {
    for (const text of ['', '9:30', '09:60', '09:30:60', '09:30:15', 'ab:cd', '09-30']) {
      expect(timeToMinutes(text)).toBeNull();
    }
  });

  it('a clock reading keeps its seconds, so 09:00:30 is past 09:00', () => {
    expect(clockToMinutes('09:00:30')).toBe(540.5);
    expect(clockToMinutes('nope')).toBeNull();
  });

  it('writes minutes as HH:mm:ss and HH:mm', () => {
    expect(minutesToTime(570)).toBe('09:30:00');
    expect(minutesToTime(0)).toBe('00:00:00');
    expect(minutesToTime(1440)).toBe('24:00:00');
    expect(minutesToHourMinute(570)).toBe('09:30');
    expect(normalizeTime('9:3')).toBeNull();
    expect(normalizeTime('07:15')).toBe('07:15:00');
  });

  it('knows the 15-minute grid', () => {
    expect(isOnSlotGrid(45)).toBe(true);
    expect(isOnSlotGrid(50)).toBe(false);
    expect(isOnSlotGrid(15.5)).toBe(false);
  });

  it('turns carried slots into minute spans and back', () => {
    expect(slotToRange({ start: '09:00:00', end: '09:15:00' })).toEqual({ start: 540, end: 555 });
    expect(slotToRange({ start: 'x', end: '09:15:00' })).toBeNull();
    expect(slotToRange({ start: '09:00:00', end: 'x' })).toBeNull();
    expect(rangeToSlot({ start: 540, end: 600 })).toEqual({ start: '09:00:00', end: '10:00:00' });
  });

  it('spans that only touch do not overlap', () => {
    expect(rangesOverlap({ start: 0, end: 15 }, { start: 15, end: 30 })).toBe(false);
    expect(rangesOverlap({ start: 0, end: 20 }, { start: 15, end: 30 })).toBe(true);
    expect(rangesOverlap({ start: 20, end: 25 }, { start: 15, end: 30 })).toBe(true);
  });

  it("gives the clinic's wall clock at an instant, +7 by default", () => {
    const instant = new Date('2026-11-23T20:05:09Z');
    expect(clinicClock(instant)).toEqual({ date: '2026-11-24', time: '03:05:09' });
    expect(clinicClock(instant, 0)).toEqual({ date: '2026-11-23', time: '20:05:09' });
    expect(clinicClock(new Date('2026-01-01T03:00:00Z'), -5)).toEqual({
      date: '2025-12-31',
      time: '22:00:00',
    });
  });
});
