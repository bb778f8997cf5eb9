import type { Control } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '@praktik/domain/account/profile.schema';
import {
  IDENTIFICATION_TYPES,
  IDENTIFICATION_TYPE_LABEL_KEYS,
} from '@praktik/domain/patients/identification';
import type { PatientForm as PatientFormInput } from '@praktik/domain/patients/patient.schema';
import { FormDatePicker } from '../../app/fields/FormDatePicker';
import { FormRadioGroup } from '../../app/fields/FormRadioGroup';
import { FormSelect } from '../../app/fields/FormSelect';
import { FormTextArea } from '../../app/fields/FormTextArea';
import { FormTextField } from '../../app/fields/FormTextField';
import * as css from './patients.css';

export interface PatientFieldsProps {
  /** A form holding the patient form's fields (`patientFormSchema`) at its top level. */
  control: Control<PatientFormInput>;
  /** @default false */
  readOnly?: boolean;
  /** The identification type changed (the number's rule depends on it). */
  onIdentificationTypeChosen?: () => void;
}

/**
 * The patient's personal and identity fields (spec 1 §2.9), one block for every form that makes
 * or shows a patient: the patient page and the add-reservation dialog's "Pasien Baru" tab.
 */
export function PatientFields({
  control,
  readOnly = false,
  onIdentificationTypeChosen,
}: PatientFieldsProps) {
  const { t } = useTranslation();
  const genderItems = GENDERS.map((g) => ({ id: g, label: t(`genders.${g}`) }));
  const identificationItems = IDENTIFICATION_TYPES.map((type) => ({
    id: type,
    label: t(IDENTIFICATION_TYPE_LABEL_KEYS[type]),
  }));
  const isKtp = useWatch({ control, name: 'identificationType' }) === 'KTP';
  return (
    <>
      <h3 className={css.sectionTitle}>{t('patients.form.personal')}</h3>
      <FormTextField
        control={control}
        name="name"
        label={t('fields.name')}
        autoComplete="off"
        isRequired
        isReadOnly={readOnly}
      />
      <FormTextField
        control={control}
        name="phoneNumber"
        label={t('fields.phoneNumber')}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        isRequired
        isReadOnly={readOnly}
      />
      <FormDatePicker
        control={control}
        name="dateOfBirth"
        label={t('fields.dateOfBirth')}
        isRequired
        isReadOnly={readOnly}
      />
      <FormRadioGroup
        control={control}
        name="gender"
        label={t('fields.gender')}
        items={genderItems}
        isRequired
        isReadOnly={readOnly}
      />
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
      <FormTextArea
        control={control}
        name="address"
        label={t('fields.address')}
        isRequired
        isReadOnly={readOnly}
      />
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
    </>
  );
}
