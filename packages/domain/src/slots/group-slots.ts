import type { MinuteRange, Slot } from './time-of-day';
import { SLOT_UNIT_MINUTES, rangeToSlot, slotToRange } from './time-of-day';
import type { VisitDuration } from './visit-durations';

/**
 * The 15-minute units on the grid that lie wholly inside the given spans, in time order and each
 * once (overlapping or repeated spans give a unit once). A span off the grid keeps only its whole
 * units: 09:10-10:00 gives 09:15, 09:30 and 09:45.
 */
export function unitsOfRanges(ranges: readonly MinuteRange[]): number[] {
  const units = new Set<number>();
  for (const { start, end } of ranges) {
    const first = Math.ceil(start / SLOT_UNIT_MINUTES) * SLOT_UNIT_MINUTES;
    for (let unit = first; unit + SLOT_UNIT_MINUTES <= end; unit += SLOT_UNIT_MINUTES) {
      units.add(unit);
    }
  }
  return [...units].sort((a, b) => a - b);
}

/** Where a group of `size` minutes containing `minute` starts: 30 on :00/:30, 60 on :00. */
export function groupStartOf(minute: number, size: VisitDuration): number {
  return Math.floor(minute / size) * size;
}

/** The unit starts of the group of `size` minutes beginning at `start`. */
export function unitsOfGroup(start: number, size: VisitDuration): number[] {
  const units: number[] = [];
  for (let unit = start; unit < start + size; unit += SLOT_UNIT_MINUTES) units.push(unit);
  return units;
}

/**
 * Spec 2 §9: 15-minute units grouped into slots of the visit duration. A 30-minute slot starts
 * on :00 or :30 and a 1-hour slot on :00; a group is offered only when every one of its units is
 * in `units`, so a grouped slot never reaches outside the schedule. 15 gives the units back.
 * `units` are unit starts in minutes since midnight, in any order.
 */
export function groupUnits(units: readonly number[], size: VisitDuration): number[] {
  const present = new Set(units);
  const starts = new Set<number>();
  for (const unit of present) {
    const start = groupStartOf(unit, size);
    if (unitsOfGroup(start, size).every((member) => present.has(member))) starts.add(start);
  }
  return [...starts].sort((a, b) => a - b);
}

/** `groupUnits` over carried slots: the 15-minute slots in, the grouped slots out. */
export function groupSlots(units: readonly Slot[], size: VisitDuration): Slot[] {
  const starts = unitsOfRanges(
    units.map(slotToRange).filter((range): range is MinuteRange => range !== null),
  );
  return groupUnits(starts, size).map((start) => rangeToSlot({ start, end: start + size }));
}
