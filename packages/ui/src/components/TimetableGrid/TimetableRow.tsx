import { placeReservations, type TimetableCell } from '@praktik/domain/slots/timetable';
import { holdsSlot } from '@praktik/domain/reservations/slot-holding';
import { statusLabelKey } from '@praktik/domain/visits/status';
import { memo, useMemo } from 'react';
import { useDomainText } from '../../intl/domain-text';
import { useUiStrings } from '../../intl/ui-strings-context';
import type { TimetableDoctor, TimetableReservation } from './timetable-grid-options';
import * as styles from './TimetableGrid.css';
import timetableStrings from './timetable.strings.json';

export interface TimetableRowProps {
  doctor: TimetableDoctor;
  rowIndex: number;
  /** Hours before this column are over (no plus button, no drag). */
  pastHours: number;
  /** Whether free cells offer a plus button and drag selection (an add handler is given). */
  canAdd: boolean;
  /** The roving focus target when it is in this row: a cell, or an item (card or plus) in it. */
  activeCol: number | null;
  activeItem: number | null;
  /** The active element shows the focus ring (keyboard modality, focus inside the grid). */
  focusVisible: boolean;
  /** The dragged or shift-extended range in this row, inclusive hours. */
  selectedFrom: number | null;
  selectedTo: number | null;
}

/** 'HH:mm:ss' as the grid's hours read, 'HH:mm'. */
const hourMinute = (time: string) => time.slice(0, 5);

interface CellModel extends TimetableCell<TimetableReservation> {
  /** A reservation holds part of this hour. */
  isTaken: boolean;
}

/**
 * A cancelled reservation gets no card: its hour is free again for the front desk, and the
 * legend has no entry for it.
 */
function rowModel(doctor: TimetableDoctor): CellModel[] {
  const holding = doctor.reservations.filter((reservation) => holdsSlot(reservation.status));
  return placeReservations(holding, doctor.scheduled).map((cell) => ({
    ...cell,
    isTaken: cell.reservations.length > 0,
  }));
}

/**
 * One doctor's 24 hourly cells. Memoised: a row draws again only when its doctor object or its
 * focus/selection props change, so moving the focus redraws one or two rows, not 30. Events are
 * handled once on the grid (delegation); the cells carry what the handlers need as data-*.
 */
export const TimetableRow = memo(function TimetableRow({
  doctor,
  rowIndex,
  pastHours,
  canAdd,
  activeCol,
  activeItem,
  focusVisible,
  selectedFrom,
  selectedTo,
}: TimetableRowProps) {
  const { t } = useUiStrings(timetableStrings);
  const text = useDomainText();
  const cells = useMemo(() => rowModel(doctor), [doctor]);

  return (
    <div role="row" aria-rowindex={rowIndex + 2} className={styles.row}>
      <div role="rowheader" aria-colindex={1} className={styles.rowHeader}>
        {doctor.doctorName}
      </div>
      {cells.map((cell) => {
        const { hour } = cell;
        const isPast = hour < pastHours;
        const isAvailable = canAdd && cell.isScheduled && !isPast;
        const isFree = isAvailable && !cell.isTaken;
        const isActiveCell = activeCol === hour;
        // The item the focus was on may have gone (a live update moved the card): the cell
        // itself then keeps the grid's tab stop.
        const itemCount = cell.reservations.length + (isAvailable ? 1 : 0);
        const itemIndex = activeItem !== null && activeItem < itemCount ? activeItem : null;
        const isSelected =
          selectedFrom !== null &&
          selectedTo !== null &&
          hour >= selectedFrom &&
          hour <= selectedTo;
        // A cell with cards is named by them; an empty one has no text, so it says what it is.
        const emptyLabel =
          cell.reservations.length > 0
            ? undefined
            : isPast
              ? t('timetable.past')
              : cell.isScheduled
                ? t('timetable.free')
                : t('timetable.unscheduled');
        return (
          <div
            key={hour}
            role="gridcell"
            aria-colindex={hour + 2}
            aria-label={emptyLabel}
            aria-selected={isSelected || undefined}
            tabIndex={isActiveCell && itemIndex === null ? 0 : -1}
            data-row={rowIndex}
            data-col={hour}
            data-business={cell.isBusinessHour || undefined}
            data-scheduled={cell.isScheduled || undefined}
            data-past={isPast || undefined}
            data-free={isFree || undefined}
            data-available={isAvailable || undefined}
            data-selected={isSelected || undefined}
            data-focus-visible={(isActiveCell && itemIndex === null && focusVisible) || undefined}
            className={styles.cell}
          >
            {cell.reservations.map((reservation, index) => {
              const status = text(statusLabelKey(reservation.status));
              const transferredTo = reservation.transferredTo ?? null;
              return (
                <button
                  key={reservation.id}
                  type="button"
                  tabIndex={isActiveCell && itemIndex === index ? 0 : -1}
                  data-item={index}
                  data-reservation-id={reservation.id}
                  data-status={reservation.status}
                  data-no-show={reservation.noShow || undefined}
                  data-unconfirmed={reservation.unconfirmed || undefined}
                  data-transferred={transferredTo === null ? undefined : ''}
                  data-focus-visible={
                    (isActiveCell && itemIndex === index && focusVisible) || undefined
                  }
                  title={reservation.patientName}
                  className={`${styles.card} ${
                    transferredTo === null
                      ? styles.cardTone[reservation.status]
                      : styles.cardTransferred
                  }`}
                >
                  {/* Named by what it shows: "Citra Lestari No. 3, Reservasi 11:00–11:15". */}
                  <span className={styles.patientName}>{reservation.patientName}</span>
                  <span
                    className={
                      transferredTo === null
                        ? styles.cardMeta
                        : `${styles.cardMeta} ${styles.cardMetaWraps}`
                    }
                  >
                    {transferredTo !== null
                      ? // Not "Selesai": the patient was seen by whom they were moved to.
                        t('timetable.cardMetaTransferred', {
                          sequence: reservation.noSequence,
                          doctor: transferredTo,
                        })
                      : t(reservation.noShow ? 'timetable.cardMetaNoShow' : 'timetable.cardMeta', {
                          sequence: reservation.noSequence,
                          status,
                        })}
                  </span>
                  {reservation.unconfirmed ? (
                    <span className={styles.unconfirmedBadge}>{t('timetable.unconfirmed')}</span>
                  ) : null}
                  {/* Shown first, read last: the name still opens what a reader hears. */}
                  <span className={styles.cardTime}>
                    {reservation.end
                      ? `${hourMinute(reservation.start)}–${hourMinute(reservation.end)}`
                      : hourMinute(reservation.start)}
                  </span>
                </button>
              );
            })}
            {isAvailable ? (
              <button
                type="button"
                tabIndex={isActiveCell && itemIndex === cell.reservations.length ? 0 : -1}
                data-item={cell.reservations.length}
                data-add=""
                data-focus-visible={
                  (isActiveCell && itemIndex === cell.reservations.length && focusVisible) ||
                  undefined
                }
                aria-label={t('timetable.add')}
                className={styles.addButton}
              />
            ) : null}
          </div>
        );
      })}
    </div>
  );
});
