import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import useSWRImmutable from 'swr/immutable';
import { Alert } from '@praktik/ui/Alert';
import { Button } from '@praktik/ui/Button';
import { Spinner } from '@praktik/ui/Spinner';
import { AuthLayout } from '../../app/AuthLayout';
import { useErrorText } from '../../app/use-error-text';
import { confirmEmailChange } from '../../api/profile';
import { keys } from '../../api/keys';

/** /account/email/confirm?token=: the link mailed to a new address makes it the account's. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const token = useSearchParams()[0].get('token') ?? '';
  // Immutable: the link works once, a second call would answer that it was used.
  const { data, error, isLoading } = useSWRImmutable(token ? keys.emailChange(token) : null, () =>
    confirmEmailChange(token),
  );

  return (
    <AuthLayout title={t('auth.confirmEmail.title')}>
      {!token ? (
        <Alert tone="danger">{t('auth.confirmEmail.missingToken')}</Alert>
      ) : isLoading ? (
        <Spinner label={t('auth.confirmEmail.pending')} showLabel />
      ) : error ? (
        <Alert tone="danger" title={t('auth.confirmEmail.failed')}>
          {errorText(error)}
        </Alert>
      ) : (
        <Alert tone="success" title={t('auth.confirmEmail.success')}>
          {t('auth.confirmEmail.successText', { email: data?.email ?? '' })}
        </Alert>
      )}
      {!isLoading ? <Button href="/login">{t('auth.confirmEmail.toLogin')}</Button> : null}
    </AuthLayout>
  );
}
