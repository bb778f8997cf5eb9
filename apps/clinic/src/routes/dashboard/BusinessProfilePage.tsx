import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { businessSaveSchema, type BusinessForm } from '@praktik/domain/clinic/business.schema';
import { themeColorOrDefault } from '@praktik/domain/clinic/theme-colors';
import { AvatarUpload } from '@praktik/ui/AvatarUpload';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { Form, FormActions, FormGrid } from '@praktik/ui/Form';
import { PageHeader } from '@praktik/ui/PageHeader';
import { Spinner } from '@praktik/ui/Spinner';
import { ThemeSwatchPicker } from '@praktik/ui/ThemeSwatchPicker';
import { toast } from '@praktik/ui/Toast';
import { ClinicFields } from '../../app/fields/ClinicFields';
import { FormSwitch } from '../../app/fields/FormSwitch';
import { FormTextField } from '../../app/fields/FormTextField';
import { applyFieldErrors } from '../../app/field-errors';
import { useErrorText } from '../../app/use-error-text';
import { useFieldError } from '../../app/use-field-error';
import { useLocalPreview } from '../../app/use-local-preview';
import { saveBusiness, useBusiness, type BusinessData } from '../../api/business';
import { uploadFile } from '../../api/files';
import { keys } from '../../api/keys';
import * as css from '../../app/layout.css';
import { OnlineBookingSettingsCard } from './OnlineBookingSettingsCard';
import { QueueNumberingCard } from './QueueNumberingCard';
import { registerPageTexts } from '../../intl/page-texts';
import dashboardTexts from './dashboard.page-texts.json';

registerPageTexts(dashboardTexts);

const EMPTY: BusinessForm = {
  name: '',
  businessTypeId: '',
  serviceIds: [],
  address: '',
  logo: '',
  mainPhoto: '',
  published: false,
  primaryColor: 'color_1',
  successReservationUrl: '',
  email: '',
  phoneNumber: '',
};

function toForm(b: BusinessData): BusinessForm {
  return {
    name: b.name ?? '',
    businessTypeId:
      b.businessTypeId != null ? String(b.businessTypeId) : b.type ? String(b.type.id) : '',
    serviceIds: (b.serviceIds ?? b.services?.map((s) => s.id) ?? []).map(String),
    address: b.address ?? '',
    logo: b.logo ?? '',
    mainPhoto: b.mainPhoto ?? '',
    published: !!b.published,
    primaryColor: themeColorOrDefault(b.primaryColor),
    successReservationUrl: b.successReservationUrl ?? '',
    email: b.email ?? '',
    phoneNumber: b.phoneNumber ?? '',
  };
}

/**
 * Spec 2 §2.12 (owner only): general info and the clinic's media; below them, the rules for
 * unconfirmed online bookings (their own save).
 */
export default function BusinessProfilePage() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const errorText = useErrorText();
  const fieldError = useFieldError();
  const business = useBusiness();
  const logo = useLocalPreview();
  const mainPhoto = useLocalPreview();
  const [logoProgress, setLogoProgress] = useState<number | null>(null);
  const [photoProgress, setPhotoProgress] = useState<number | null>(null);
  const form = useForm({
    resolver: zodResolver(businessSaveSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  useEffect(() => {
    if (business.data) form.reset(toForm(business.data));
  }, [business.data, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      let { logo: logoUrl, mainPhoto: photoUrl } = values;
      if (logo.file) logoUrl = await uploadFile(logo.file, 'logo', setLogoProgress);
      if (mainPhoto.file)
        photoUrl = await uploadFile(mainPhoto.file, 'main-photo', setPhotoProgress);
      const saved = await saveBusiness({ ...values, logo: logoUrl, mainPhoto: photoUrl });
      logo.clear();
      mainPhoto.clear();
      // The whole app reads its theme from this key: the new colour applies at once.
      await mutate(keys.business(), saved, { revalidate: false });
      form.reset(toForm(saved));
      toast.success(t('dashboard.business.saved'));
    } catch (e) {
      applyFieldErrors(form.setError, e);
      toast.error(errorText(e));
    } finally {
      setLogoProgress(null);
      setPhotoProgress(null);
    }
  });

  if (business.isLoading) return <Spinner />;

  return (
    <div className={css.pageBody}>
      <PageHeader
        title={t('dashboard.business.title')}
        description={t('dashboard.business.subtitle')}
      />
      <Form onSubmit={onSubmit}>
        <div className={css.stack}>
          <Card title={t('dashboard.business.general')}>
            <FormGrid columns={2}>
              <ClinicFields control={form.control} names={{ name: 'name', address: 'address' }} />
              <Controller
                control={form.control}
                name="primaryColor"
                render={({ field, fieldState }) => (
                  <ThemeSwatchPicker
                    label={t('fields.primaryColor')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    name={field.name}
                    isRequired
                    errorMessage={fieldError(fieldState.error)}
                  />
                )}
              />
              <FormTextField
                control={form.control}
                name="successReservationUrl"
                type="url"
                inputMode="url"
                label={t('fields.successReservationUrl')}
                description={t('dashboard.business.successUrlHint')}
              />
              <FormTextField
                control={form.control}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                label={t('fields.businessEmail')}
                description={t('dashboard.business.contactHint')}
              />
              <FormTextField
                control={form.control}
                name="phoneNumber"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                label={t('fields.businessPhone')}
              />
              <FormSwitch control={form.control} name="published">
                {t('fields.published')}
              </FormSwitch>
            </FormGrid>
          </Card>
          <Card title={t('dashboard.business.media')}>
            <FormGrid columns={2}>
              <Controller
                control={form.control}
                name="logo"
                render={({ field, fieldState }) => (
                  <AvatarUpload
                    label={t('fields.businessLogo')}
                    imageUrl={logo.previewUrl ?? (field.value || null)}
                    progress={logoProgress}
                    onFileSelected={(file) => field.onChange(logo.choose(file))}
                    errorMessage={fieldError(fieldState.error)}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="mainPhoto"
                render={({ field, fieldState }) => (
                  <AvatarUpload
                    label={t('fields.businessImage')}
                    imageUrl={mainPhoto.previewUrl ?? (field.value || null)}
                    progress={photoProgress}
                    onFileSelected={(file) => field.onChange(mainPhoto.choose(file))}
                    errorMessage={fieldError(fieldState.error)}
                  />
                )}
              />
            </FormGrid>
          </Card>
          <FormActions>
            <Button type="submit" isPending={form.formState.isSubmitting}>
              {t('common.actions.save')}
            </Button>
          </FormActions>
        </div>
      </Form>
      <QueueNumberingCard />
      <OnlineBookingSettingsCard />
    </div>
  );
}
