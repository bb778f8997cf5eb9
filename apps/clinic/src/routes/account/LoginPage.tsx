import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { loginSchema } from '@praktik/domain/account/account.schema';
import { returnPathAfterLogin } from '@praktik/domain/access/route-access';
import { Button } from '@praktik/ui/Button';
import { Alert } from '@praktik/ui/Alert';
import { Link } from '@praktik/ui/Link';
import { Text } from '@praktik/ui/Text';
import { Form } from '@praktik/ui/Form';
import { AuthLayout } from '../../app/AuthLayout';
import { FormCheckbox } from '../../app/fields/FormCheckbox';
import { FormPasswordField } from '../../app/fields/FormPasswordField';
import { FormTextField } from '../../app/fields/FormTextField';
import { RETURN_PARAM } from '../../app/AccessGate';
import { useErrorText } from '../../app/use-error-text';
import { login } from '../../api/account';
import { keyFilters } from '../../api/keys';
import { preloadDashboard } from '../../routes';
import * as css from '../../app/layout.css';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { mutate } = useSWRConfig();
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    preloadDashboard();
    try {
      await login(values);
      // A new person may be signing in: nothing cached from before may leak into their pages.
      await mutate(keyFilters.everything, undefined, { revalidate: false });
      void navigate(returnPathAfterLogin(params.get(RETURN_PARAM)), { replace: true });
    } catch (e) {
      setError(errorText(e));
    }
  });

  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <Text variant="small">
          {t('auth.login.noAccount')} <Link href="/register">{t('auth.login.toRegister')}</Link>
        </Text>
      }
    >
      {error ? (
        <Alert tone="danger" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <Form onSubmit={onSubmit}>
        <div className={css.stack}>
          <FormTextField
            control={form.control}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            label={t('auth.fields.email')}
            isRequired
          />
          <FormPasswordField
            control={form.control}
            name="password"
            autoComplete="current-password"
            label={t('auth.fields.password')}
            isRequired
          />
          <div className={css.row}>
            <FormCheckbox control={form.control} name="rememberMe">
              {t('auth.login.rememberMe')}
            </FormCheckbox>
            <Link href="/forgot-password">{t('auth.login.forgot')}</Link>
          </div>
          <Button type="submit" isPending={form.formState.isSubmitting}>
            {t('auth.login.submit')}
          </Button>
        </div>
      </Form>
    </AuthLayout>
  );
}
