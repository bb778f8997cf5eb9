import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { resetInitSchema } from '@praktik/domain/account/account.schema';
import { Alert } from '@praktik/ui/Alert';
import { Button } from '@praktik/ui/Button';
import { Link } from '@praktik/ui/Link';
import { Text } from '@praktik/ui/Text';
import { Form } from '@praktik/ui/Form';
import { toast } from '@praktik/ui/Toast';
import { AuthLayout } from '../../app/AuthLayout';
import { FormTextField } from '../../app/fields/FormTextField';
import { requestPasswordReset } from '../../api/account';
import * as css from '../../app/layout.css';

const formSchema = z.object({ email: resetInitSchema });

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      // The same answer whether or not the e-mail has an account: nothing to learn here.
      setSent(true);
    } catch {
      toast.error(t('common.error.generic'));
    }
  });

  const footer = (
    <Text variant="small">
      <Link href="/login">{t('auth.forgot.backToLogin')}</Link>
    </Text>
  );

  return (
    <AuthLayout
      title={t('auth.forgot.title')}
      subtitle={sent ? undefined : t('auth.forgot.subtitle')}
      footer={footer}
    >
      {sent ? (
        <Alert tone="success" title={t('auth.forgot.sentTitle')}>
          {t('auth.forgot.sentText')}
        </Alert>
      ) : (
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
            <Button type="submit" isPending={form.formState.isSubmitting}>
              {t('auth.forgot.submit')}
            </Button>
          </div>
        </Form>
      )}
    </AuthLayout>
  );
}
