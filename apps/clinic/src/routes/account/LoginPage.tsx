import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { returnPathAfterLogin } from '@praktik/domain/access/route-access';
import { Button } from '@praktik/ui/Button';
import { Alert } from '@praktik/ui/Alert';
import { Checkbox } from '@praktik/ui/Checkbox';
import { Link } from '@praktik/ui/Link';
import { PasswordField } from '@praktik/ui/PasswordField';
import { Text } from '@praktik/ui/Text';
import { TextField } from '@praktik/ui/TextField';
import { Form } from '@praktik/ui/Form';
import { AuthLayout } from '../../app/AuthLayout';
import { RETURN_PARAM } from '../../app/AccessGate';
import { useErrorText } from '../../app/use-error-text';
import { useFieldError } from '../../app/use-field-error';
import { useSignIn } from '../../app/use-sign-in';
import { forgetSignedOutReason, peekSignedOutReason } from '../../session/signed-out-reason';
import { preloadDashboard } from '../dashboard/preload';
import * as css from '../../app/layout.css';
import { useLoginForm } from './use-login-form';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const errorText = useErrorText();
  const fieldError = useFieldError();
  const [error, setError] = useState<string | null>(null);
  const [signedOutReason, setSignedOutReason] = useState(peekSignedOutReason);
  useEffect(forgetSignedOutReason, []);
  const form = useLoginForm(async (values) => {
    setError(null);
    preloadDashboard();
    try {
      await signIn(values);
      void navigate(returnPathAfterLogin(params.get(RETURN_PARAM)), { replace: true });
    } catch (e) {
      setError(errorText(e));
    }
  });
  const emailError = fieldError({ message: form.errors.email });
  const passwordError = fieldError({ message: form.errors.password });

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
      {signedOutReason && !error ? (
        <Alert tone="warning" onDismiss={() => setSignedOutReason(null)}>
          {signedOutReason}
        </Alert>
      ) : null}
      {error ? (
        <Alert tone="danger" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <Form onSubmit={(event) => void form.submit(event)}>
        <div className={css.stack}>
          <TextField
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            label={t('auth.fields.email')}
            isRequired
            value={form.values.email}
            onChange={(value) => form.setValue('email', value)}
            inputRef={form.inputs.email}
            isInvalid={!!emailError}
            errorMessage={emailError}
          />
          <PasswordField
            name="password"
            autoComplete="current-password"
            label={t('auth.fields.password')}
            isRequired
            value={form.values.password}
            onChange={(value) => form.setValue('password', value)}
            inputRef={form.inputs.password}
            isInvalid={!!passwordError}
            errorMessage={passwordError}
          />
          <div className={css.row}>
            <Checkbox
              isSelected={form.values.rememberMe}
              onChange={(checked) => form.setValue('rememberMe', checked)}
            >
              {t('auth.login.rememberMe')}
            </Checkbox>
            <Link href="/forgot-password">{t('auth.login.forgot')}</Link>
          </div>
          <Button type="submit" isPending={form.isSubmitting}>
            {t('auth.login.submit')}
          </Button>
        </div>
      </Form>
    </AuthLayout>
  );
}
