import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { registerFormSchema } from '@praktik/domain/account/account.schema';
import { Button } from '@praktik/ui/Button';
import { Alert } from '@praktik/ui/Alert';
import { Link } from '@praktik/ui/Link';
import { Text } from '@praktik/ui/Text';
import { Form } from '@praktik/ui/Form';
import { toast } from '@praktik/ui/Toast';
import { AuthLayout } from '../../app/AuthLayout';
import { FormPasswordField } from '../../app/fields/FormPasswordField';
import { FormTextField } from '../../app/fields/FormTextField';
import { applyFieldErrors } from '../../app/field-errors';
import { useErrorText } from '../../app/use-error-text';
import { register } from '../../api/account';
import { isLocale, DEFAULT_LOCALE } from '../../intl/locale';
import * as css from '../../app/layout.css';

export default function RegisterPage() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      firstName: '',
      email: '',
      password: '',
      confirmPassword: '',
      langKey: DEFAULT_LOCALE,
    },
  });

  const onSubmit = form.handleSubmit(async ({ firstName, email, password }) => {
    // The account speaks the language the visitor is reading in now (its e-mails too).
    const langKey = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
    try {
      await register({ firstName, email, password, langKey });
      setRegisteredEmail(email);
      toast.success(t('auth.register.success'));
    } catch (e) {
      applyFieldErrors(form.setError, e);
      toast.error(errorText(e));
    }
  });

  const footer = (
    <Text variant="small">
      {t('auth.register.haveAccount')} <Link href="/login">{t('auth.register.toLogin')}</Link>
    </Text>
  );

  if (registeredEmail) {
    return (
      <AuthLayout title={t('auth.register.doneTitle')} footer={footer}>
        <Alert tone="success" title={t('auth.register.success')}>
          {t('auth.register.checkEmail', { email: registeredEmail })}
        </Alert>
        <Button href="/login" variant="secondary">
          {t('auth.register.toLogin')}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={footer}
    >
      <Form onSubmit={onSubmit}>
        <div className={css.stack}>
          <FormTextField
            control={form.control}
            name="firstName"
            autoComplete="given-name"
            label={t('auth.fields.firstName')}
            isRequired
          />
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
            autoComplete="new-password"
            label={t('auth.fields.password')}
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
            {t('auth.register.submit')}
          </Button>
        </div>
      </Form>
    </AuthLayout>
  );
}
