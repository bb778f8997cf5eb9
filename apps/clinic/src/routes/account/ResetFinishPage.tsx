import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import useSWRImmutable from 'swr/immutable';
import { resetFinishFormSchema } from '@praktik/domain/account/account.schema';
import { Button } from '@praktik/ui/Button';
import { Alert } from '@praktik/ui/Alert';
import { Form } from '@praktik/ui/Form';
import { Spinner } from '@praktik/ui/Spinner';
import { toast } from '@praktik/ui/Toast';
import { AuthLayout } from '../../app/AuthLayout';
import { FormPasswordField } from '../../app/fields/FormPasswordField';
import { useErrorText } from '../../app/use-error-text';
import { finishPasswordReset, validateResetKey } from '../../api/account';
import { keys } from '../../api/keys';
import * as css from '../../app/layout.css';

/** /account/reset/finish?key=: the key is checked before the form shows (spec 1 §2.16). */
export default function ResetFinishPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const key = useSearchParams()[0].get('key') ?? '';
  const check = useSWRImmutable(key ? keys.resetKey(key) : null, () => validateResetKey(key));
  const form = useForm({
    resolver: zodResolver(resetFinishFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await finishPasswordReset({ key, newPassword });
      toast.success(t('auth.reset.success'));
      void navigate('/login', { replace: true });
    } catch (e) {
      toast.error(errorText(e));
    }
  });

  if (key && check.isLoading) {
    return (
      <AuthLayout title={t('auth.reset.title')}>
        <Spinner label={t('auth.reset.checking')} showLabel />
      </AuthLayout>
    );
  }

  if (!key || check.error || check.data?.valid === false) {
    return (
      <AuthLayout title={t('auth.reset.invalidTitle')}>
        <Alert tone="danger">{t('auth.reset.invalidText')}</Alert>
        <Button href="/forgot-password">{t('auth.reset.requestAgain')}</Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <Form onSubmit={onSubmit}>
        <div className={css.stack}>
          <FormPasswordField
            control={form.control}
            name="newPassword"
            autoComplete="new-password"
            label={t('auth.fields.newPassword')}
            isRequired
          />
          <FormPasswordField
            control={form.control}
            name="confirmPassword"
            autoComplete="new-password"
            label={t('auth.fields.confirmPassword')}
            isRequired
          />
          <Button type="submit" isPending={form.formState.isSubmitting}>
            {t('auth.reset.submit')}
          </Button>
        </div>
      </Form>
    </AuthLayout>
  );
}
