import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { refusedClickReason, slotClickEffect, toggleSlotSelection } from './slot-selection';
import { minutesToTime } from './time-of-day';
import { VISIT_DURATIONS } from './visit-durations';

const units = (from: string, count: number) => {
  const [h, m] = from.split(':').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => minutesToTime(h * 60 + m + i * 15));
};

describe('what a click on a slot would do', () => {
  const morning = units('09:00', 8); // 09:00 to 11:00 free

  it('with a 1-hour visit, a click in a free hour selects it and a click in the chosen hour deselects it', () => {
    expect(slotClickEffect([], '09:15:00', 60, morning)).toBe('select');
    expect(slotClickEffect(units('09:00', 4), '09:45:00', 60, morning)).toBe('deselect');
  });

  it('a click does nothing where the visit’s group is not wholly free, so the picker disables it', () => {
    const withBooking = morning.filter((time) => time !== '10:30:00');
    expect(slotClickEffect([], '10:00:00', 60, withBooking)).toBe('none');
    expect(slotClickEffect([], '10:00:00', 30, withBooking)).toBe('select');
    expect(slotClickEffect([], '10:30:00', 15, withBooking)).toBe('none');
    expect(slotClickEffect([], 'later', 15, withBooking)).toBe('none');
  });

  it('agrees with the toggle: a click changes the selection exactly when its effect is not none', () => {
    const day = units('00:00', 96);
    fc.assert(
      fc.property(
        fc.subarray(day),
        fc.array(fc.nat(95), { maxLength: 4 }),
        fc.nat(95),
        fc.constantFrom(...VISIT_DURATIONS),
        (available, earlierClicks, click, duration) => {
          // A selection the picker can hold: built by earlier clicks under the same rules.
          const selected = earlierClicks.reduce<string[]>(
            (current, at) => toggleSlotSelection(current, day[at] as string, duration, available),
            [],
          );
          const clicked = day[click] as string;
          const after = toggleSlotSelection(selected, clicked, duration, available);
          const effect = slotClickEffect(selected, clicked, duration, available);
          expect(after.join() !== selected.join()).toBe(effect !== 'none');
        },
      ),
    );
  });
});

describe('why a free slot cannot start a visit', () => {
  // A schedule from 08:15: the half hour 08:00-08:30 is not wholly in it.
  const fromQuarterPast = units('08:15', 7); // 08:15 to 10:00 free

  it('a 30-minute visit at 08:15 has the time but starts on the hour and half hour', () => {
    expect(slotClickEffect([], '08:15:00', 30, fromQuarterPast)).toBe('none');
    expect(refusedClickReason('08:15:00', 30, fromQuarterPast)).toBe('offGrid');
    expect(refusedClickReason('08:15:00', 60, fromQuarterPast)).toBe('offGrid');
  });

  it('is short of time where the free run from the slot is shorter than the visit', () => {
    const withBooking = fromQuarterPast.filter((time) => time !== '08:30:00');
    expect(refusedClickReason('08:15:00', 30, withBooking)).toBe('doesNotFit');
    // An hour from 09:30 runs past the schedule's 10:00 end.
    expect(refusedClickReason('09:30:00', 60, fromQuarterPast)).toBe('doesNotFit');
  });
});
