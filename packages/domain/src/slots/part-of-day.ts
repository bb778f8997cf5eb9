import type { Slot } from './time-of-day';
import { timeToMinutes } from './time-of-day';

/**
 * Spec 2 §9 names the parts of the day the slot picker groups its slots under. The spec gives no
 * hours; these are the ones an Indonesian clinic would recognise (start included, end excluded):
 *
 *   Menjelang Pagi  00:00-04:00   the small hours before dawn
 *   Subuh           04:00-06:00   dawn, the time of the dawn prayer
 *   Pagi            06:00-10:00   morning
 *   Menjelang Siang 10:00-12:00   late morning, before noon
 *   Siang           12:00-15:00   midday
 *   Sore            15:00-18:00   afternoon until sunset
 *   Malam           18:00-22:00   evening
 *   Larut Malam     22:00-24:00   late night
 *
 * The list is in the order of the day, so grouped slots come out in time order.
 */
export const PARTS_OF_DAY = [
  { part: 'MENJELANG_PAGI', from: 0, to: 4 * 60 },
  { part: 'SUBUH', from: 4 * 60, to: 6 * 60 },
  { part: 'PAGI', from: 6 * 60, to: 10 * 60 },
  { part: 'MENJELANG_SIANG', from: 10 * 60, to: 12 * 60 },
  { part: 'SIANG', from: 12 * 60, to: 15 * 60 },
  { part: 'SORE', from: 15 * 60, to: 18 * 60 },
  { part: 'MALAM', from: 18 * 60, to: 22 * 60 },
  { part: 'LARUT_MALAM', from: 22 * 60, to: 24 * 60 },
] as const;

export type PartOfDay = (typeof PARTS_OF_DAY)[number]['part'];

/** The part of the day a minute since midnight falls in (a slot belongs where it starts). */
export function partOfDay(minutes: number): PartOfDay {
  for (const entry of PARTS_OF_DAY) {
    if (minutes < entry.to) return entry.part;
  }
  return 'LARUT_MALAM';
}

/** Text key of a part of the day: `partOfDay.PAGI` reads "Pagi" / "Morning". */
export function partOfDayLabelKey(part: PartOfDay): `partOfDay.${PartOfDay}` {
  return `partOfDay.${part}`;
}

export interface PartOfDayGroup<T> {
  part: PartOfDay;
  labelKey: `partOfDay.${PartOfDay}`;
  slots: T[];
}

/**
 * Slots under their part-of-day headings, in the order of the day; parts without slots are left
 * out, and slots keep their order within a part. A slot whose start is not a time is dropped.
 */
export function groupByPartOfDay<T extends Pick<Slot, 'start'>>(
  slots: readonly T[],
): PartOfDayGroup<T>[] {
  const byPart = new Map<PartOfDay, T[]>();
  for (const slot of slots) {
    const start = timeToMinutes(slot.start);
    if (start === null) continue;
    const part = partOfDay(start);
    const list = byPart.get(part);
    if (list) list.push(slot);
    else byPart.set(part, [slot]);
  }
  return PARTS_OF_DAY.flatMap(({ part }) => {
    const list = byPart.get(part);
    return list ? [{ part, labelKey: partOfDayLabelKey(part), slots: list }] : [];
  });
}
