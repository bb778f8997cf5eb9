import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import {
  credentialChangeSchema,
  credentialSchema,
  type CredentialChange,
  type CredentialResult,
  type IntegrationView,
} from '@praktik/domain/satusehat/credential.schema';
import { Alert } from '@praktik/ui/Alert';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { Dialog } from '@praktik/ui/Dialog';
import { EmptyState } from '@praktik/ui/EmptyState';
import { Form, FormActions, FormGrid } from '@praktik/ui/Form';
import { PageHeader } from '@praktik/ui/PageHeader';
import { Spinner } from '@praktik/ui/Spinner';
import { toast } from '@praktik/ui/Toast';
import { revalidateSatusehatLink, saveIntegration, useIntegration } from '../../api/satusehat';
import { FormPasswordField } from '../../app/fields/FormPasswordField';
import { FormTextField } from '../../app/fields/FormTextField';
import { useErrorText } from '../../app/use-error-text';
import * as layout from '../../app/layout.css';
import { registerPageTexts } from '../../intl/page-texts';
import {
  credentialFormDefaults,
  environmentLabelKey,
  placeCredentialError,
} from './satusehat-view';
import * as css from './satusehat.css';
import satusehatTexts from './satusehat.page-texts.json';

registerPageTexts(satusehatTexts);

/**
 * Spec 2 §2.13: the clinic's SATUSEHAT credentials. The platform is asked for a token with them
 * before they are saved; the answer (organization, application, status) shows in a dialog. A saved
 * secret never comes back: its field starts empty, and left empty it keeps the saved one.
 */
export default function CredentialPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const integration = useIntegration();
  // Kept here: the first link remounts the form (its schema changes), the dialog must stay open.
  const [result, setResult] = useState<CredentialResult | null>(null);

  let body;
  if (integration.error) {
    body = (
      <EmptyState
        icon="danger"
        title={errorText(integration.error)}
        action={
          <Button variant="secondary" onPress={() => void integration.mutate()}>
            {t('satusehat.actions.retry')}
          </Button>
        }
      />
    );
  } else if (integration.data === undefined) {
    body = <Spinner />;
  } else {
    body = (
      <CredentialForm
        key={integration.data ? 'saved' : 'first'}
        view={integration.data}
        onSaved={setResult}
      />
    );
  }

  return (
    <div className={layout.pageBody}>
      <PageHeader
        title={t('satusehat.credential.title')}
        description={t('satusehat.credential.subtitle')}
      />
      <Card>{body}</Card>
      <Dialog
        isOpen={result !== null}
        onOpenChange={(open) => {
          if (!open) setResult(null);
        }}
        title={t('satusehat.result.title')}
        size="sm"
        footer={({ close }) => <Button onPress={close}>{t('satusehat.actions.close')}</Button>}
      >
        {result ? (
          <dl className={css.facts}>
            {(
              [
                ['satusehat.result.organizationName', result.organizationName],
                ['satusehat.result.applicationName', result.applicationName],
                ['satusehat.result.status', result.status],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className={css.fact}>
                <dt className={css.term}>{t(key)}</dt>
                <dd className={css.value}>{value ?? '-'}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </Dialog>
    </div>
  );
}

function SavedLink({ view }: { view: IntegrationView }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('satusehat.credential.environment'), t(environmentLabelKey(view.environment))],
    [t('fields.organizationId'), view.organizationId],
    [t('fields.clientKey'), view.clientKey],
    [t('satusehat.result.organizationName'), view.organizationName ?? '-'],
    [t('satusehat.result.applicationName'), view.applicationName ?? '-'],
    [t('satusehat.result.status'), view.status ?? '-'],
  ];
  return (
    <dl className={css.facts} aria-label={t('satusehat.credential.savedLabel')}>
      {rows.map(([term, value]) => (
        <div key={term} className={css.fact}>
          <dt className={css.term}>{term}</dt>
          <dd className={css.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CredentialForm({
  view,
  onSaved,
}: {
  view: IntegrationView | null;
  onSaved: (result: CredentialResult) => void;
}) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [formError, setFormError] = useState<string | null>(null);
  const saved = view !== null;
  const form = useForm<CredentialChange>({
    // The first link needs every field; a saved one may leave the secret empty to keep it.
    resolver: (saved
      ? zodResolver(credentialChangeSchema)
      : zodResolver(credentialSchema)) as unknown as Resolver<CredentialChange>,
    defaultValues: credentialFormDefaults(view),
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await saveIntegration(values);
      toast.success(t('satusehat.toast.added'));
      onSaved(answer);
      form.reset({ ...values, secretKey: '' });
      await revalidateSatusehatLink(mutate);
    } catch (e) {
      const placed = placeCredentialError(e, t('common.error.generic'));
      for (const { field, message } of placed.fields)
        form.setError(field, { type: 'server', message });
      setFormError(placed.form);
    }
  });

  return (
    <div className={layout.stack}>
      {saved ? (
        <SavedLink view={view} />
      ) : (
        <Alert tone="info" title={t('satusehat.credential.notLinkedTitle')}>
          {t('satusehat.credential.notLinkedText')}
        </Alert>
      )}
      <Form onSubmit={onSubmit} aria-label={t('satusehat.credential.formLabel')}>
        <div className={layout.stack}>
          {formError ? (
            <Alert tone="danger" onDismiss={() => setFormError(null)}>
              {formError}
            </Alert>
          ) : null}
          <FormGrid columns={2}>
            <FormTextField
              control={form.control}
              name="organizationId"
              label={t('fields.organizationId')}
              autoComplete="off"
              isRequired
            />
            <FormTextField
              control={form.control}
              name="clientKey"
              label={t('fields.clientKey')}
              autoComplete="off"
              isRequired
            />
            <FormPasswordField
              control={form.control}
              name="secretKey"
              label={t('fields.secretKey')}
              autoComplete="off"
              isRequired={!saved}
              description={saved ? t('satusehat.credential.keepSecretHint') : undefined}
            />
          </FormGrid>
          <FormActions>
            <Button type="submit" isPending={form.formState.isSubmitting}>
              {t('common.actions.save')}
            </Button>
          </FormActions>
        </div>
      </Form>
    </div>
  );
}
