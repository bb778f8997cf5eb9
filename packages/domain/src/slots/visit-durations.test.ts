import { describe, expect, it } from 'vitest';
import { translatorFor } from '../test-support/translate';
import {
  DEFAULT_PICKER_DURATION,
  DEFAULT_RESERVATION_DURATION,
  DEFAULT_SCHEDULE_DURATION,
  VISIT_DURATIONS,
  durationLabel,
  durationParts,
  durationUnits,
  isVisitDuration,
  unitsToMinutes,
} from './visit-durations';

describe('visit durations', () => {
  it('a visit lasts 15 minutes, 30 minutes or 1 hour', () => {
    expect(VISIT_DURATIONS).toEqual([15, 30, 60]);
    expect(isVisitDuration(30)).toBe(true);
    expect(isVisitDuration(45)).toBe(false);
    expect(isVisitDuration('15')).toBe(false);
  });

  it('the booking picker opens on 1 hour; schedules and reservations on 15 minutes', () => {
    expect(DEFAULT_PICKER_DURATION).toBe(60);
    expect(DEFAULT_SCHEDULE_DURATION).toBe(15);
    expect(DEFAULT_RESERVATION_DURATION).toBe(15);
  });

  it('durations are counted in quarter-hour units', () => {
    expect(durationUnits(60)).toBe(4);
    expect(durationUnits(20)).toBe(2);
    expect(unitsToMinutes(6)).toBe(90);
  });

  it('durations are shown as hours and minutes', () => {
    expect(durationParts(90)).toEqual({ hours: 1, minutes: 30 });
    expect(durationParts(-5)).toEqual({ hours: 0, minutes: 0 });
    const id = translatorFor('id');
    const en = translatorFor('en');
    const show = (minutes: number, t: typeof id) => {
      const { key, params } = durationLabel(minutes);
      return t(key, { ...params });
    };
    expect(show(90, id)).toBe('1 jam 30 menit');
    expect(show(90, en)).toBe('1 h 30 min');
    expect(show(120, id)).toBe('2 jam');
    expect(show(120, en)).toBe('2 h');
    expect(show(45, id)).toBe('45 menit');
    expect(show(45, en)).toBe('45 min');
  });
});
