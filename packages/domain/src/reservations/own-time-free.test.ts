import { describe, expect, it } from 'vitest';
import type { DaySlot } from '../slots/available-slots';
import { withOwnTimeFree } from './own-time-free';

const slot = (start: string, end: string, reason: DaySlot['reason'] = null): DaySlot => ({
  start,
  end,
  isAvailable: reason === null,
  reason,
});

const day = [
  slot('09:00:00', '09:15:00', 'booked'),
  slot('09:15:00', '09:30:00', 'booked'),
  slot('09:30:00', '09:45:00', 'booked'),
  slot('09:45:00', '10:00:00'),
];
const own = { date: '2026-11-24', start: '09:15:00', end: '09:45:00' };
const monday = { date: '2026-11-23', time: '08:40' as const };

describe('the reservation’s own time in the reschedule dialog', () => {
  it('is offered again on its own day; another booking’s time stays taken', () => {
    expect(withOwnTimeFree(day, own, '2026-11-24', monday).map((s) => s.isAvailable)).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });

  it('stays as the server said on another day', () => {
    expect(withOwnTimeFree(day, own, '2026-11-25', monday)).toEqual(day);
  });

  it('is not offered once it has begun', () => {
    const tuesdayAt0920 = { date: '2026-11-24', time: '09:20' as const };
    expect(
      withOwnTimeFree(day, own, '2026-11-24', tuesdayAt0920).map((s) => s.isAvailable),
    ).toEqual([false, false, true, true]);
  });
});
