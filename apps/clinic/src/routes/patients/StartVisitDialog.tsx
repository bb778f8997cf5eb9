import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import {
  startVisitSchema,
  type StartVisitInput,
  type StartVisitPayload,
} from '@praktik/domain/visits/start-visit.schema';
import { FormGrid } from '@praktik/ui/Form';
import { Text } from '@praktik/ui/Text';
import { toast } from '@praktik/ui/Toast';
import { FormLocationSelect } from '../../app/fields/FormLocationSelect';
import { FormPractitionerSelect } from '../../app/fields/FormPractitionerSelect';
import { FormTextField } from '../../app/fields/FormTextField';
import { applyFieldErrors } from '../../app/field-errors';
import { FormDialog } from '../../app/FormDialog';
import { useErrorText } from '../../app/use-error-text';
import { isApiError } from '../../api/error';
import { revalidatePatients, startVisit, type PatientWithActiveVisit } from '../../api/patients';
import { activeVisitConflictOf, type ActiveVisitConflict } from '../../api/reservation-detail';
import { registerPageTexts } from '../../intl/page-texts';
import patientsTexts from './patients.page-texts.json';

registerPageTexts(patientsTexts);

/** The patient a visit is started for: the id and the identity number to prefill. */
export interface StartVisitPatient {
  id: string;
  name: string;
  identificationNumber?: string | null;
}

export interface StartVisitDialogProps {
  /** The patient; the dialog shows nothing without one. */
  patient: StartVisitPatient | null;
  isOpen: boolean;
  /** Cancel, Escape, the close button, and after a start. */
  onClose: () => void;
  /** The visit started (the patient lists are already being read again). */
  onStarted?: (started: PatientWithActiveVisit) => void;
  /** A reservation's doctor: preselected and not changeable (spec 1 §4). */
  lockedDoctorId?: string | null;
  /** The reservation the visit starts from, if any. */
  bookingId?: string | null;
  /** A location to preselect (a reservation's). */
  defaultLocationId?: string | null;
  /**
   * The patient still has an active visit (409 VISIT_ALREADY_ACTIVE): the caller asks whether to
   * end it (spec 2 §2.5's alert) with the payload to send again. Without it: the error toast.
   */
  onActiveVisit?: (conflict: ActiveVisitConflict, payload: StartVisitPayload) => void;
  /** @default the start-visit title; the identity-number question of a reservation differs */
  title?: string;
}

/**
 * The start-visit modal (spec 1 §2.9, §4, §5): location (optional, from the clinic's SATUSEHAT
 * locations when it has some), the KTP number (prefilled, required, 16 digits) and the doctor
 * (required). On success the dialog closes, "Kunjungan berhasil dimulai" shows and every patient
 * list is read again, so the row's Start Visit goes away.
 */
export function StartVisitDialog(props: StartVisitDialogProps) {
  if (!props.isOpen || !props.patient) return null;
  // Mounted per opening: the form starts fresh for each patient.
  return <OpenStartVisitDialog key={props.patient.id} {...props} patient={props.patient} />;
}

function OpenStartVisitDialog({
  patient,
  onClose,
  onStarted,
  lockedDoctorId,
  bookingId,
  defaultLocationId,
  onActiveVisit,
  title,
}: StartVisitDialogProps & { patient: StartVisitPatient }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const errorText = useErrorText();
  const form = useForm<StartVisitInput, unknown, StartVisitPayload>({
    resolver: zodResolver(startVisitSchema),
    defaultValues: {
      staffId: lockedDoctorId ?? '',
      identificationNumber: patient.identificationNumber ?? '',
      locationId: defaultLocationId ?? null,
      patientId: patient.id,
      bookingId: bookingId ?? null,
    },
    mode: 'onTouched',
  });
  const isSubmitting = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const started = await startVisit(values);
      toast.success(t('patients.toast.successStartVisit'));
      void revalidatePatients(mutate);
      onStarted?.(started);
      onClose();
    } catch (e) {
      const conflict = onActiveVisit ? activeVisitConflictOf(e) : null;
      if (conflict) {
        onActiveVisit?.(conflict, values);
        onClose();
        return;
      }
      applyFieldErrors(form.setError, e);
      toast.error(errorText(e));
      // Someone else started this patient's visit meanwhile: show the list as it is now.
      if (isApiError(e) && e.status === 409) {
        void revalidatePatients(mutate);
        onClose();
      }
    }
  });

  return (
    <FormDialog
      title={title ?? t('patients.startVisit.title')}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      onClose={onClose}
      cancelLabel={t('patients.startVisit.cancel')}
      submitLabel={t('patients.startVisit.save')}
    >
      <FormGrid>
        <Text>{t('patients.startVisit.patient', { name: patient.name })}</Text>
        <FormLocationSelect
          control={form.control}
          name="locationId"
          label={t('fields.location')}
          noLocationLabel={t('patients.startVisit.noLocation')}
          hint={t('patients.startVisit.locationHint')}
          emptyHint={t('patients.startVisit.noLocations')}
        />
        <FormTextField
          control={form.control}
          name="identificationNumber"
          label={t('fields.ktpNumber')}
          inputMode="numeric"
          description={t('patients.form.ktpHint')}
          isRequired
        />
        <FormPractitionerSelect
          control={form.control}
          name="staffId"
          label={t('fields.doctor')}
          isRequired
          isDisabled={!!lockedDoctorId}
          description={lockedDoctorId ? t('patients.startVisit.lockedDoctor') : undefined}
          emptyHint={t('patients.startVisit.noDoctors')}
        />
      </FormGrid>
    </FormDialog>
  );
}
