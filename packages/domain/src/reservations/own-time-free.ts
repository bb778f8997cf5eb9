import type { ClinicNow, DaySlot } from '../slots/available-slots';
import { clockToMinutes, timeToMinutes } from '../slots/time-of-day';

/**
 * The reschedule dialog's day of slots with the reservation's own time offered again: the move
 * gives that time up as it happens, so a shift by a quarter hour may overlap it (the server reads
 * the day without the reservation, docs/decisions/0050-rescheduling.md). Only units inside its
 * span are freed (live reservations of one practitioner never overlap, so nothing else holds
 * them), and only those not yet begun.
 */
export function withOwnTimeFree(
  slots: readonly DaySlot[],
  own: { date: string; start: string; end: string },
  date: string,
  now: ClinicNow,
): DaySlot[] {
  const from = timeToMinutes(own.start);
  const to = timeToMinutes(own.end);
  if (own.date !== date || from === null || to === null) return [...slots];
  const nowMinutes = clockToMinutes(now.time) ?? 0;
  const pastBefore =
    date < now.date ? Number.POSITIVE_INFINITY : date === now.date ? nowMinutes : -1;
  return slots.map((slot) => {
    const start = timeToMinutes(slot.start);
    const mine = start !== null && start >= from && start < to && slot.reason === 'booked';
    if (!mine || start < pastBefore) return slot;
    return { ...slot, isAvailable: true, reason: null };
  });
}
