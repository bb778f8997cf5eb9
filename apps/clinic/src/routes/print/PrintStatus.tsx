import { useTranslation } from 'react-i18next';
import { Alert } from '@praktik/ui/Alert';
import { Button } from '@praktik/ui/Button';
import { EmptyState } from '@praktik/ui/EmptyState';
import { Spinner } from '@praktik/ui/Spinner';
import { useErrorText } from '../../app/use-error-text';
import type { PaymentPrintState } from './use-payment-print';
import * as css from './print.css';

/** What a print page shows until there is something to print. */
export function PrintStatus({ state }: { state: Exclude<PaymentPrintState, { kind: 'ready' }> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <main className={css.status}>
      {state.kind === 'signedOut' && (
        <EmptyState
          icon="warning"
          titleLevel={1}
          title={t('print.signIn.title')}
          text={t('print.signIn.text')}
          action={<Button href="/login">{t('print.signIn.link')}</Button>}
        />
      )}
      {state.kind === 'missingId' && (
        <>
          <h1 className={css.statusTitle}>{t('print.status.failed')}</h1>
          <Alert tone="danger">{t('print.status.missingId')}</Alert>
        </>
      )}
      {state.kind === 'failed' && (
        <>
          <h1 className={css.statusTitle}>{t('print.status.failed')}</h1>
          <Alert tone="danger">{errorText(state.error)}</Alert>
        </>
      )}
      {state.kind === 'loading' && <Spinner size="lg" label={t('print.status.loading')} />}
    </main>
  );
}
