import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  emptyPatientForm,
  patientFormSchema,
  type PatientForm,
  type PatientFormValues,
} from '@praktik/domain/patients/patient.schema';
import { startVisitSchema, type StartVisitInput } from '@praktik/domain/visits/start-visit.schema';
import { FormGrid } from '@praktik/ui/Form';
import { applyFieldErrors } from '../../app/field-errors';
import { FormDialog } from '../../app/FormDialog';
import type { ReservationDetail } from '../../api/reservation-detail';
import { PatientFields } from '../patients/PatientFields';
import { bookerAsPatientForm } from './reservation-detail-view';
import { registerPageTexts } from '../../intl/page-texts';
import reservationDetailTexts from './reservation-detail.page-texts.json';
import reservationsTexts from './reservations.page-texts.json';

registerPageTexts(reservationsTexts);

registerPageTexts(reservationDetailTexts);

export interface NewPatientStartDialogProps {
  reservation: ReservationDetail;
  /** Starts the visit with this payload (the detail dialog's start, with its conflict alert). */
  onStart: (payload: StartVisitInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Spec 2 §4 for an online booking without a patient: the new-patient form (the patient page's
 * fields), prefilled from what the booker entered, then the visit starts and the server creates
 * the patient in the same transaction. The identity number is required to start
 * (`startVisitSchema`): its message shows on the field before anything is sent.
 */
export function NewPatientStartDialog({
  reservation,
  onStart,
  onClose,
}: NewPatientStartDialogProps) {
  const { t } = useTranslation();
  const form = useForm<PatientForm, unknown, PatientFormValues>({
    resolver: zodResolver(patientFormSchema),
    defaultValues: { ...emptyPatientForm(), ...bookerAsPatientForm(reservation) } as PatientForm,
    mode: 'onTouched',
  });
  const isSubmitting = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (patient) => {
    const payload: StartVisitInput = {
      staffId: reservation.doctor_id,
      identificationNumber: patient.identificationNumber ?? '',
      bookingId: reservation.id,
      locationId: reservation.location_id,
      patientId: null,
      patient: form.getValues(),
    };
    const checked = startVisitSchema.safeParse(payload);
    const numberIssue = checked.error?.issues.find((i) => i.path[0] === 'identificationNumber');
    if (numberIssue) {
      form.setError(
        'identificationNumber',
        { message: numberIssue.message },
        { shouldFocus: true },
      );
      return;
    }
    try {
      await onStart(payload);
    } catch (e) {
      applyFieldErrors(form.setError, e);
    }
  });

  return (
    <FormDialog
      size="lg"
      title={t('reservationDetail.newPatient.title')}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      onClose={onClose}
      cancelLabel={t('reservationDetail.patientPicker.cancel')}
      submitLabel={t('reservationDetail.actions.startVisit')}
    >
      <FormGrid columns={2}>
        <PatientFields
          control={form.control}
          offerMedicalRecordNumber
          onIdentificationTypeChosen={() => {
            if (form.getFieldState('identificationNumber').isTouched) {
              void form.trigger('identificationNumber');
            }
          }}
        />
      </FormGrid>
    </FormDialog>
  );
}
