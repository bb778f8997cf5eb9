import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { SlotSelection } from '@praktik/domain/slots/slot-selection';
import { clinicClock } from '@praktik/domain/slots/time-of-day';
import { isVisitDuration } from '@praktik/domain/slots/visit-durations';
import { Alert } from '@praktik/ui/Alert';
import { Button } from '@praktik/ui/Button';
import { useErrorText } from '../../app/use-error-text';
import { keys } from '../../api/keys';
import {
  reschedulePublicReservation,
  useRefreshPublicSlots,
  type PublicReservation,
} from '../../api/public-booking';
import { BookingSchedule } from './BookingSchedule';
import * as css from './booking.css';

export interface ReservationRescheduleProps {
  reservation: PublicReservation;
  link: { id: string; token: string };
  /** Opened at once: the mail's "Ubah jadwal" link (`&ubah=1`). */
  defaultOpen?: boolean;
  /** After a saved change: the page moves focus to its heading and says the new time. */
  onRescheduled: (reservation: PublicReservation) => void;
}

/**
 * The patient's change of time on the mail's page (docs/decisions/0062-patient-reschedules-online.md):
 * the practitioner's free slots at the booking's length, and saving; or, when the clinic's
 * cutoff has passed or it takes no online changes, why not and its phone. The server decides both
 * (`patient_reschedule`).
 */
export function ReservationReschedule({
  reservation,
  link,
  defaultOpen = false,
  onRescheduled,
}: ReservationRescheduleProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { mutate } = useSWRConfig();
  const refreshSlots = useRefreshPublicSlots();
  const [today] = useState(() => clinicClock(new Date()).date);
  const { allowed, cutoff_hours: cutoffHours } = reservation.patient_reschedule;
  const [isOpen, setOpen] = useState(defaultOpen && allowed);
  const [date, setDate] = useState(reservation.reservation_date);
  const [selected, setSelected] = useState<SlotSelection>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const phone = reservation.clinic.phoneNumber;

  if (!allowed) {
    const reason = cutoffHours === null ? 'off' : 'tooLate';
    return (
      <Alert tone="info">
        {t(`booking.reschedule.${reason}${phone ? 'Call' : ''}`, {
          hours: cutoffHours ?? 0,
          phone,
        })}
      </Alert>
    );
  }

  if (!isOpen) {
    return (
      <div>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {t('booking.reschedule.title')}
        </Button>
      </div>
    );
  }

  async function save() {
    if (selected.length === 0) {
      setFailure(t('booking.reschedule.pickTime'));
      return;
    }
    setFailure(null);
    setSaving(true);
    try {
      const moved = await reschedulePublicReservation(link.id, {
        token: link.token,
        dateVisit: date,
        timeVisit: selected,
      });
      await mutate(keys.publicReservation(link.id, link.token), moved, { revalidate: false });
      setOpen(false);
      setSelected([]);
      onRescheduled(moved);
    } catch (e) {
      setFailure(errorText(e));
      // A taken slot shows as taken on the next read.
      await refreshSlots();
    } finally {
      setSaving(false);
    }
  }

  const duration = isVisitDuration(reservation.duration_visit)
    ? reservation.duration_visit
    : undefined;
  return (
    <section className={css.stack} aria-labelledby="reschedule-heading">
      <h2 id="reschedule-heading">{t('booking.reschedule.title')}</h2>
      <p>{t('booking.reschedule.lead', { minutes: reservation.duration_visit })}</p>
      {failure ? (
        <Alert tone="danger" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <BookingSchedule
        clinicId={reservation.clinic.id}
        doctorId={reservation.doctor_id}
        today={today}
        date={date}
        onDateChange={(next) => {
          setDate(next);
          setSelected([]);
        }}
        selected={selected}
        onSelectedChange={setSelected}
        duration={duration}
        ownTime={{
          date: reservation.reservation_date,
          start: reservation.time_slots.availability_start,
          end: reservation.time_slots.availability_end,
        }}
      />
      <div className={css.calendarLinks}>
        <Button variant="primary" isPending={isSaving} onPress={save}>
          {t('booking.reschedule.save')}
        </Button>
        <Button variant="ghost" onPress={() => setOpen(false)}>
          {t('booking.reschedule.close')}
        </Button>
      </div>
    </section>
  );
}
