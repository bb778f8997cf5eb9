import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDatePicker } from './FormDatePicker';
import { FormRadioGroup } from './FormRadioGroup';
import { FormTextArea } from './FormTextArea';
import { FormTextField } from './FormTextField';

/*
 * A person's fields as the clinic's staff fill them in for someone else (a patient, a colleague):
 * required, and the browser's autofill off, since it would offer the staff member's own details.
 * A signed-in user filling in their own (profile, onboarding) gets `OwnPersonFields`, whose phone
 * number keeps autofill; the public booking's patient has its own fields. A phone's keypad is the
 * telephone one: the numeric keypad has no + for a number written `+62 812…` (phoneField takes it).
 */

import { useGenderItems } from './person-choice-items';

export { useGenderItems, useIdentificationTypeItems } from './person-choice-items';

/** One field of a form that holds it at its top level. */
interface PersonFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** @default false */
  isReadOnly?: boolean;
}

// The constraint on T guarantees the field exists; react-hook-form cannot see that through a
// generic Path<T>, hence the casts.
const fieldName = <T extends FieldValues>(name: string) => name as FieldPath<T>;

export function NameField<T extends FieldValues & { name: unknown }>({
  control,
  isReadOnly = false,
}: PersonFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={fieldName<T>('name')}
      label={t('fields.name')}
      autoComplete="off"
      isRequired
      isReadOnly={isReadOnly}
    />
  );
}

export function PhoneNumberField<T extends FieldValues & { phoneNumber: unknown }>({
  control,
  isReadOnly = false,
}: PersonFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={fieldName<T>('phoneNumber')}
      label={t('fields.phoneNumber')}
      type="tel"
      inputMode="tel"
      autoComplete="off"
      isRequired
      isReadOnly={isReadOnly}
    />
  );
}

export function BirthDateField<T extends FieldValues & { dateOfBirth: unknown }>({
  control,
  isReadOnly = false,
}: PersonFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <FormDatePicker
      control={control}
      name={fieldName<T>('dateOfBirth')}
      label={t('fields.dateOfBirth')}
      isRequired
      isReadOnly={isReadOnly}
    />
  );
}

export function GenderField<T extends FieldValues & { gender: unknown }>({
  control,
  isReadOnly = false,
}: PersonFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <FormRadioGroup
      control={control}
      name={fieldName<T>('gender')}
      label={t('fields.gender')}
      items={useGenderItems()}
      isRequired
      isReadOnly={isReadOnly}
    />
  );
}

// Optional: a form whose address has a default (the onboarding's) may start without one.
export function AddressField<T extends FieldValues & { address?: unknown }>({
  control,
  isReadOnly = false,
}: PersonFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <FormTextArea
      control={control}
      name={fieldName<T>('address')}
      label={t('fields.address')}
      isRequired
      isReadOnly={isReadOnly}
    />
  );
}

/**
 * The personal details a signed-in user gives about themself, in the profile and in the
 * onboarding: the phone number autofills from the browser; the other fields offer nothing to fill.
 */
export function OwnPersonFields<
  T extends FieldValues & {
    phoneNumber: unknown;
    dateOfBirth: unknown;
    gender: unknown;
    address?: unknown;
  },
>({ control }: { control: Control<T> }) {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField
        control={control}
        name={fieldName<T>('phoneNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        label={t('fields.phoneNumber')}
        isRequired
      />
      <BirthDateField control={control} />
      <GenderField control={control} />
      <AddressField control={control} />
    </>
  );
}
