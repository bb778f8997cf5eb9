import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { canSendReservationReminders } from '@praktik/domain/access/permissions';
import { isIsoDay } from '@praktik/domain/dates/iso-day';
import { shiftIsoDate } from '@praktik/domain/slots/preview-week';
import { clinicClock } from '@praktik/domain/slots/time-of-day';
import { visibleTimetableDoctors } from '@praktik/domain/slots/timetable';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { DatePicker } from '@praktik/ui/DatePicker';
import { EmptyState } from '@praktik/ui/EmptyState';
import { PageHeader } from '@praktik/ui/PageHeader';
import { TimetableGrid, type TimetableSelection } from '@praktik/ui/TimetableGrid';
import { useTimetable, type TimetableDoctorRow } from '../../api/reservations';
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
 * Spec 2 §2.2: `/dashboard/reservation?date=YYYY-MM-DD[&reservation=<id>]`, the clinic's day on
 * one live timetable. The date lives in the address (today in the clinic's zone when absent or
 * not a day); a picked free hour opens the add-reservation dialog; a card puts its id in the
 * address for the reservation detail dialog. Doctors and beauticians see only their own row.
 */
export default function ReservationPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [search, setSearch] = useSearchParams();
  const now = useClinicNow();
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
          <TimetableGrid
            date={date}
            doctors={doctors}
            now={now}
            isLoading={!timetable.data}
            toolbar={toolbar}
            onAddReservation={addReservation}
            onOpenReservation={openReservation}
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
          onClose={() => setAdding(null)}
        />
      ) : null}
      {isRemindersOpen ? (
        <TomorrowsRemindersDialog onClose={() => setRemindersOpen(false)} />
      ) : null}
    </div>
  );
}
