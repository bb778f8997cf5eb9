import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import useSWRImmutable from 'swr/immutable';
import { Alert } from '@praktik/ui/Alert';
import { Button } from '@praktik/ui/Button';
import { Spinner } from '@praktik/ui/Spinner';
import { AuthLayout } from '../../app/AuthLayout';
import { useErrorText } from '../../app/use-error-text';
import { activate } from '../../api/account';
import { keys } from '../../api/keys';

/** /account/activate?key=: the key from the e-mail activates the account once. */
export default function ActivatePage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const key = useSearchParams()[0].get('key') ?? '';
  // Immutable: a second call with the same key would fail, the key is spent.
  const { error, isLoading } = useSWRImmutable(key ? keys.activation(key) : null, () =>
    activate(key),
  );

  return (
    <AuthLayout title={t('auth.activate.title')}>
      {!key ? (
        <Alert tone="danger">{t('auth.activate.missingKey')}</Alert>
      ) : isLoading ? (
        <Spinner label={t('auth.activate.pending')} showLabel />
      ) : error ? (
        <Alert tone="danger" title={t('auth.activate.failed')}>
          {errorText(error)}
        </Alert>
      ) : (
        <Alert tone="success" title={t('auth.activate.success')}>
          {t('auth.activate.successText')}
        </Alert>
      )}
      {!isLoading ? <Button href="/login">{t('auth.activate.toLogin')}</Button> : null}
    </AuthLayout>
  );
}
