import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { changePasswordFormSchema } from '@praktik/domain/account/account.schema';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { Form, FormActions } from '@praktik/ui/Form';
import { PageHeader } from '@praktik/ui/PageHeader';
import { toast } from '@praktik/ui/Toast';
import { FormPasswordField } from '../../app/fields/FormPasswordField';
import { applyFieldErrors } from '../../app/field-errors';
import { useErrorText } from '../../app/use-error-text';
import { changePassword } from '../../api/account';
import * as css from '../../app/layout.css';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Spec 1 §2.8: errors show once a field is changed; the form resets after a successful save. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
    mode: 'onChange',
  });

  // The mismatch shows on newPassword (spec 1 §5), so a change to the confirmation re-checks it.
  const confirm = useWatch({ control: form.control, name: 'confirmPassword' });
  useEffect(() => {
    if (form.getFieldState('confirmPassword').isDirty) void form.trigger('newPassword');
  }, [confirm, form]);

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({ currentPassword, newPassword });
      toast.success(t('dashboard.changePassword.saved'));
      form.reset(EMPTY);
    } catch (e) {
      applyFieldErrors(form.setError, e);
      toast.error(errorText(e));
    }
  });

  return (
    <div className={css.pageBody}>
      <PageHeader
        title={t('dashboard.changePassword.title')}
        description={t('dashboard.changePassword.subtitle')}
      />
      <Card className={css.authCard}>
        <Form onSubmit={onSubmit}>
          <div className={css.stack}>
            <FormPasswordField
              control={form.control}
              name="currentPassword"
              autoComplete="current-password"
              label={t('fields.currentPassword')}
              isRequired
            />
            <FormPasswordField
              control={form.control}
              name="newPassword"
              autoComplete="new-password"
              label={t('fields.newPassword')}
              isRequired
            />
            <FormPasswordField
              control={form.control}
              name="confirmPassword"
              autoComplete="new-password"
              label={t('fields.confirmPassword')}
              isRequired
            />
            <FormActions>
              <Button type="submit" isPending={form.formState.isSubmitting}>
                {t('common.actions.save')}
              </Button>
            </FormActions>
          </div>
        </Form>
      </Card>
    </div>
  );
}
