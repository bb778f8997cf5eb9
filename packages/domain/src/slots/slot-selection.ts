import type { Slot, SlotTime } from './time-of-day';
import { SLOT_UNIT_MINUTES, minutesToTime, timeToMinutes } from './time-of-day';
import { groupStartOf, unitsOfGroup } from './group-slots';
import type { VisitDuration } from './visit-durations';

/**
 * A selection is the list of the 15-minute units picked for one visit, each carried as its start
 * 'HH:mm:ss' (the form's timeVisit). Spec 2 §5: it must be one contiguous run.
 */
export type SlotSelection = SlotTime[];

function toSortedMinutes(times: readonly SlotTime[]): number[] {
  const minutes = new Set<number>();
  for (const time of times) {
    const value = timeToMinutes(time);
    if (value !== null) minutes.add(value);
  }
  return [...minutes].sort((a, b) => a - b);
}

/** Sorted unit starts split where a unit does not follow the one before it. */
function runsOf(sorted: readonly number[]): number[][] {
  const runs: number[][] = [];
  let current: number[] = [];
  for (const unit of sorted) {
    const last = current[current.length - 1];
    if (last !== undefined && unit !== last + SLOT_UNIT_MINUTES) {
      runs.push(current);
      current = [];
    }
    current.push(unit);
  }
  if (current.length > 0) runs.push(current);
  return runs;
}

/**
 * Whether the units follow one another without a gap (in any order given, each once). An empty
 * selection is a run of none; whether one is required is the form's rule.
 */
export function isContiguousRun(selected: readonly SlotTime[]): boolean {
  const minutes = toSortedMinutes(selected);
  if (minutes.length !== selected.length) return false;
  return runsOf(minutes).length <= 1;
}

/**
 * Spec 2 §5, what a click on a unit of the picker does to the selection:
 * - with a 15-minute visit the click toggles that one unit; with 30 or 60 it toggles the group
 *   of the visit's length that holds the unit (30: the half hour from :00 or :30; 60: the hour);
 * - a group (or unit) that is wholly selected is deselected; if that splits the run, the part
 *   before it stays (the part after it when nothing is before), so the run shortens from the click;
 * - otherwise the group is selected if every unit of it is `available` (else nothing changes);
 *   next to or overlapping the selection it extends the run, elsewhere it starts a new run.
 * The answer is always one contiguous run, sorted, in 'HH:mm:ss'.
 */
export function toggleSlotSelection(
  selected: readonly SlotTime[],
  clicked: SlotTime,
  duration: VisitDuration,
  available: readonly SlotTime[],
): SlotSelection {
  const current = toSortedMinutes(selected);
  const keepOneRun = (units: readonly number[], pick: (runs: number[][]) => number[] | undefined) =>
    (pick(runsOf(units)) ?? []).map(minutesToTime);
  const effect = slotClickEffect(selected, clicked, duration, available);
  if (effect === 'none') return keepOneRun(current, (runs) => runs[0]);

  const group = clickedGroup(timeToMinutes(clicked) as number, duration);
  const first = group[0] as number;
  if (effect === 'deselect') {
    const remaining = current.filter((unit) => !group.includes(unit));
    return keepOneRun(
      remaining,
      (runs) => runs.filter((run) => (run[0] as number) < first).pop() ?? runs[0],
    );
  }
  const union = [...new Set([...current, ...group])].sort((a, b) => a - b);
  return keepOneRun(union, (runs) => runs.find((run) => run.includes(first)));
}

/** The units a click acts on: the unit itself at 15 minutes, else the group of the visit's length. */
function clickedGroup(click: number, duration: VisitDuration): number[] {
  return duration === SLOT_UNIT_MINUTES
    ? [click]
    : unitsOfGroup(groupStartOf(click, duration), duration);
}

export type SlotClickEffect = 'select' | 'deselect' | 'none';

/**
 * What a click on a unit would do (the rules of `toggleSlotSelection`): deselect its group when
 * the group is wholly selected, select it when every unit of it is available, else nothing. The
 * picker disables the units whose click does nothing.
 */
export function slotClickEffect(
  selected: readonly SlotTime[],
  clicked: SlotTime,
  duration: VisitDuration,
  available: readonly SlotTime[],
): SlotClickEffect {
  const click = timeToMinutes(clicked);
  if (click === null) return 'none';
  const group = clickedGroup(click, duration);
  const chosen = new Set(toSortedMinutes(selected));
  if (group.every((unit) => chosen.has(unit))) return 'deselect';
  const open = new Set(toSortedMinutes(available));
  return group.every((unit) => open.has(unit)) ? 'select' : 'none';
}

/**
 * Why a free unit's click does nothing (`slotClickEffect` 'none'), as the picker says it:
 * - `offGrid`: a visit of this length from the unit would be free, but such visits start only on
 *   their grid (spec 2 §9: 30 minutes on :00 and :30, 1 hour on :00) and the group holding the
 *   unit is not wholly free; the time is there, the start is not one a visit may have;
 * - `doesNotFit`: the free time from the unit is shorter than the visit.
 */
export type RefusedClickReason = 'offGrid' | 'doesNotFit';

export function refusedClickReason(
  clicked: SlotTime,
  duration: VisitDuration,
  available: readonly SlotTime[],
): RefusedClickReason {
  const click = timeToMinutes(clicked);
  if (click === null || groupStartOf(click, duration) === click) return 'doesNotFit';
  const open = new Set(toSortedMinutes(available));
  return unitsOfGroup(click, duration).every((unit) => open.has(unit)) ? 'offGrid' : 'doesNotFit';
}

/** The span a selection covers, from its first unit's start to its last unit's end. */
export function selectionSpan(selected: readonly SlotTime[]): Slot | null {
  const minutes = toSortedMinutes(selected);
  const first = minutes[0];
  const last = minutes[minutes.length - 1];
  if (first === undefined || last === undefined) return null;
  return { start: minutesToTime(first), end: minutesToTime(last + SLOT_UNIT_MINUTES) };
}

/** Minutes a selection books: its units times 15 (the reservation's durationVisit). */
export function selectionMinutes(selected: readonly SlotTime[]): number {
  return toSortedMinutes(selected).length * SLOT_UNIT_MINUTES;
}

/** The selection's units as carried slots (time_slots availability_start/end per unit). */
export function selectionSlots(selected: readonly SlotTime[]): Slot[] {
  return toSortedMinutes(selected).map((start) => ({
    start: minutesToTime(start),
    end: minutesToTime(start + SLOT_UNIT_MINUTES),
  }));
}

/**
 * What the add dialog starts with when it opens from hours picked on the timetable
 * ([start, end), whole hours): the first visit of `duration` that is free in them (its group, as
 * a click would pick it); for a span longer than an hour (a drag across hours), the free run of
 * whole visits from there on, up to the span's end or the first taken unit. Nothing free in the
 * span picks nothing, and the front desk chooses by hand.
 */
export function timetablePickSelection(
  span: Slot,
  duration: VisitDuration,
  available: readonly SlotTime[],
): SlotSelection {
  const start = timeToMinutes(span.start);
  // The grid's last column ends at midnight, a time of no day.
  const spanEnd = span.end === '24:00:00' ? 24 * 60 : timeToMinutes(span.end);
  if (start === null || spanEnd === null) return [];
  const wanted = spanEnd - start > 60 ? spanEnd - start : duration;
  const open = new Set(toSortedMinutes(available));
  const picked: number[] = [];
  for (let group = groupStartOf(start, duration); group + duration <= spanEnd; group += duration) {
    if (group < start) continue;
    const units = unitsOfGroup(group, duration);
    if (units.every((unit) => open.has(unit))) picked.push(...units);
    else if (picked.length > 0) break;
    if (picked.length * SLOT_UNIT_MINUTES >= wanted) break;
  }
  return picked.map(minutesToTime);
}
