import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { dayAgenda, type AgendaEntry } from '@praktik/domain/reservations/day-agenda';
import { EVERY_DOCTOR } from '@praktik/domain/reservations/timetable-view';
import { ARIA_LOCALE } from '../../intl/strings';
import { useUiStrings } from '../../intl/ui-strings-context';
import { DataTable } from '../DataTable/DataTable';
import type { DataTableColumn } from '../DataTable/data-table-options';
import { EmptyState } from '../EmptyState/EmptyState';
import { Select } from '../Select/Select';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { TextField } from '../TextField/TextField';
import type {
  AgendaListDoctor,
  AgendaListReservation,
  AgendaListService,
} from './agenda-list-options';
import * as styles from './AgendaList.css';
import agendaStrings from './agenda.strings.json';

export interface AgendaListProps {
  /** The day shown, 'YYYY-MM-DD' (names the list for screen readers). */
  date: string;
  /** The practitioners of the day in the timetable's order, each with their reservations. */
  doctors: readonly AgendaListDoctor[];
  /** Names the reservations' `serviceId`; an unknown id shows no service. @default [] */
  services?: readonly AgendaListService[];
  /** Controlled: whose day is listed (null: every practitioner's). */
  doctorId?: string | null;
  /** Uncontrolled initial `doctorId`. @default null */
  defaultDoctorId?: string | null;
  /** The practitioner picker changed (null: every practitioner). */
  onDoctorChange?: (doctorId: string | null) => void;
  /** Controlled text of the patient search. */
  search?: string;
  /** Uncontrolled initial search. @default '' */
  defaultSearch?: string;
  onSearchChange?: (search: string) => void;
  /** Shows a spinner instead of the rows. @default false */
  isLoading?: boolean;
  /** A row was pressed (click, or Enter on it). */
  onOpenReservation?: (reservationId: string) => void;
  /** The page's date controls, shown before the picker and the search. */
  toolbar?: ReactNode;
  /** @default ui string `agenda.label` with the date */
  'aria-label'?: string;
  className?: string;
}

type Entry = AgendaEntry<AgendaListReservation>;

const hourMinute = (time: string) => time.slice(0, 5);

/** The controlled value when given, else the component's own. */
function useOwnOrGiven<T>(given: T | undefined, initial: T, onChange?: (value: T) => void) {
  const [own, setOwn] = useState(initial);
  const value = given !== undefined ? given : own;
  const set = (next: T) => {
    setOwn(next);
    onChange?.(next);
  };
  return [value, set] as const;
}

/**
 * The day as an agenda: every practitioner's reservations in one list by time (the domain's
 * `dayAgenda`), each row with its time, queue number, patient, practitioner, service and status;
 * a search that narrows the rows to the patients whose name answers it as it is typed, and a
 * practitioner picker (shown when the day has more than one) for one practitioner's day; a
 * list of one practitioner's day leaves the practitioner column off. A table with headers (react-aria: arrow keys between
 * rows, Enter opens one); narrower than 600 px each row is a card, the patient's name heading it
 * with the time right under.
 */
export function AgendaList({
  date,
  doctors,
  services = [],
  doctorId,
  defaultDoctorId = null,
  onDoctorChange,
  search,
  defaultSearch = '',
  onSearchChange,
  isLoading = false,
  onOpenReservation,
  toolbar,
  'aria-label': ariaLabel,
  className,
}: AgendaListProps) {
  const { t, locale } = useUiStrings(agendaStrings);
  const [chosenDoctor, setChosenDoctor] = useOwnOrGiven(doctorId, defaultDoctorId, onDoctorChange);
  const [typed, setTyped] = useOwnOrGiven(search, defaultSearch, onSearchChange);
  // The field answers each key at once; a long day's rows follow a moment later.
  const query = useDeferredValue(typed);

  const onlyDoctor =
    chosenDoctor !== null && doctors.some((d) => d.doctorId === chosenDoctor) ? chosenDoctor : null;
  const serviceNames = useMemo(
    () => new Map(services.map((service) => [service.id, service.name])),
    [services],
  );
  const dayTotal = useMemo(
    () => dayAgenda(doctors, { doctorId: onlyDoctor }).length,
    [doctors, onlyDoctor],
  );
  const entries = useMemo(
    () => dayAgenda(doctors, { doctorId: onlyDoctor, search: query }),
    [doctors, onlyDoctor, query],
  );
  const isSearching = query.trim() !== '';

  const dateLabel = useMemo(
    () =>
      new Intl.DateTimeFormat(ARIA_LOCALE[locale], { dateStyle: 'full', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      ),
    [date, locale],
  );

  const columns: DataTableColumn<Entry>[] = [
    {
      key: 'time',
      header: t('agenda.time'),
      overflow: 'nowrap',
      card: 'first',
      cell: (entry) =>
        entry.end ? `${hourMinute(entry.start)}–${hourMinute(entry.end)}` : hourMinute(entry.start),
    },
    {
      key: 'patient',
      header: t('agenda.patient'),
      isRowHeader: true,
      cell: (entry) => entry.patientName,
    },
    {
      key: 'sequence',
      header: t('agenda.sequence'),
      overflow: 'nowrap',
      cell: (entry) => String(entry.noSequence),
    },
    // One practitioner's day (picked, or the only one there is) needs no practitioner column.
    ...(onlyDoctor === null && doctors.length > 1
      ? [
          {
            key: 'doctor',
            header: t('agenda.doctor'),
            cell: (entry: Entry) => entry.doctorName,
          },
        ]
      : []),
    {
      key: 'service',
      header: t('agenda.service'),
      cell: (entry) => (entry.serviceId ? (serviceNames.get(entry.serviceId) ?? '') : ''),
    },
    {
      key: 'status',
      header: t('agenda.status'),
      cell: (entry) => (
        <span className={styles.status}>
          {entry.transferredTo ? (
            // Not "Selesai": the patient was seen by whom they were moved to.
            <span className={styles.note}>
              {t('agenda.transferred', { doctor: entry.transferredTo })}
            </span>
          ) : (
            <StatusBadge status={entry.status} />
          )}
          {entry.noShow ? <span className={styles.note}>{t('agenda.noShow')}</span> : null}
          {entry.unconfirmed ? (
            <span className={styles.note}>{t('agenda.unconfirmed')}</span>
          ) : null}
        </span>
      ),
    },
  ];

  const doctorItems = [
    { id: EVERY_DOCTOR, label: t('agenda.everyDoctor') },
    ...doctors.map((doctor) => ({ id: doctor.doctorId, label: doctor.doctorName })),
  ];

  const emptyState =
    doctors.length === 0 ? (
      <EmptyState
        icon="calendar"
        title={t('agenda.noDoctorsTitle')}
        text={t('agenda.noDoctorsText')}
      />
    ) : isSearching && dayTotal > 0 ? (
      <EmptyState
        icon="patient"
        title={t('agenda.noMatchTitle')}
        text={t('agenda.noMatchText', { search: query.trim() })}
      />
    ) : (
      <EmptyState icon="calendar" title={t('agenda.emptyTitle')} text={t('agenda.emptyText')} />
    );

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.toolbar}>
        {toolbar}
        <div className={styles.filters}>
          {doctors.length > 1 ? (
            <Select
              label={t('agenda.doctorPicker')}
              items={doctorItems}
              selectedKey={onlyDoctor ?? EVERY_DOCTOR}
              onSelectionChange={(key) =>
                setChosenDoctor(key === null || key === EVERY_DOCTOR ? null : key)
              }
              className={styles.doctorPicker}
            />
          ) : null}
          <TextField
            type="search"
            label={t('agenda.search')}
            value={typed}
            onChange={setTyped}
            autoComplete="off"
            className={styles.search}
          />
        </div>
      </div>
      {/* Says how many rows the search left, without moving the focus from the field. */}
      <p role="status" className={styles.count}>
        {isLoading
          ? ''
          : isSearching
            ? t('agenda.countFound', { count: entries.length, total: dayTotal })
            : t('agenda.count', { count: dayTotal })}
      </p>
      <DataTable
        aria-label={ariaLabel ?? t('agenda.label', { date: dateLabel })}
        columns={columns}
        rows={entries}
        getRowKey={(entry) => entry.id}
        isLoading={isLoading}
        emptyState={emptyState}
        {...(onOpenReservation && {
          onRowAction: (entry: Entry) => onOpenReservation(entry.id),
        })}
      />
    </div>
  );
}
