import { describe, expect, it } from 'vitest';
import { emptyDoctorSchedule } from '@praktik/domain/slots/doctor-schedule.schema';
import { addScheduleSlot } from '@praktik/domain/slots/schedule-edits';
import { domainTranslator } from '../../intl/domain-text';
import {
  SLOT_TIME_OPTIONS,
  scheduleSlotErrors,
  slotErrorKey,
  validationText,
} from './weekly-schedule-options';

const slot = (from: string, to: string) => ({ from, to, enabled: true });

describe('SLOT_TIME_OPTIONS', () => {
  it('offers every quarter hour: starts up to 23:45, ends from 00:15 to midnight', () => {
    expect(SLOT_TIME_OPTIONS.from).toHaveLength(96);
    expect(SLOT_TIME_OPTIONS.from[0]).toEqual({ id: '00:00:00', label: '00:00' });
    expect(SLOT_TIME_OPTIONS.from.at(-1)).toEqual({ id: '23:45:00', label: '23:45' });
    expect(SLOT_TIME_OPTIONS.to[0]).toEqual({ id: '00:15:00', label: '00:15' });
    expect(SLOT_TIME_OPTIONS.to.at(-1)).toEqual({ id: '24:00:00', label: '24:00' });
  });
});

describe('scheduleSlotErrors', () => {
  it('finds nothing in a valid week', () => {
    const week = addScheduleSlot(emptyDoctorSchedule(), 2, slot('09:00:00', '12:00:00'));
    expect(scheduleSlotErrors(week).size).toBe(0);
  });

  it('puts an overlap on the later slot’s start and an inverted slot on its end', () => {
    let week = addScheduleSlot(emptyDoctorSchedule(), 2, slot('09:00:00', '12:00:00'));
    week = addScheduleSlot(week, 2, slot('11:00:00', '13:00:00'));
    week = addScheduleSlot(week, 4, slot('15:00:00', '14:00:00'));
    const errors = scheduleSlotErrors(week);
    expect(errors.get(slotErrorKey(2, 0))).toBeUndefined();
    expect(errors.get(slotErrorKey(2, 1))).toEqual({ from: 'validation.slotOverlap' });
    expect(errors.get(slotErrorKey(4, 0))).toEqual({ to: 'validation.timeOrder' });
  });

  it('reads as the domain’s sentence in both languages, field names translated', () => {
    expect(validationText(domainTranslator('id'), 'validation.slotOverlap')).toBe(
      'Slot jadwal tidak boleh bertumpang tindih',
    );
    expect(
      validationText(
        domainTranslator('en'),
        'validation.quarterHour|{"field":"fields.scheduleFrom"}',
      ),
    ).toBe('Start time must be on a 15-minute step');
  });
});
