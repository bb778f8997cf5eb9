import type { DaySlot } from '@praktik/domain/slots/available-slots';
import { refusedClickReason, slotClickEffect } from '@praktik/domain/slots/slot-selection';
import { groupByPartOfDay, type PartOfDay } from '@praktik/domain/slots/part-of-day';
import {
  SLOT_UNIT_MINUTES,
  minutesToHourMinute,
  minutesToTime,
  timeToMinutes,
  type SlotTime,
} from '@praktik/domain/slots/time-of-day';
import { VISIT_DURATIONS, type VisitDuration } from '@praktik/domain/slots/visit-durations';

/** The visit durations the optional duration control offers (spec 2 §9: 15, 30, 60). */
export const SLOT_PICKER_DURATIONS = VISIT_DURATIONS;

/**
 * Why a unit cannot be picked: the domain's `booked` and `past`, and for a free unit whose group
 * of the visit's length is not free the domain's `refusedClickReason`: `offGrid` when the time
 * from it is there but such visits start on :00 and :30 (30 minutes) or :00 (1 hour), else
 * `doesNotFit` (a 1-hour visit cannot start in an hour that holds a booking or runs past the
 * schedule).
 */
export const SLOT_PICKER_REASONS = ['booked', 'past', 'offGrid', 'doesNotFit'] as const;
export type SlotPickerReason = (typeof SLOT_PICKER_REASONS)[number];

/** The quarter of its hour a unit starts in: the grid's column, :00 = 1 .. :45 = 4. */
export type QuarterColumn = 1 | 2 | 3 | 4;

export interface SlotPickerUnit {
  /** The unit's start as carried, 'HH:mm:ss': the item's key and the selection's value. */
  id: SlotTime;
  /** 'HH:mm', as shown. */
  label: string;
  column: QuarterColumn;
  /** The unit's hour among the hours of its part of the day, from 1 (the grid's row). */
  row: number;
  isSelected: boolean;
  /** Why it is shown as unavailable; null when free. */
  reason: SlotPickerReason | null;
  /**
   * Whether a click changes nothing: the group of the visit's length holding it is neither
   * wholly free nor wholly selected (`toggleSlotSelection` would leave the selection as it is).
   */
  isDisabled: boolean;
}

export interface SlotPickerSection {
  part: PartOfDay;
  labelKey: `partOfDay.${PartOfDay}`;
  units: SlotPickerUnit[];
}

/** Unit starts in minutes, each once; times that are not times are dropped. */
function minutesOf(times: readonly SlotTime[]): Set<number> {
  const minutes = new Set<number>();
  for (const time of times) {
    const value = timeToMinutes(time);
    if (value !== null) minutes.add(value);
  }
  return minutes;
}

/** The unit starts that can be picked, as `toggleSlotSelection` takes them. */
export function freeUnitTimes(slots: readonly DaySlot[]): SlotTime[] {
  return slots.filter((slot) => slot.isAvailable).map((slot) => slot.start);
}

/**
 * What the picker shows: the day's units under their part-of-day headings (the domain's
 * `groupByPartOfDay`), each placed on an hour-by-quarter grid, marked selected, and disabled
 * when a click with this visit duration would not change the selection (the domain's
 * `slotClickEffect`).
 */
export function slotPickerSections(
  slots: readonly DaySlot[],
  selected: readonly SlotTime[],
  duration: VisitDuration,
): SlotPickerSection[] {
  const chosen = minutesOf(selected);
  const free = freeUnitTimes(slots);

  return groupByPartOfDay(slots).map(({ part, labelKey, slots: partSlots }) => {
    const hours: number[] = [];
    const units = partSlots.map((slot) => {
      // groupByPartOfDay keeps only slots whose start is a time.
      const minutes = timeToMinutes(slot.start) as number;
      const hour = Math.floor(minutes / 60);
      if (hours[hours.length - 1] !== hour) hours.push(hour);
      const effect = slotClickEffect(selected, slot.start, duration, free);
      const reason: SlotPickerReason | null =
        slot.reason ??
        (slot.isAvailable && effect === 'none'
          ? refusedClickReason(slot.start, duration, free)
          : null);
      return {
        id: slot.start,
        label: minutesToHourMinute(minutes),
        column: ((minutes % 60) / SLOT_UNIT_MINUTES + 1) as QuarterColumn,
        row: hours.length,
        isSelected: chosen.has(minutes),
        reason,
        isDisabled: effect === 'none',
      };
    });
    return { part, labelKey, units };
  });
}

/** The selection's keys in the form the items carry ('HH:mm:ss'), so they match the ids. */
export function selectionKeys(selected: readonly SlotTime[]): Set<SlotTime> {
  return new Set([...minutesOf(selected)].map(minutesToTime));
}

/** Marks a change that empties the selection at once (Escape in the list). */
export const CLEAR_SELECTION = Symbol('clear');

/**
 * Which unit the user acted on, read from the list's selection change: the one key that changed
 * (a click, Space, Enter); when several changed (Shift extends a range, Escape clears), the
 * focused unit if it is among them, or a clear when nothing is left; otherwise null (Ctrl+A,
 * ignored: a visit is one run chosen by the domain's rules, not any set of units).
 */
export function actedOnUnit(
  before: ReadonlySet<string>,
  after: ReadonlySet<string> | 'all',
  focused: string | null,
): string | typeof CLEAR_SELECTION | null {
  if (after === 'all') return null;
  const changed = new Set<string>();
  for (const key of before) if (!after.has(key)) changed.add(key);
  for (const key of after) if (!before.has(key)) changed.add(key);
  if (changed.size === 1) return [...changed][0] as string;
  if (changed.size === 0) return null;
  if (after.size === 0) return CLEAR_SELECTION;
  if (focused !== null && changed.has(focused)) return focused;
  return null;
}
