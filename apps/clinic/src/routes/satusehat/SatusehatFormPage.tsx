import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import {
  locationFormFromResource,
  organizationFormFromResource,
} from '@praktik/domain/satusehat/fhir-resources';
import {
  emptyLocationForm,
  locationFormSchema,
  type LocationForm,
  type LocationFormValues,
} from '@praktik/domain/satusehat/location.schema';
import { emptyOrganizationForm } from '@praktik/domain/satusehat/organization.schema';
import { organizationFormSchema } from '@praktik/domain/satusehat/organization.schema';
import { Alert } from '@praktik/ui/Alert';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { EmptyState } from '@praktik/ui/EmptyState';
import { Form, FormActions, FormGrid } from '@praktik/ui/Form';
import { Link } from '@praktik/ui/Link';
import { PageHeader } from '@praktik/ui/PageHeader';
import { Spinner } from '@praktik/ui/Spinner';
import { toast } from '@praktik/ui/Toast';
import { isApiError } from '../../api/error';
import {
  revalidateSatusehat,
  saveSatusehatResource,
  useSatusehatResource,
  type SatusehatResource,
} from '../../api/satusehat';
import type { SatusehatKind } from '../../api/list-queries';
import { FormTextArea } from '../../app/fields/FormTextArea';
import { FormTextField } from '../../app/fields/FormTextField';
import { useErrorText } from '../../app/use-error-text';
import * as layout from '../../app/layout.css';
import { registerPageTexts } from '../../intl/page-texts';
import { satusehatPaths } from './satusehat-paths';
import { isNoLinkError } from './satusehat-view';
import satusehatTexts from './satusehat.page-texts.json';

registerPageTexts(satusehatTexts);

type Mode = 'add' | 'edit' | 'detail';

const TITLE_KEY = { add: 'addTitle', edit: 'editTitle', detail: 'detailTitle' } as const;

/**
 * Spec 2 §2.13: add, edit and the read-only view of an organization or a location share one form
 * (`?id=` names the resource). Saving goes to the platform first (the server's part); the page
 * then says "data added" and goes back to the list (spec 2 §8).
 */
export default function SatusehatFormPage({ kind, mode }: { kind: SatusehatKind; mode: Mode }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [search] = useSearchParams();
  const id = mode === 'add' ? null : search.get('id')?.trim() || null;
  const resource = useSatusehatResource(kind, id);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [mode, id]);

  const back = (
    <Button variant="secondary" href={satusehatPaths.list(kind)}>
      {t('satusehat.actions.back')}
    </Button>
  );

  let body;
  if (mode === 'add') {
    body = <ResourceForm kind={kind} mode="add" />;
  } else if (!id || (isApiError(resource.error) && resource.error.status === 404)) {
    body = <EmptyState icon="inbox" title={t(`satusehat.${kind}.notFound`)} action={back} />;
  } else if (resource.error) {
    body = <EmptyState icon="danger" title={errorText(resource.error)} action={back} />;
  } else if (!resource.data) {
    body = <Spinner />;
  } else {
    body = (
      <ResourceForm
        key={`${mode}-${resource.data.id}`}
        kind={kind}
        mode={mode}
        resource={resource.data}
      />
    );
  }

  return (
    <div className={layout.pageBody}>
      <PageHeader title={t(`satusehat.${kind}.${TITLE_KEY[mode]}`)} />
      <Card>{body}</Card>
    </div>
  );
}

/** The form's values: a location's fields are an organization's plus description, RT and RW. */
function initialValues(kind: SatusehatKind, resource: SatusehatResource | undefined): LocationForm {
  if (kind === 'location')
    return resource ? locationFormFromResource(resource) : emptyLocationForm();
  const organization = resource ? organizationFormFromResource(resource) : emptyOrganizationForm();
  return { ...organization, description: '', rt: '', rw: '' };
}

function ResourceForm({
  kind,
  mode,
  resource,
}: {
  kind: SatusehatKind;
  mode: Mode;
  resource?: SatusehatResource;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const errorText = useErrorText();
  const readOnly = mode === 'detail';
  const isLocation = kind === 'location';
  const [noLink, setNoLink] = useState<string | null>(null);
  // One form for both kinds: an organization's schema ignores the location's three fields.
  const form = useForm<LocationForm, unknown, LocationFormValues>({
    resolver: (isLocation
      ? zodResolver(locationFormSchema)
      : zodResolver(organizationFormSchema)) as unknown as Resolver<
      LocationForm,
      unknown,
      LocationFormValues
    >,
    defaultValues: initialValues(kind, resource),
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setNoLink(null);
    try {
      await saveSatusehatResource(kind, values, resource?.id ?? null);
      toast.success(t('satusehat.toast.added'));
      await revalidateSatusehat(mutate, kind);
      void navigate(satusehatPaths.list(kind));
    } catch (e) {
      if (isNoLinkError(e)) {
        setNoLink(errorText(e));
        return;
      }
      if (isApiError(e)) {
        for (const { field, message } of e.fieldErrors)
          form.setError(field as FieldPath<LocationForm>, { type: 'server', message });
      }
      toast.error(errorText(e));
    }
  });

  const text = (name: FieldPath<LocationForm>, label: string, extra: object = {}) => (
    <FormTextField
      control={form.control}
      name={name}
      label={label}
      isRequired
      isReadOnly={readOnly}
      {...extra}
    />
  );

  return (
    <Form onSubmit={onSubmit} aria-label={t(`satusehat.${kind}.${TITLE_KEY[mode]}`)}>
      <div className={layout.stack}>
        {noLink ? (
          <Alert tone="warning" title={noLink}>
            <Link href={satusehatPaths.credential()}>{t('satusehat.form.toCredential')}</Link>
          </Alert>
        ) : null}
        <FormGrid columns={2}>
          {text('name', t('fields.name'))}
          {text('email', t('fields.email'), { type: 'email', inputMode: 'email' })}
          {text('phoneNumber', t('fields.phoneNumber'), { type: 'tel', inputMode: 'tel' })}
          {text('website', t('fields.website'), { inputMode: 'url' })}
          {text('province', t('fields.province'))}
          {text('city', t('fields.city'))}
          {text('district', t('fields.district'))}
          {text('village', t('fields.village'))}
          {text('postalCode', t('fields.postalCode'), { inputMode: 'numeric' })}
          {isLocation ? text('rt', t('fields.rt'), { inputMode: 'numeric' }) : null}
          {isLocation ? text('rw', t('fields.rw'), { inputMode: 'numeric' }) : null}
        </FormGrid>
        <FormTextArea
          control={form.control}
          name="address"
          label={t('fields.address')}
          isRequired
          isReadOnly={readOnly}
        />
        {isLocation ? (
          <FormTextArea
            control={form.control}
            name="description"
            label={t('fields.locationDescription')}
            isRequired
            isReadOnly={readOnly}
          />
        ) : null}
        <FormActions>
          <Button variant="secondary" href={satusehatPaths.list(kind)}>
            {readOnly ? t('satusehat.actions.back') : t('satusehat.actions.cancel')}
          </Button>
          {readOnly ? (
            resource ? (
              <Button href={satusehatPaths.edit(kind, resource.id)}>
                {t('satusehat.actions.edit')}
              </Button>
            ) : null
          ) : (
            <Button type="submit" isPending={form.formState.isSubmitting}>
              {t('common.actions.save')}
            </Button>
          )}
        </FormActions>
      </div>
    </Form>
  );
}
