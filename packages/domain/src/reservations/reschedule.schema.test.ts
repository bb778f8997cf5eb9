import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test-support/issues';
import { isSameSlot, rescheduleSchema } from './reschedule.schema';

const move = {
  doctorId: 'doc-1',
  dateVisit: '2026-11-25',
  timeVisit: ['10:15:00', '10:00:00'],
};

describe('reschedule a booked reservation', () => {
  it('takes a practitioner, a date and one run of quarter hours, carried sorted', () => {
    expect(rescheduleSchema.parse(move)).toEqual({
      ...move,
      timeVisit: ['10:00:00', '10:15:00'],
    });
  });

  it('asks for a time when none is picked, in the user’s language', () => {
    expect(messagesOf(rescheduleSchema.safeParse({ ...move, timeVisit: [] }), 'id')).toEqual({
      timeVisit: 'Harap pilih waktu',
    });
    expect(messagesOf(rescheduleSchema.safeParse({ ...move, timeVisit: [] }), 'en')).toEqual({
      timeVisit: 'Please select a time',
    });
  });

  it('refuses a date that is not one, a missing practitioner and a broken run', () => {
    expect(
      messagesOf(
        rescheduleSchema.safeParse({
          doctorId: '',
          dateVisit: '2026-02-30',
          timeVisit: ['10:00:00', '11:00:00'],
        }),
        'en',
      ),
    ).toEqual({
      doctorId: 'Please enter Valid Doctor/Therapist',
      dateVisit: expect.stringMatching(/Visit date/) as string,
      timeVisit: 'Please select consecutive times',
    });
  });

  it('knows a move to the span the reservation has is no move', () => {
    const now = { doctorId: 'doc-1', dateVisit: '2026-11-25', start: '10:00:00', end: '10:30:00' };
    expect(isSameSlot(now, { ...now })).toBe(true);
    expect(isSameSlot(now, { ...now, end: '10:15:00' })).toBe(false);
    expect(isSameSlot(now, { ...now, doctorId: 'doc-2' })).toBe(false);
    expect(isSameSlot(now, { ...now, dateVisit: '2026-11-26' })).toBe(false);
  });
});
