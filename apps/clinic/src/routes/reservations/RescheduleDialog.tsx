import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { isIsoDay } from '@praktik/domain/dates/iso-day';
import { withOwnTimeFree } from '@praktik/domain/reservations/own-time-free';
import {
  rescheduleSchema,
  type Reschedule,
  type RescheduleForm,
} from '@praktik/domain/reservations/reschedule.schema';
import { clinicClock, SLOT_UNIT_MINUTES } from '@praktik/domain/slots/time-of-day';
import { isVisitDuration } from '@praktik/domain/slots/visit-durations';
import { Alert } from '@praktik/ui/Alert';
import { FormGrid } from '@praktik/ui/Form';
import { Text } from '@praktik/ui/Text';
import { FormDatePicker } from '../../app/fields/FormDatePicker';
import { FormPractitionerSelect } from '../../app/fields/FormPractitionerSelect';
import { FormSlotPicker } from '../../app/fields/FormSlotPicker';
import { FormDialog } from '../../app/FormDialog';
import {
  rescheduleReservation,
  useDayUnits,
  type ReservationDetail,
} from '../../api/reservation-detail';
import { hourMinuteOf } from './reservation-detail-view';
import { useSlotMove } from './use-slot-move';
import { useVisitDateText } from './use-visit-date-text';
import { registerPageTexts } from '../../intl/page-texts';
import reservationDetailTexts from './reservation-detail.page-texts.json';

registerPageTexts(reservationDetailTexts);

export interface RescheduleDialogProps {
  reservation: ReservationDetail;
  onClose: () => void;
  /** The same reservation at its new time. */
  onRescheduled: (moved: ReservationDetail) => void;
}

/**
 * "Ubah jadwal" (docs/decisions/0050-rescheduling.md): a BOOKED reservation to another date and
 * run of free quarter hours, with its practitioner or another of the clinic; Batal / Simpan
 * jadwal. The picker is the add and move dialogs' (`FormSlotPicker` over the day's units) at
 * the reservation's length; the form is the domain's `rescheduleSchema`. A slot taken meanwhile
 * (409) is said in the dialog, which stays open, and the slots are read again.
 */
export function RescheduleDialog({ reservation, onClose, onRescheduled }: RescheduleDialogProps) {
  const { t } = useTranslation();
  const now = clinicClock(new Date());
  const currentDate = useVisitDateText(reservation.reservation_date);
  const form = useForm<RescheduleForm, unknown, Reschedule>({
    resolver: zodResolver(rescheduleSchema),
    defaultValues: {
      doctorId: reservation.doctor_id,
      dateVisit: reservation.reservation_date,
      timeVisit: [],
    },
    mode: 'onTouched',
  });
  const isSubmitting = form.formState.isSubmitting;
  const [doctorId, dateVisit] = useWatch({
    control: form.control,
    name: ['doctorId', 'dateVisit'],
  });
  const slots = useDayUnits(
    doctorId && isIsoDay(dateVisit) ? { practitionerId: doctorId, date: dateVisit } : null,
  );
  const daySlots = slots.data?.slots ?? [];
  // Its own practitioner's day shows its own time free: the move gives it up.
  const offered =
    doctorId === reservation.doctor_id
      ? withOwnTimeFree(
          daySlots,
          {
            date: reservation.reservation_date,
            start: reservation.time_slots.availability_start,
            end: reservation.time_slots.availability_end,
          },
          dateVisit,
          now,
        )
      : daySlots;

  const { onSubmit, refusal, clearRefusal } = useSlotMove({
    form,
    send: (values) => rescheduleReservation(reservation.id, values),
    successText: t('reservationDetail.toast.rescheduled'),
    onMoved: onRescheduled,
    clearSlots: () => form.setValue('timeVisit', []),
  });

  // Another practitioner or day has other free hours: what was picked no longer applies.
  const startOver = () => {
    form.setValue('timeVisit', []);
    clearRefusal();
  };

  return (
    <FormDialog
      size="lg"
      title={t('reservationDetail.reschedule.title')}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      onClose={onClose}
      cancelLabel={t('reservationDetail.reschedule.close')}
      submitLabel={t('reservationDetail.reschedule.save')}
    >
      <FormGrid>
        <Text>
          {t('reservationDetail.reschedule.now', {
            date: currentDate,
            start: hourMinuteOf(reservation.time_slots.availability_start),
            end: hourMinuteOf(reservation.time_slots.availability_end),
            doctor: reservation.doctor_name,
          })}
        </Text>
        {refusal ? (
          <Alert tone="danger" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <FormGrid columns={2}>
          <FormPractitionerSelect
            control={form.control}
            name="doctorId"
            label={t('reservationDetail.reschedule.practitioner')}
            isRequired
            onChosen={startOver}
          />
          <FormDatePicker
            control={form.control}
            name="dateVisit"
            label={t('reservationDetail.reschedule.date')}
            minValue={now.date}
            isRequired
            onChosen={startOver}
          />
        </FormGrid>
        <FormSlotPicker
          control={form.control}
          name="timeVisit"
          slots={offered}
          defaultDuration={
            isVisitDuration(reservation.duration_visit)
              ? reservation.duration_visit
              : SLOT_UNIT_MINUTES
          }
          hasDoctor={!!doctorId}
          isLoading={slots.isLoading}
        />
        {reservation.user_email ? <Text>{t('reservationDetail.reschedule.mailNote')}</Text> : null}
      </FormGrid>
    </FormDialog>
  );
}
