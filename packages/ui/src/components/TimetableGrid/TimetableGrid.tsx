import { holdsSlot } from '@praktik/domain/reservations/slot-holding';
import { minutesToTime } from '@praktik/domain/slots/time-of-day';
import {
  INITIAL_SCROLL_HOUR,
  TIMETABLE_HOURS,
  isBusinessHour,
} from '@praktik/domain/slots/timetable';
import { VISIT_STATUSES } from '@praktik/domain/visits/status';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { ARIA_LOCALE } from '../../intl/strings';
import { useUiStrings } from '../../intl/ui-strings-context';
import { EmptyState } from '../EmptyState/EmptyState';
import { Spinner } from '../Spinner/Spinner';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { moveInGrid } from './grid-navigation';
import { pastHourCount } from '@praktik/domain/slots/timetable';
import {
  HOUR_COLUMN_WIDTH,
  type TimetableDoctor,
  type TimetableNow,
  type TimetableSelection,
} from './timetable-grid-options';
import * as styles from './TimetableGrid.css';
import { TimetableRow } from './TimetableRow';
import { useKeyboardModality } from './use-keyboard-modality';
import timetableStrings from './timetable.strings.json';

export interface TimetableGridProps {
  /** The day shown, 'YYYY-MM-DD' (the page's day arrows and calendar change it). */
  date: string;
  /** One row per doctor or therapist, in this order, each with its reservations of the day. */
  doctors: readonly TimetableDoctor[];
  /** The clinic's clock; hours already over offer no plus button. @default no hour is past */
  now?: TimetableNow;
  /** Shows a spinner instead of the rows. @default false */
  isLoading?: boolean;
  /**
   * A free hour was picked (plus button, Enter on a free cell, a click or a drag over free
   * cells of one row, Shift+arrows then Enter). Without it the grid is read-only.
   */
  onAddReservation?: (selection: TimetableSelection) => void;
  /** A card was pressed (click, or Enter/Space on it). */
  onOpenReservation?: (reservationId: string) => void;
  /** The page's date controls, shown beside the status legend. */
  toolbar?: ReactNode;
  /** @default ui string `timetable.label` with the date */
  'aria-label'?: string;
  /** @default ui string `timetable.emptyTitle` ("Tidak ada jadwal dokter") */
  emptyTitle?: ReactNode;
  /** @default ui string `timetable.emptyText` */
  emptyText?: ReactNode;
  className?: string;
}

interface ActivePosition {
  row: number;
  col: number;
  /** An item inside the cell (its cards, then its plus button), or the cell itself. */
  item: number | null;
}

/** Hours picked in a row by a drag or Shift+arrows: `from`..`to` inclusive, grown from `anchor`. */
interface RangeSelection {
  row: number;
  anchor: number;
  from: number;
  to: number;
}

/** The statuses a card can show: a cancelled reservation frees its hour and gets no card. */
const LEGEND_STATUSES = VISIT_STATUSES.filter(holdsSlot);

const HOURS = TIMETABLE_HOURS.length;

const numberOf = (value: string | undefined): number | null =>
  value === undefined || value === '' ? null : Number(value);

/** The cell a DOM node belongs to, with its row and hour. */
function cellOf(node: EventTarget | null): { el: HTMLElement; row: number; col: number } | null {
  const el = node instanceof Element ? node.closest<HTMLElement>('[role="gridcell"]') : null;
  if (!el) return null;
  const row = numberOf(el.dataset['row']);
  const col = numberOf(el.dataset['col']);
  return row === null || col === null ? null : { el, row, col };
}

/**
 * The hours from `anchor` towards `target` in a row, stopping before the first cell that is not
 * free: a drag never reaches over a booked, past or unscheduled hour.
 */
function freeRun(
  cellAt: (col: number) => HTMLElement | null,
  anchor: number,
  target: number,
): { from: number; to: number } {
  const step = target >= anchor ? 1 : -1;
  let reached = anchor;
  for (let col = anchor + step; step > 0 ? col <= target : col >= target; col += step) {
    if (cellAt(col)?.dataset['free'] === undefined) break;
    reached = col;
  }
  return { from: Math.min(anchor, reached), to: Math.max(anchor, reached) };
}

/**
 * Spec 2 §2.2: the reservation timetable. A row per doctor, 24 hourly columns with business
 * hours highlighted, scrolled to 09:00 on load; reservation cards in their status colour; a
 * plus button and drag-highlighting on free hours; a status legend. A WAI-ARIA grid: one tab
 * stop, arrows/Home/End/PageUp/PageDown between cells, Enter adds in a free cell or steps into
 * a cell's cards (arrows between them, Escape back out), Shift+Left/Right extends a range of
 * free hours. Who sees which rows is the domain's `visibleTimetableDoctors`.
 */
export function TimetableGrid({
  date,
  doctors,
  now,
  isLoading = false,
  onAddReservation,
  onOpenReservation,
  toolbar,
  'aria-label': ariaLabel,
  emptyTitle,
  emptyText,
  className,
}: TimetableGridProps) {
  const { t, locale } = useUiStrings(timetableStrings);
  const isFocusVisible = useKeyboardModality();
  const helpId = useId();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<ActivePosition>({
    row: 0,
    col: INITIAL_SCROLL_HOUR,
    item: null,
  });
  const [hasFocus, setHasFocus] = useState(false);
  const [selection, setSelection] = useState<RangeSelection | null>(null);
  // Another day is another grid: its tab stop starts again on the first doctor at 09:00 (the
  // first hour in view), not on the card or hour the previous day's focus had reached, which
  // may be a card of someone else or not there at all.
  const [activeDate, setActiveDate] = useState(date);
  if (activeDate !== date) {
    setActiveDate(date);
    setActive({ row: 0, col: INITIAL_SCROLL_HOUR, item: null });
    setSelection(null);
  }

  const pastHours = pastHourCount(date, now);
  const canAdd = onAddReservation !== undefined;
  const rowCount = doctors.length;
  const activeRow = Math.min(active.row, Math.max(0, rowCount - 1));
  const hasRows = !isLoading && rowCount > 0;

  const dateLabel = useMemo(
    () =>
      new Intl.DateTimeFormat(ARIA_LOCALE[locale], { dateStyle: 'full', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      ),
    [date, locale],
  );

  // Spec 2 §2.2: the view opens on 09:00 (the hours before stay a scroll away). Columns have
  // fixed widths, so no measuring: 09:00 lands right after the sticky doctor column.
  useLayoutEffect(() => {
    if (hasRows && scrollerRef.current) {
      scrollerRef.current.scrollLeft = INITIAL_SCROLL_HOUR * HOUR_COLUMN_WIDTH;
    }
  }, [date, hasRows]);

  const cellElement = useCallback((row: number, col: number) => {
    return (
      gridRef.current?.querySelector<HTMLElement>(
        `[role="gridcell"][data-row="${row}"][data-col="${col}"]`,
      ) ?? null
    );
  }, []);

  const add = useCallback(
    (row: number, from: number, to: number) => {
      const doctor = doctors[row];
      if (!doctor || !onAddReservation) return;
      onAddReservation({
        doctorId: doctor.doctorId,
        date,
        start: minutesToTime(from * 60),
        end: minutesToTime((to + 1) * 60),
      });
    },
    [date, doctors, onAddReservation],
  );

  // The drag in progress, read by the window listeners (a release outside the grid ends it too).
  const dragRef = useRef<RangeSelection | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!canAdd || event.button !== 0 || dragRef.current) return;
    if (event.target instanceof Element && event.target.closest('button')) return;
    const cell = cellOf(event.target);
    if (!cell || cell.el.dataset['free'] === undefined) return;
    const drag = { row: cell.row, anchor: cell.col, from: cell.col, to: cell.col };
    dragRef.current = drag;
    setSelection(drag);
    // Listening from here, not from an effect: the release may come before React re-renders.
    const finish = (end: globalThis.PointerEvent) => {
      window.removeEventListener('pointerup', finish);
      window.removeEventListener('pointercancel', finish);
      const picked = dragRef.current;
      dragRef.current = null;
      setSelection(null);
      // A press without a move picks the one hour.
      if (picked && end.type === 'pointerup') add(picked.row, picked.from, picked.to);
    };
    window.addEventListener('pointerup', finish);
    window.addEventListener('pointercancel', finish);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (!drag) return;
    const cell = cellOf(event.target);
    if (!cell || cell.row !== drag.row) return;
    const run = freeRun((col) => cellElement(drag.row, col), drag.anchor, cell.col);
    if (run.from !== drag.from || run.to !== drag.to) {
      dragRef.current = { ...drag, ...run };
      setSelection(dragRef.current);
    }
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element)) return;
    const card = event.target.closest<HTMLElement>('[data-reservation-id]');
    if (card) {
      onOpenReservation?.(card.dataset['reservationId'] ?? '');
      return;
    }
    if (event.target.closest('[data-add]')) {
      const cell = cellOf(event.target);
      if (cell) add(cell.row, cell.col, cell.col);
    }
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    setHasFocus(true);
    const cell = cellOf(event.target);
    if (!cell) return;
    const item =
      event.target instanceof HTMLElement && event.target !== cell.el
        ? numberOf(event.target.dataset['item'])
        : null;
    if (active.row !== cell.row || active.col !== cell.col || active.item !== item) {
      setActive({ row: cell.row, col: cell.col, item });
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!gridRef.current?.contains(event.relatedTarget as Node | null)) setHasFocus(false);
  };

  const focusCell = (row: number, col: number) => cellElement(row, col)?.focus();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const cell = cellOf(event.target);
    if (!cell) return;
    const { row, col } = cell;
    const inItem = event.target !== cell.el;

    if (inItem) {
      // Inside a cell: arrows go through its cards and plus button, Escape/F2 back to the cell.
      // Enter and Space are the buttons' own (a click).
      const items = [...cell.el.querySelectorAll<HTMLElement>('[data-item]')];
      const index = items.indexOf(event.target as HTMLElement);
      if (event.key === 'Escape' || event.key === 'F2') {
        event.preventDefault();
        cell.el.focus();
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowRight') {
        event.preventDefault();
        items[Math.min(items.length - 1, index + 1)]?.focus();
      } else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') {
        event.preventDefault();
        items[Math.max(0, index - 1)]?.focus();
      }
      return;
    }

    if (event.shiftKey && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
      // Keyboard twin of the drag: extend a run of free hours from where it started.
      event.preventDefault();
      if (!canAdd || cell.el.dataset['free'] === undefined) return;
      const anchor = selection && selection.row === row ? selection.anchor : col;
      const target = Math.max(0, Math.min(HOURS - 1, col + (event.key === 'ArrowRight' ? 1 : -1)));
      const run = freeRun((c) => cellElement(row, c), anchor, target);
      setSelection({ row, anchor, ...run });
      focusCell(row, run.from === anchor ? run.to : run.from);
      return;
    }

    const next = moveInGrid(
      event.key,
      { row, col },
      { rows: rowCount, cols: HOURS },
      event.ctrlKey,
    );
    if (next) {
      event.preventDefault();
      setSelection(null);
      focusCell(next.row, next.col);
      return;
    }

    if (event.key === 'Enter' || event.key === ' ' || event.key === 'F2') {
      event.preventDefault();
      if (selection && selection.row === row && col >= selection.from && col <= selection.to) {
        setSelection(null);
        add(row, selection.from, selection.to);
        return;
      }
      const items = cell.el.querySelectorAll<HTMLElement>('[data-item]');
      const onlyPlus = items.length === 1 && items[0]?.dataset['add'] !== undefined;
      if (onlyPlus && event.key !== 'F2') add(row, col, col);
      else items[0]?.focus();
    } else if (event.key === 'Escape' && selection) {
      event.preventDefault();
      setSelection(null);
    }
  };

  const focusVisible = hasFocus && isFocusVisible;
  const label = ariaLabel ?? t('timetable.label', { date: dateLabel });

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.toolbar}>
        {toolbar ?? <span />}
        <ul className={styles.legend} aria-label={t('timetable.legend')}>
          {LEGEND_STATUSES.map((status) => (
            <li key={status}>
              <StatusBadge status={status} />
            </li>
          ))}
        </ul>
      </div>
      {isLoading ? (
        <div className={`${styles.frame} ${styles.status}`} aria-busy="true">
          <Spinner label={t('timetable.loading')} showLabel />
        </div>
      ) : rowCount === 0 ? (
        <div className={styles.frame}>
          <EmptyState
            icon="calendar"
            title={emptyTitle ?? t('timetable.emptyTitle')}
            text={emptyText ?? t('timetable.emptyText')}
          />
        </div>
      ) : (
        <div className={styles.frame}>
          <span id={helpId} className={styles.visuallyHidden}>
            {canAdd ? t('timetable.help') : t('timetable.helpReadOnly')}
          </span>
          <div ref={scrollerRef} className={styles.scroller}>
            {/* The cells hold the one tab stop (roving tabindex), not the grid; their keys and
                clicks are handled once here for all 720 cells (delegation). */}
            {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
            <div
              ref={gridRef}
              role="grid"
              aria-label={label}
              aria-describedby={helpId}
              aria-rowcount={rowCount + 1}
              aria-colcount={HOURS + 1}
              className={styles.grid}
              onKeyDown={onKeyDown}
              onClick={onClick}
              onFocus={onFocus}
              onBlur={onBlur}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
            >
              <div role="row" aria-rowindex={1} className={styles.headerRow}>
                <div role="columnheader" aria-colindex={1} className={styles.corner}>
                  {t('timetable.doctor')}
                </div>
                {TIMETABLE_HOURS.map((hour) => (
                  <div
                    key={hour}
                    role="columnheader"
                    aria-colindex={hour + 2}
                    data-hour={hour}
                    data-business={isBusinessHour(hour) || undefined}
                    className={styles.hourHeader}
                  >
                    {`${String(hour).padStart(2, '0')}:00`}
                  </div>
                ))}
              </div>
              {doctors.map((doctor, index) => {
                const isActiveRow = index === activeRow;
                const isSelectedRow = selection?.row === index;
                return (
                  <TimetableRow
                    key={doctor.doctorId}
                    doctor={doctor}
                    rowIndex={index}
                    pastHours={pastHours}
                    canAdd={canAdd}
                    activeCol={isActiveRow ? active.col : null}
                    activeItem={isActiveRow ? active.item : null}
                    focusVisible={isActiveRow && focusVisible}
                    selectedFrom={isSelectedRow ? selection.from : null}
                    selectedTo={isSelectedRow ? selection.to : null}
                  />
                );
              })}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
