import { z } from 'zod';
import { validationMessage } from '../validation/message';
import { isContiguousRun, selectionSlots } from '../slots/slot-selection';
import { isOnSlotGrid, timeToMinutes } from '../slots/time-of-day';

/** Spec 2 §5, §8: "Harap pilih waktu" when no slot is picked. */
export const SELECT_TIME_MESSAGE = validationMessage('validation.selectTime');
/** Spec 2 §5: the picked slots must form one contiguous run. */
export const CONTIGUOUS_TIME_MESSAGE = validationMessage('validation.contiguousTime');

function isRunOfUnits(selected: readonly string[]): boolean {
  return (
    isContiguousRun(selected) &&
    selected.every((time) => isOnSlotGrid(timeToMinutes(time) as number))
  );
}

/**
 * The form's timeVisit: the picked 15-minute units ('HH:mm:ss' starts, see `slot-selection.ts`),
 * at least one, forming one run on the quarter-hour grid; carried sorted as 'HH:mm:ss'.
 * `emptyMessage` is what an empty pick says (the transfer dialog words it differently).
 */
export function timeVisitSchema(emptyMessage: string = SELECT_TIME_MESSAGE) {
  return (
    z
      .array(z.string(), { error: emptyMessage })
      .min(1, { error: emptyMessage })
      // 96 quarter hours fill a day: more cannot be one run.
      .max(96, { error: CONTIGUOUS_TIME_MESSAGE })
      .refine(isRunOfUnits, { error: CONTIGUOUS_TIME_MESSAGE })
      .transform((selected) => selectionSlots(selected).map((slot) => slot.start))
  );
}
