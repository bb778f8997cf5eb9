import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { canSendReservationReminders } from '@praktik/domain/access/permissions';
import { isIsoDay } from '@praktik/domain/dates/iso-day';
import {
  weekPractitionerChoices,
  weekPractitionerOf,
  weekStartOf,
} from '@praktik/domain/reservations/practitioner-week';
import {
  EVERY_DOCTOR,
  agendaDoctorOf,
  dayViewOf,
  isTimetableView,
  timetableViewOf,
} from '@praktik/domain/reservations/timetable-view';
import { shiftIsoDate } from '@praktik/domain/slots/preview-week';
import { clinicClock } from '@praktik/domain/slots/time-of-day';
import { visibleTimetableDoctors } from '@praktik/domain/slots/timetable';
import { AgendaList } from '@praktik/ui/AgendaList';
import { useShellLayout } from '@praktik/ui/AppShell';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { DatePicker } from '@praktik/ui/DatePicker';
import { EmptyState } from '@praktik/ui/EmptyState';
import { PageHeader } from '@praktik/ui/PageHeader';
import { Tabs } from '@praktik/ui/Tabs';
import { TimetableGrid, type TimetableSelection } from '@praktik/ui/TimetableGrid';
import { WeekAgenda } from '@praktik/ui/WeekAgenda';
import { useDoctors } from '../../api/doctors';
import { useServices } from '../../api/onboarding';
import { useReservationWeek, useTimetable, type TimetableDoctorRow } from '../../api/reservations';
import { useAppSession } from '../../app/session-view';
import { useErrorText } from '../../app/use-error-text';
import * as layout from '../../app/layout.css';
import { AddReservationDialog } from './AddReservationDialog';
import { ReservationDetailDialog } from './ReservationDetailDialog';
import { TomorrowsRemindersDialog } from './TomorrowsRemindersDialog';
import { useReservationEvents } from '../../api/reservation-events';
import * as css from './reservations.css';
import { registerPageTexts } from '../../intl/page-texts';
import reminderTexts from './reservation-reminders.page-texts.json';
import reservationsTexts from './reservations.page-texts.json';

registerPageTexts(reservationsTexts);

registerPageTexts(reminderTexts);

/** How often the clinic's clock is read again, so hours that end grey out without a reload. */
const CLOCK_TICK_MS = 60_000;

/** The clinic's wall clock (+7 until clinics have a zone), read again every minute. */
function useClinicNow() {
  const [now, setNow] = useState(() => clinicClock(new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(clinicClock(new Date())), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** A free hour picked on the grid, with the row it was picked in. */
interface AddTarget {
  selection: TimetableSelection;
  doctor: TimetableDoctorRow;
}

/**
 * What stays in the address as the day or the open reservation change: how the day is shown, and
 * the agenda's patient search (a receptionist looking for one patient keeps looking on the next
 * day, after a reload, and in a link sent to a colleague).
 */
const VIEW_PARAMS = ['view', 'doctor', 'search'] as const;

/**
 * Spec 2 §2.2: `/dashboard/reservation?date=YYYY-MM-DD[&reservation=<id>]`, the clinic's day on
 * one live timetable. The date lives in the address (today in the clinic's zone when absent or
 * not a day); a picked free hour opens the add-reservation dialog; a card puts its id in the
 * address for the reservation detail dialog. Doctors and beauticians see only their own row.
 * `view=grid|agenda` switches to the day as a list by time (at phone width the default, one
 * practitioner's, `doctor=<id>|all`), whose rows open the same detail dialog
 * (docs/decisions/0056-agenda-of-the-day.md); `view=week` shows one practitioner's week holding
 * the date (`doctor=<id>`; a practitioner their own), whose days open in the day view
 * (docs/decisions/0061-week-view.md).
 */
export default function ReservationPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [search, setSearchParams] = useSearchParams();
  const now = useClinicNow();
  const isPhoneWidth = useShellLayout() === 'mobile';
  const asked = search.get('date') ?? '';
  const date = isIsoDay(asked) ? asked : now.date;
  const { role, session } = useAppSession();
  const timetable = useTimetable(date);
  const [adding, setAdding] = useState<AddTarget | null>(null);
  const [isRemindersOpen, setRemindersOpen] = useState(false);
  useReservationEvents();

  const doctors = visibleTimetableDoctors(timetable.data ?? [], {
    role,
    userId: session?.userId ?? '',
  });
  const view = timetableViewOf(search.get('view'), isPhoneWidth);
  const agendaDoctor = agendaDoctorOf(doctors, search.get('doctor'), isPhoneWidth);
  const services = useServices(view === 'agenda' || view === 'week');

  const viewer = { role, userId: session?.userId ?? '' };
  const practitioners = useDoctors(view === 'week');
  const weekChoices = weekPractitionerChoices(practitioners.data ?? [], viewer);
  const weekDoctor = weekPractitionerOf(weekChoices, viewer, search.get('doctor'));
  const weekStart = weekStartOf(date);
  const week = useReservationWeek(
    view === 'week' && weekDoctor ? { doctorId: weekDoctor, weekStart } : null,
  );

  // Every change of the address keeps the view, the practitioner the agenda or the week shows
  // and the agenda's search; an empty value drops its parameter.
  const setSearch = (next: Record<string, string>, options?: { replace?: boolean }) => {
    const params: Record<string, string> = {};
    for (const name of VIEW_PARAMS) {
      const value = search.get(name);
      if (value) params[name] = value;
    }
    for (const [name, value] of Object.entries(next)) {
      if (value) params[name] = value;
      else delete params[name];
    }
    setSearchParams(params, options);
  };

  // Only `date` changes: an open reservation belongs to the day it was opened on.
  const goTo = (next: string | null) => {
    if (!next || !isIsoDay(next)) return;
    setSearch({ date: next });
  };

  const openReservation = (reservationId: string) => {
    setSearch({ date, reservation: reservationId });
  };

  const openedReservation = search.get('reservation');
  const closeReservation = () => setSearch({ date });

  const addReservation = (selection: TimetableSelection) => {
    const doctor = doctors.find((row) => row.doctorId === selection.doctorId);
    if (doctor) setAdding({ selection, doctor });
  };

  const toolbar = (
    <div className={css.dateNav} role="group" aria-label={t('reservations.page.dateNav')}>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('reservations.page.previousDay')}
        onPress={() => goTo(shiftIsoDate(date, -1))}
      >
        ‹
      </Button>
      <DatePicker label={t('reservations.page.date')} value={date} onChange={goTo} />
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('reservations.page.nextDay')}
        onPress={() => goTo(shiftIsoDate(date, 1))}
      >
        ›
      </Button>
      <Button
        variant="secondary"
        size="sm"
        isDisabled={date === now.date}
        // Pressing it disables it: the focus stays on it instead of falling to the page.
        isFocusableWhenDisabled
        onPress={() => goTo(now.date)}
      >
        {t('reservations.page.today')}
      </Button>
    </div>
  );

  const chooseView = (next: string) => {
    if (isTimetableView(next)) setSearch({ date, view: next });
  };

  const chooseAgendaDoctor = (doctorId: string | null) =>
    setSearch({ date, doctor: doctorId ?? EVERY_DOCTOR });

  // Each letter typed replaces the address rather than adding a step to Back.
  const agendaSearch = search.get('search') ?? '';
  const searchAgenda = (typed: string) => setSearch({ date, search: typed }, { replace: true });

  // A day of the week opens on the view a day opens on without one: the grid, a phone's agenda.
  const openDay = (day: string) => setSearch({ date: day, view: dayViewOf(isPhoneWidth) });

  const grid = (
    <TimetableGrid
      date={date}
      doctors={doctors}
      now={now}
      isLoading={!timetable.data}
      toolbar={toolbar}
      onAddReservation={addReservation}
      onOpenReservation={openReservation}
    />
  );

  const agenda = (
    <AgendaList
      date={date}
      doctors={doctors}
      services={(services.data ?? []).map((s) => ({ id: String(s.id), name: s.name }))}
      doctorId={agendaDoctor}
      onDoctorChange={chooseAgendaDoctor}
      // The list keeps what is typed and the address follows: an address changes a moment
      // later, and a box fed from it would drop letters typed in between.
      defaultSearch={agendaSearch}
      onSearchChange={searchAgenda}
      isLoading={!timetable.data}
      toolbar={toolbar}
      onOpenReservation={openReservation}
    />
  );

  const weekView =
    week.error && !week.data ? (
      <EmptyState
        icon="danger"
        title={t('reservations.page.weekLoadFailed')}
        text={errorText(week.error)}
        action={
          <Button variant="secondary" onPress={() => void week.mutate()}>
            {t('reservations.page.retry')}
          </Button>
        }
      />
    ) : (
      <WeekAgenda
        date={date}
        today={now.date}
        days={week.data ?? []}
        practitioners={weekChoices}
        practitionerId={weekDoctor}
        onPractitionerChange={(doctorId) => setSearch({ date, doctor: doctorId })}
        services={(services.data ?? []).map((s) => ({ id: String(s.id), name: s.name }))}
        onDateChange={goTo}
        onOpenDay={openDay}
        onOpenReservation={openReservation}
        isLoading={weekDoctor === null ? !practitioners.data : !week.data}
      />
    );

  return (
    <div className={layout.pageBody}>
      <PageHeader
        title={t('reservations.page.title')}
        description={t('reservations.page.description')}
        actions={
          canSendReservationReminders(role) ? (
            <Button variant="secondary" onPress={() => setRemindersOpen(true)}>
              {t('reservationReminders.page.open')}
            </Button>
          ) : null
        }
      />
      <Card>
        {timetable.error && !timetable.data ? (
          <EmptyState
            icon="danger"
            title={t('reservations.page.loadFailed')}
            text={errorText(timetable.error)}
            action={
              <Button variant="secondary" onPress={() => void timetable.mutate()}>
                {t('reservations.page.retry')}
              </Button>
            }
          />
        ) : (
          <Tabs
            aria-label={t('reservations.page.views')}
            selectedKey={view}
            onSelectionChange={chooseView}
            items={[
              { id: 'grid', label: t('reservations.page.gridView'), content: grid },
              { id: 'agenda', label: t('reservations.page.agendaView'), content: agenda },
              { id: 'week', label: t('reservations.page.weekView'), content: weekView },
            ]}
          />
        )}
      </Card>
      {openedReservation ? (
        <ReservationDetailDialog
          key={openedReservation}
          reservationId={openedReservation}
          onClose={closeReservation}
          onOpenReservation={openReservation}
          // The detail stays open on the day the reservation is on now, its card in view behind.
          onRescheduled={(moved) =>
            setSearch({ date: moved.reservation_date, reservation: moved.id })
          }
        />
      ) : null}
      {adding ? (
        <AddReservationDialog
          key={`${adding.selection.doctorId}-${adding.selection.date}-${adding.selection.start}`}
          selection={adding.selection}
          doctor={adding.doctor}
          // Booked on another day (the next free slot can be days ahead): the page goes there,
          // where the new card is.
          onSaved={(bookedOn) => {
            if (bookedOn !== date) goTo(bookedOn);
          }}
          onClose={() => setAdding(null)}
        />
      ) : null}
      {isRemindersOpen ? (
        <TomorrowsRemindersDialog onClose={() => setRemindersOpen(false)} />
      ) : null}
    </div>
  );
}
