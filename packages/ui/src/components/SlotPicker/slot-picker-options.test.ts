import { describe, expect, it } from 'vitest';
import type { DaySlot } from '@praktik/domain/slots/available-slots';
import {
  CLEAR_SELECTION,
  actedOnUnit,
  selectionKeys,
  slotPickerSections,
} from './slot-picker-options';

const unit = (start: string, reason: DaySlot['reason'] = null): DaySlot => {
  const [h, m] = start.split(':').map(Number) as [number, number];
  const end = h * 60 + m + 15;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    start: `${start}:00`,
    end: `${pad(Math.floor(end / 60))}:${pad(end % 60)}:00`,
    isAvailable: reason === null,
    reason,
  };
};

const day = (from: number, to: number, taken: Record<string, DaySlot['reason']> = {}) => {
  const slots: DaySlot[] = [];
  for (let minute = from; minute < to; minute += 15) {
    const pad = (n: number) => String(n).padStart(2, '0');
    const time = `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
    slots.push(unit(time, taken[time] ?? null));
  }
  return slots;
};

const flat = (sections: ReturnType<typeof slotPickerSections>) =>
  sections.flatMap((section) => section.units);

describe('slotPickerSections', () => {
  it('puts the units under their parts of the day, HH:mm, one row per hour, a column per quarter', () => {
    const sections = slotPickerSections(day(9 * 60 + 15, 10 * 60 + 30), [], 15);
    expect(sections.map((s) => s.labelKey)).toEqual([
      'partOfDay.PAGI',
      'partOfDay.MENJELANG_SIANG',
    ]);
    expect(sections[0]?.units.map((u) => [u.label, u.row, u.column])).toEqual([
      ['09:15', 1, 2],
      ['09:30', 1, 3],
      ['09:45', 1, 4],
    ]);
    expect(sections[1]?.units.map((u) => [u.label, u.row, u.column])).toEqual([
      ['10:00', 1, 1],
      ['10:15', 1, 2],
    ]);
  });

  it('numbers rows by the hours present, so a gap of hours leaves no empty row', () => {
    const slots = [...day(6 * 60, 6 * 60 + 15), ...day(9 * 60 + 30, 9 * 60 + 45)];
    expect(flat(slotPickerSections(slots, [], 15)).map((u) => [u.label, u.row])).toEqual([
      ['06:00', 1],
      ['09:30', 2],
    ]);
  });

  it('keeps the domain reasons and disables booked and past units', () => {
    const units = flat(
      slotPickerSections(day(9 * 60, 10 * 60, { '09:00': 'past', '09:30': 'booked' }), [], 15),
    );
    expect(units.map((u) => [u.label, u.reason, u.isDisabled])).toEqual([
      ['09:00', 'past', true],
      ['09:15', null, false],
      ['09:30', 'booked', true],
      ['09:45', null, false],
    ]);
  });

  it('with 60 minutes disables free units whose hour is not wholly free (does not fit)', () => {
    const slots = [...day(9 * 60, 10 * 60, { '09:45': 'booked' }), ...day(10 * 60, 11 * 60)];
    const units = flat(slotPickerSections(slots, [], 60));
    expect(units.filter((u) => u.isDisabled).map((u) => [u.label, u.reason])).toEqual([
      ['09:00', 'doesNotFit'],
      ['09:15', 'doesNotFit'],
      ['09:30', 'doesNotFit'],
      ['09:45', 'booked'],
    ]);
  });

  it('with 30 minutes a free half hour off :00 and :30 is refused for its start, not its length', () => {
    const units = flat(slotPickerSections(day(9 * 60 + 15, 10 * 60), [], 30));
    expect(units.map((u) => [u.label, u.reason, u.isDisabled])).toEqual([
      ['09:15', 'offGrid', true],
      ['09:30', null, false],
      ['09:45', null, false],
    ]);
  });

  it('keeps a wholly selected group clickable (to deselect) and marks selected units', () => {
    const units = flat(slotPickerSections(day(9 * 60, 10 * 60), ['09:00', '09:15:00'], 30));
    expect(units.map((u) => [u.label, u.isSelected, u.isDisabled])).toEqual([
      ['09:00', true, false],
      ['09:15', true, false],
      ['09:30', false, false],
      ['09:45', false, false],
    ]);
    // A selected unit that has since been booked can still be clicked off.
    const stale = flat(
      slotPickerSections(day(9 * 60, 9 * 60 + 15, { '09:00': 'booked' }), ['09:00:00'], 15),
    );
    expect(stale[0]).toMatchObject({ reason: 'booked', isSelected: true, isDisabled: false });
  });
});

describe('selectionKeys', () => {
  it('carries every selected time as HH:mm:ss, dropping what is not a time', () => {
    expect([...selectionKeys(['09:00', '09:15:00', 'nope'])]).toEqual(['09:00:00', '09:15:00']);
  });
});

describe('actedOnUnit', () => {
  const before = new Set(['09:00:00']);
  it('reads a click as the one key that changed', () => {
    expect(actedOnUnit(before, new Set(['09:00:00', '09:15:00']), null)).toBe('09:15:00');
    expect(actedOnUnit(before, new Set(), '09:45:00')).toBe('09:00:00');
  });
  it('reads a range (Shift) as the focused unit, a clear (Escape) as clear, Ctrl+A as nothing', () => {
    const range = new Set(['09:00:00', '09:15:00', '09:30:00']);
    expect(actedOnUnit(before, range, '09:30:00')).toBe('09:30:00');
    expect(actedOnUnit(before, range, null)).toBeNull();
    expect(actedOnUnit(new Set(['09:00:00', '09:15:00']), new Set(), null)).toBe(CLEAR_SELECTION);
    expect(actedOnUnit(before, 'all', null)).toBeNull();
    expect(actedOnUnit(before, new Set(before), null)).toBeNull();
  });
});
