import { clockToMinutes } from '@praktik/domain/slots/time-of-day';
import type { TimetableNow } from './timetable-grid-options';

export interface GridPosition {
  row: number;
  col: number;
}

/**
 * Where a key moves the focus in a grid of `rows` x `cols` cells (WAI-ARIA grid pattern):
 * arrows one cell, Home/End to the row's first/last cell, with Ctrl to the grid's first/last
 * cell, PageUp/PageDown five rows. Null when the key is not a move; a move stops at the edges.
 */
export function moveInGrid(
  key: string,
  from: GridPosition,
  size: { rows: number; cols: number },
  ctrlKey = false,
): GridPosition | null {
  const clamp = (row: number, col: number): GridPosition => ({
    row: Math.max(0, Math.min(size.rows - 1, row)),
    col: Math.max(0, Math.min(size.cols - 1, col)),
  });
  switch (key) {
    case 'ArrowLeft':
      return clamp(from.row, from.col - 1);
    case 'ArrowRight':
      return clamp(from.row, from.col + 1);
    case 'ArrowUp':
      return clamp(from.row - 1, from.col);
    case 'ArrowDown':
      return clamp(from.row + 1, from.col);
    case 'PageUp':
      return clamp(from.row - 5, from.col);
    case 'PageDown':
      return clamp(from.row + 5, from.col);
    case 'Home':
      return ctrlKey ? clamp(0, 0) : clamp(from.row, 0);
    case 'End':
      return ctrlKey ? clamp(size.rows - 1, size.cols - 1) : clamp(from.row, size.cols - 1);
    default:
      return null;
  }
}

/**
 * How many of the day's hourly columns are over at `now`: all 24 for an earlier date, none
 * for a later one or without a clock, and today the hours that have ended (at 09:30 the 09:00
 * column still has free quarters, so it is not past). Presentation only: the add dialog's slot
 * picker applies the domain's rule for past slots.
 */
export function pastHourCount(date: string, now: TimetableNow | undefined): number {
  if (!now) return 0;
  if (date < now.date) return 24;
  if (date > now.date) return 0;
  const minutes = clockToMinutes(now.time);
  return minutes === null ? 0 : Math.min(24, Math.floor(minutes / 60));
}
