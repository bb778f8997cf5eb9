import { describe, expect, it } from 'vitest';
import type { TextTree } from '../intl/area-texts';
import { translatorFor } from '../test-support/translate';
import { PARTS_OF_DAY, partOfDayLabelKey } from './part-of-day';
import { durationLabel } from './visit-durations';
import { WEEKDAYS, weekdayLabelKey, weekdayShortLabelKey } from './weekdays';
import { slotsTexts } from './slots.texts';

function leafKeys(tree: TextTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

describe('slots texts', () => {
  it('Indonesian and English carry the same keys', () => {
    expect(leafKeys(slotsTexts.en)).toEqual(leafKeys(slotsTexts.id));
  });

  it('every key the slot rules produce reads in both languages', () => {
    const produced = [
      ...PARTS_OF_DAY.map(({ part }) => partOfDayLabelKey(part)),
      ...WEEKDAYS.flatMap((day) => [weekdayLabelKey(day), weekdayShortLabelKey(day)]),
      ...[90, 60, 15].map((minutes) => durationLabel(minutes).key),
      'validation.quarterHour',
      'validation.timeOrder',
      'validation.slotOverlap',
      'validation.scheduleDays',
      'validation.scheduleRanges',
      'fields.durationVisit',
      'fields.scheduleFrom',
      'fields.slotDate',
      'fields.slotDays',
      'fields.scheduleTo',
      'fields.weekday',
    ];
    expect([...produced].sort()).toEqual(leafKeys(slotsTexts.id).sort());
    for (const lang of ['id', 'en'] as const) {
      const t = translatorFor(lang);
      for (const key of produced) expect(t(key)).not.toBe('');
    }
  });
});
