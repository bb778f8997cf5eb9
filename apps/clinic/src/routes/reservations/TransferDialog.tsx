import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  transferSchema,
  type Transfer,
  type TransferForm,
} from '@praktik/domain/reservations/transfer.schema';
import { SLOT_UNIT_MINUTES } from '@praktik/domain/slots/time-of-day';
import { isVisitDuration } from '@praktik/domain/slots/visit-durations';
import { Alert } from '@praktik/ui/Alert';
import { FormGrid } from '@praktik/ui/Form';
import { Text } from '@praktik/ui/Text';
import { FormLocationSelect } from '../../app/fields/FormLocationSelect';
import { FormPractitionerSelect } from '../../app/fields/FormPractitionerSelect';
import { FormSlotPicker } from '../../app/fields/FormSlotPicker';
import { FormDialog } from '../../app/FormDialog';
import { transferPatient, useDayUnits, type ReservationDetail } from '../../api/reservation-detail';
import { useSlotMove } from './use-slot-move';
import { useVisitDateText } from './use-visit-date-text';
import { registerPageTexts } from '../../intl/page-texts';
import reservationDetailTexts from './reservation-detail.page-texts.json';
import reservationsTexts from './reservations.page-texts.json';

registerPageTexts(reservationsTexts);

registerPageTexts(reservationDetailTexts);

export interface TransferDialogProps {
  reservation: ReservationDetail;
  onClose: () => void;
  /** The new reservation (the moved one is DONE now). */
  onTransferred: (moved: ReservationDetail) => void;
}

/**
 * Spec 2 §2.5 "move patient": another doctor or therapist of the clinic, a run of their free
 * slots on the reservation's day, and a location; Tutup / Simpan. The form is the domain's
 * `transferSchema`. A slot someone took meanwhile (409) is said in the dialog and the slots are
 * read again.
 */
export function TransferDialog({ reservation, onClose, onTransferred }: TransferDialogProps) {
  const { t } = useTranslation();
  const visitDate = useVisitDateText(reservation.reservation_date);
  const form = useForm<TransferForm, unknown, Transfer>({
    resolver: zodResolver(transferSchema),
    defaultValues: {
      doctorId: '',
      dateVisit: reservation.reservation_date,
      timeVisit: [],
      locationId: reservation.location_id,
    },
    mode: 'onTouched',
  });
  const isSubmitting = form.formState.isSubmitting;
  const doctorId = useWatch({ control: form.control, name: 'doctorId' });
  const slots = useDayUnits(
    doctorId ? { practitionerId: doctorId, date: reservation.reservation_date } : null,
  );

  const { onSubmit, refusal, clearRefusal } = useSlotMove({
    form,
    send: (values) => transferPatient(reservation.id, values),
    successText: t('reservationDetail.toast.transferred'),
    onMoved: onTransferred,
    clearSlots: () => form.setValue('timeVisit', []),
  });

  return (
    <FormDialog
      size="lg"
      title={t('reservationDetail.transfer.title')}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      onClose={onClose}
      cancelLabel={t('reservationDetail.transfer.close')}
      submitLabel={t('reservationDetail.transfer.save')}
    >
      <FormGrid>
        <Text>{t('reservationDetail.transfer.date', { date: visitDate })}</Text>
        {refusal ? (
          <Alert tone="danger" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <FormPractitionerSelect
          control={form.control}
          name="doctorId"
          label={t('reservationDetail.transfer.target')}
          isRequired
          onChosen={() => {
            form.setValue('timeVisit', []);
            clearRefusal();
          }}
        />
        <FormSlotPicker
          control={form.control}
          name="timeVisit"
          slots={slots.data?.slots ?? []}
          defaultDuration={
            isVisitDuration(reservation.duration_visit)
              ? reservation.duration_visit
              : SLOT_UNIT_MINUTES
          }
          hasDoctor={!!doctorId}
          isLoading={slots.isLoading}
        />
        <FormLocationSelect
          control={form.control}
          name="locationId"
          label={t('fields.location')}
          noLocationLabel={t('reservationDetail.dialog.noLocation')}
        />
      </FormGrid>
    </FormDialog>
  );
}
