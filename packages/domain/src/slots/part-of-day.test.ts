import { describe, expect, it } from 'vitest';
import { translatorFor } from '../test-support/translate';
import { PARTS_OF_DAY, groupByPartOfDay, partOfDay, partOfDayLabelKey } from './part-of-day';

const at = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h as number) * 60 + (m as number);
};

describe('part of day', () => {
  it('the eight parts and their boundaries, start included and end excluded', () => {
    expect(partOfDay(at('00:00'))).toBe('MENJELANG_PAGI');
    expect(partOfDay(at('03:45'))).toBe('MENJELANG_PAGI');
    expect(partOfDay(at('04:00'))).toBe('SUBUH');
    expect(partOfDay(at('05:45'))).toBe('SUBUH');
    expect(partOfDay(at('06:00'))).toBe('PAGI');
    expect(partOfDay(at('09:45'))).toBe('PAGI');
    expect(partOfDay(at('10:00'))).toBe('MENJELANG_SIANG');
    expect(partOfDay(at('11:45'))).toBe('MENJELANG_SIANG');
    expect(partOfDay(at('12:00'))).toBe('SIANG');
    expect(partOfDay(at('14:45'))).toBe('SIANG');
    expect(partOfDay(at('15:00'))).toBe('SORE');
    expect(partOfDay(at('17:45'))).toBe('SORE');
    expect(partOfDay(at('18:00'))).toBe('MALAM');
    expect(partOfDay(at('21:45'))).toBe('MALAM');
    expect(partOfDay(at('22:00'))).toBe('LARUT_MALAM');
    expect(partOfDay(at('23:45'))).toBe('LARUT_MALAM');
    expect(partOfDay(at('24:00'))).toBe('LARUT_MALAM');
  });

  it('the parts cover the day without gaps, in order', () => {
    expect(PARTS_OF_DAY[0].from).toBe(0);
    expect(PARTS_OF_DAY[PARTS_OF_DAY.length - 1]?.to).toBe(1440);
    for (let i = 1; i < PARTS_OF_DAY.length; i += 1) {
      expect(PARTS_OF_DAY[i]?.from).toBe(PARTS_OF_DAY[i - 1]?.to);
    }
  });

  it('every part has its spec name in Indonesian and a name in English', () => {
    const id = translatorFor('id');
    const en = translatorFor('en');
    expect(PARTS_OF_DAY.map(({ part }) => id(partOfDayLabelKey(part))).sort()).toEqual(
      [
        'Pagi',
        'Menjelang Siang',
        'Siang',
        'Sore',
        'Malam',
        'Larut Malam',
        'Subuh',
        'Menjelang Pagi',
      ].sort(),
    );
    for (const { part } of PARTS_OF_DAY) expect(en(partOfDayLabelKey(part))).not.toBe('');
  });

  it('groups slots under their part in the order of the day, leaving out empty parts', () => {
    const slots = [
      { start: '18:00:00', end: '18:15:00' },
      { start: '09:00:00', end: '09:15:00' },
      { start: 'bad', end: '09:15:00' },
      { start: '09:15:00', end: '09:30:00' },
    ];
    expect(groupByPartOfDay(slots)).toEqual([
      { part: 'PAGI', labelKey: 'partOfDay.PAGI', slots: [slots[1], slots[3]] },
      { part: 'MALAM', labelKey: 'partOfDay.MALAM', slots: [slots[0]] },
    ]);
  });
});
