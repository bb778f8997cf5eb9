import { useEffect } from 'react';
import { Controller, useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PatientForm as PatientFormInput } from '@praktik/domain/patients/patient.schema';
import { useNextMedicalRecordNumber } from '../../api/patients';
import { FormSelect } from '../../app/fields/FormSelect';
import { FormTextArea } from '../../app/fields/FormTextArea';
import { FormTextField } from '../../app/fields/FormTextField';
import {
  AddressField,
  BirthDateField,
  GenderField,
  NameField,
  PhoneNumberField,
  useIdentificationTypeItems,
} from '../../app/fields/PersonFields';
import { useFieldError } from '../../app/use-field-error';
import { AllergyInput } from './AllergyInput';
import * as css from './patients.css';
import { registerPageTexts } from '../../intl/page-texts';
import patientsTexts from './patients.page-texts.json';

registerPageTexts(patientsTexts);

export interface PatientFieldsProps {
  /** A form holding the patient form's fields (`patientFormSchema`) at its top level. */
  control: Control<PatientFormInput>;
  /** @default false */
  readOnly?: boolean;
  /** The identification type changed (the number's rule depends on it). */
  onIdentificationTypeChosen?: () => void;
  /**
   * A new patient: an empty medical record number is filled with the next of the clinic's own
   * pattern (RM-000124 after RM-000123), still editable.
   */
  offerMedicalRecordNumber?: boolean;
}

/**
 * The patient's fields (spec 1 §2.9, §3): personal, identity, the remark and the allergies, one
 * block for every form that makes or shows a patient: the patient page and the add-reservation
 * dialog's "Pasien Baru" tab (spec 2 §2.3).
 */
export function PatientFields({
  control,
  readOnly = false,
  onIdentificationTypeChosen,
  offerMedicalRecordNumber = false,
}: PatientFieldsProps) {
  const { t } = useTranslation();
  useOfferedMedicalRecordNumber(control, offerMedicalRecordNumber && !readOnly);
  const fieldError = useFieldError();
  const identificationItems = useIdentificationTypeItems();
  const isKtp = useWatch({ control, name: 'identificationType' }) === 'KTP';
  return (
    <>
      <h3 className={css.sectionTitle}>{t('patients.form.personal')}</h3>
      <NameField control={control} isReadOnly={readOnly} />
      <PhoneNumberField control={control} isReadOnly={readOnly} />
      <BirthDateField control={control} isReadOnly={readOnly} />
      <GenderField control={control} isReadOnly={readOnly} />
      <FormTextField
        control={control}
        name="email"
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="off"
        description={t('patients.form.emailHint')}
        isReadOnly={readOnly}
      />
      <AddressField control={control} isReadOnly={readOnly} />
      <h3 className={css.sectionTitle}>{t('patients.form.identity')}</h3>
      <FormSelect
        control={control}
        name="identificationType"
        label={t('fields.identificationType')}
        items={identificationItems}
        isRequired
        isReadOnly={readOnly}
        onChosen={onIdentificationTypeChosen}
      />
      <FormTextField
        control={control}
        name="identificationNumber"
        label={t('fields.identificationNumber')}
        inputMode="numeric"
        autoComplete="off"
        description={isKtp ? t('patients.form.ktpHint') : undefined}
        isReadOnly={readOnly}
      />
      <FormTextField
        control={control}
        name="medicalRecordNumber"
        label={t('fields.medicalRecordNumber')}
        autoComplete="off"
        isRequired
        isReadOnly={readOnly}
      />
      <FormTextArea
        control={control}
        name="remark"
        label={t('fields.remark')}
        isReadOnly={readOnly}
      />
      <Controller
        control={control}
        name="allergies"
        render={({ field, fieldState }) => (
          <AllergyInput
            value={(field.value ?? []).map((a) => ({ name: a.name, isNew: a.isNew ?? false }))}
            onChange={field.onChange}
            isReadOnly={readOnly}
            errorMessage={fieldState.error ? fieldError(fieldState.error) : undefined}
          />
        )}
      />
    </>
  );
}

/** Fills an empty medical record number with the clinic's next one once it is known. */
function useOfferedMedicalRecordNumber(control: Control<PatientFormInput>, enabled: boolean) {
  const offered = useNextMedicalRecordNumber(enabled);
  const { field } = useController({ control, name: 'medicalRecordNumber' });
  const { value, onChange } = field;
  useEffect(() => {
    if (enabled && offered.data && !value) onChange(offered.data);
    // Only a new offer fills the field: one the user emptied stays empty until then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, offered.data]);
}
