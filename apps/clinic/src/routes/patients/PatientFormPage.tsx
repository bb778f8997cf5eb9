import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isOwner } from '@praktik/domain/access/roles';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { patientFormFromRecord } from '@praktik/domain/patients/patient-record';
import {
  emptyPatientForm,
  patientFormSchema,
  toPatientRequest,
  type PatientForm as PatientFormInput,
  type PatientFormValues,
} from '@praktik/domain/patients/patient.schema';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { Form, FormActions, FormGrid } from '@praktik/ui/Form';
import { PageHeader } from '@praktik/ui/PageHeader';
import { toast } from '@praktik/ui/Toast';
import { applyFieldErrors } from '../../app/field-errors';
import { useErrorText } from '../../app/use-error-text';
import { LoadedOrNotFound } from '../../app/LoadedOrNotFound';
import { isApiError } from '../../api/error';
import { useAppSession } from '../../app/session-view';
import {
  createPatient,
  revalidatePatients,
  updatePatient,
  usePatient,
  type PatientView,
} from '../../api/patients';
import * as layout from '../../app/layout.css';
import { FhirExportAction } from './FhirExportAction';
import { PatientFields } from './PatientFields';
import { patientPaths } from './patient-paths';
import { registerPageTexts } from '../../intl/page-texts';
import patientsTexts from './patients.page-texts.json';

registerPageTexts(patientsTexts);

type Mode = 'add' | 'edit' | 'detail';

const TITLE_KEYS = {
  add: 'patients.form.addTitle',
  edit: 'patients.form.editTitle',
  detail: 'patients.form.detailTitle',
} as const;

const SUBTITLE_KEYS = {
  add: 'patients.form.addSubtitle',
  edit: 'patients.form.editSubtitle',
  detail: 'patients.form.detailSubtitle',
} as const;

/**
 * Spec 1 §2.9: add, edit and the read-only detail of a patient share one form
 * (`?id=` names the patient for edit and detail).
 */
export default function PatientFormPage({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = mode === 'add' ? null : search.get('id')?.trim() || null;
  const patient = usePatient(id);
  // Add and edit share a path prefix: switching patient or mode opens the form at its top too.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [mode, id]);

  const header = <PageHeader title={t(TITLE_KEYS[mode])} description={t(SUBTITLE_KEYS[mode])} />;
  const back = (
    <Button variant="secondary" href={patientPaths.list()}>
      {t('patients.form.back')}
    </Button>
  );

  return (
    <div className={layout.pageBody}>
      {header}
      <Card>
        {mode === 'add' ? (
          <PatientForm mode="add" />
        ) : (
          <LoadedOrNotFound
            id={id}
            result={patient}
            icon="patient"
            notFoundTitle={t('patients.form.notFoundTitle')}
            notFoundText={t('patients.form.notFoundText')}
            loadFailedTitle={t('patients.form.loadFailedTitle')}
            back={back}
          >
            {/* Keyed by the patient: a newer answer (after a save) starts the form again from it. */}
            {(data) => <PatientForm key={`${mode}-${data.id}`} mode={mode} patient={data} />}
          </LoadedOrNotFound>
        )}
      </Card>
    </div>
  );
}

function PatientForm({ mode, patient }: { mode: Mode; patient?: PatientView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const errorText = useErrorText();
  const readOnly = mode === 'detail';
  const { role } = useAppSession();
  const form = useForm<PatientFormInput, unknown, PatientFormValues>({
    resolver: zodResolver(patientFormSchema),
    // A new patient has no gender chosen yet: the draft's null fails "required" on save.
    defaultValues: (patient
      ? patientFormFromRecord(patient)
      : emptyPatientForm()) as unknown as PatientFormInput,
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (patient) {
        await updatePatient(patient.id, toPatientRequest(values, patient.id));
        toast.success(t('patients.toast.successEditData'));
      } else {
        await createPatient(toPatientRequest(values));
        toast.success(t('patients.toast.successAddData'));
      }
      await revalidatePatients(mutate);
      void navigate(patientPaths.list());
      window.scrollTo(0, 0);
    } catch (e) {
      applyFieldErrors(form.setError, e);
      // 409: the medical record number is another patient's; the detail names it.
      if (isApiError(e) && e.status === 409 && e.detail) {
        form.setError(
          'medicalRecordNumber',
          { type: 'server', message: e.detail },
          { shouldFocus: true },
        );
      }
      toast.error(errorText(e));
    }
  });

  const control = form.control;

  return (
    <Form onSubmit={onSubmit} aria-label={t(TITLE_KEYS[mode])}>
      <div className={layout.stack}>
        <FormGrid columns={2}>
          <PatientFields
            control={control}
            readOnly={readOnly}
            offerMedicalRecordNumber={mode === 'add'}
            // The number's rule depends on the type: check it again once it has been touched.
            onIdentificationTypeChosen={() => {
              if (form.getFieldState('identificationNumber').isTouched) {
                void form.trigger('identificationNumber');
              }
            }}
          />
        </FormGrid>
        <FormActions>
          <Button variant="secondary" href={patientPaths.list()}>
            {readOnly ? t('patients.form.back') : t('patients.form.cancel')}
          </Button>
          {readOnly && patient && isOwner(role) ? <FhirExportAction patient={patient} /> : null}
          {readOnly && patient ? (
            <Button href={patientPaths.edit(patient.id)}>{t('patients.form.edit')}</Button>
          ) : (
            <Button type="submit" isPending={form.formState.isSubmitting}>
              {t('common.actions.save')}
            </Button>
          )}
        </FormActions>
      </div>
    </Form>
  );
}
