import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { profileSchema, type ProfileForm } from '@praktik/domain/account/profile.schema';
import { Alert } from '@praktik/ui/Alert';
import { AvatarUpload } from '@praktik/ui/AvatarUpload';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { Form, FormActions, FormGrid } from '@praktik/ui/Form';
import { PageHeader } from '@praktik/ui/PageHeader';
import { Spinner } from '@praktik/ui/Spinner';
import { toast } from '@praktik/ui/Toast';
import { FormTextField } from '../../app/fields/FormTextField';
import { OwnPersonFields } from '../../app/fields/PersonFields';
import { applyFieldErrors } from '../../app/field-errors';
import { useErrorText } from '../../app/use-error-text';
import { useFieldError } from '../../app/use-field-error';
import { saveProfile, useProfile, type ProfileData } from '../../api/profile';
import { uploadFile } from '../../api/files';
import { keys } from '../../api/keys';
import { useLocalPreview } from '../../app/use-local-preview';
import * as css from '../../app/layout.css';
import { registerPageTexts } from '../../intl/page-texts';
import dashboardTexts from './dashboard.page-texts.json';

registerPageTexts(dashboardTexts);

const EMPTY: ProfileForm = {
  name: '',
  email: '',
  phoneNumber: '',
  dateOfBirth: '',
  gender: undefined as unknown as ProfileForm['gender'],
  address: '',
  imageUrl: '',
};

function toForm(p: ProfileData): ProfileForm {
  return {
    name: p.name ?? '',
    email: p.email ?? '',
    phoneNumber: p.phoneNumber ?? '',
    dateOfBirth: p.dateOfBirth ?? '',
    gender: (p.gender ?? undefined) as ProfileForm['gender'],
    address: p.address ?? '',
    imageUrl: p.imageUrl ?? '',
  };
}

/** Spec 1 §2.7: every field required; the photo is uploaded only when a new one is chosen. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const errorText = useErrorText();
  const fieldError = useFieldError();
  const profile = useProfile();
  const photo = useLocalPreview();
  const [progress, setProgress] = useState<number | null>(null);
  // The new e-mail of the last save, waiting for its link: the form shows the old one meanwhile.
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(profileSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  useEffect(() => {
    if (profile.data) form.reset(toForm(profile.data));
  }, [profile.data, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      let imageUrl = values.imageUrl;
      if (photo.file) {
        setProgress(0);
        imageUrl = await uploadFile(photo.file, 'profile', setProgress);
      }
      const { data: saved, pendingEmail: pending } = await saveProfile({ ...values, imageUrl });
      photo.clear();
      await mutate(keys.profile(), saved, { revalidate: false });
      // The shell's name and avatar come from the account.
      await mutate(keys.account());
      form.reset(toForm(saved));
      setPendingEmail(pending ?? null);
      toast.success(t('dashboard.profile.saved'));
    } catch (e) {
      applyFieldErrors(form.setError, e);
      toast.error(errorText(e));
    } finally {
      setProgress(null);
    }
  });

  return (
    <div className={css.pageBody}>
      <PageHeader
        title={t('dashboard.profile.title')}
        description={t('dashboard.profile.subtitle')}
      />
      {pendingEmail && profile.data ? (
        <Alert tone="info" title={t('dashboard.profile.emailPendingTitle')}>
          {t('dashboard.profile.emailPending', {
            pending: pendingEmail,
            current: profile.data.email,
          })}
        </Alert>
      ) : null}
      <Card>
        {profile.isLoading ? (
          <Spinner />
        ) : (
          <Form onSubmit={onSubmit}>
            <div className={css.stack}>
              <Controller
                control={form.control}
                name="imageUrl"
                render={({ field, fieldState }) => (
                  <AvatarUpload
                    label={t('fields.imageUrl')}
                    imageUrl={photo.previewUrl ?? (field.value || null)}
                    progress={progress}
                    onFileSelected={(file) => {
                      const preview = photo.choose(file);
                      // The chosen file counts as a photo for the required rule; its address
                      // replaces the preview once uploaded on save.
                      field.onChange(preview);
                    }}
                    errorMessage={fieldError(fieldState.error)}
                  />
                )}
              />
              <FormGrid columns={2}>
                <FormTextField
                  control={form.control}
                  name="name"
                  autoComplete="name"
                  label={t('fields.name')}
                  isRequired
                />
                <FormTextField
                  control={form.control}
                  name="email"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  label={t('fields.email')}
                  isRequired
                />
                <OwnPersonFields control={form.control} />
              </FormGrid>
              <FormActions>
                <Button type="submit" isPending={form.formState.isSubmitting}>
                  {t('common.actions.save')}
                </Button>
              </FormActions>
            </div>
          </Form>
        )}
      </Card>
    </div>
  );
}
