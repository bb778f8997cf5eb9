import { useEffect } from 'react';
import { useForm, useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  changePasswordFormSchema,
  type ChangePasswordForm,
} from '@praktik/domain/account/account.schema';
import { FormPasswordField } from './FormPasswordField';

export const EMPTY_PASSWORD_CHANGE: ChangePasswordForm = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/**
 * The form of a signed-in user's password change (the first password an account sets, and a later
 * change): the domain's schema, and the new password checked again as its confirmation changes.
 */
export function usePasswordChangeForm(mode: 'onTouched' | 'onChange') {
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY_PASSWORD_CHANGE,
    mode,
  });

  // The mismatch shows on newPassword (spec 1 §5), so a change to the confirmation re-checks it.
  const confirm = useWatch({ control: form.control, name: 'confirmPassword' });
  useEffect(() => {
    if (form.getFieldState('confirmPassword').isDirty) void form.trigger('newPassword');
  }, [confirm, form]);

  return form;
}

export interface PasswordChangeFieldsProps {
  control: Control<ChangePasswordForm>;
  /** The first password's page names the current one after whoever gave it. */
  currentPasswordLabel: string;
}

/** The current password, the new one and its confirmation, with the browser's password roles. */
export function PasswordChangeFields({ control, currentPasswordLabel }: PasswordChangeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormPasswordField
        control={control}
        name="currentPassword"
        autoComplete="current-password"
        label={currentPasswordLabel}
        isRequired
      />
      <FormPasswordField
        control={control}
        name="newPassword"
        autoComplete="new-password"
        label={t('fields.newPassword')}
        isRequired
      />
      <ConfirmPasswordField control={control} />
    </>
  );
}

/** A new password's confirmation, wherever one is set (a password change, a new staff account). */
export function ConfirmPasswordField<T extends FieldValues & { confirmPassword?: unknown }>({
  control,
}: {
  control: Control<T>;
}) {
  const { t } = useTranslation();
  return (
    <FormPasswordField
      control={control}
      // The constraint on T guarantees the field; react-hook-form cannot see it through Path<T>.
      name={'confirmPassword' as FieldPath<T>}
      autoComplete="new-password"
      label={t('fields.confirmPassword')}
      isRequired
    />
  );
}
