import { useEffect } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import {
  onlineBookingSettingsFormSchema,
  type OnlineBookingSettings,
  type OnlineBookingSettingsForm,
} from '@praktik/domain/clinic/online-booking-settings.schema';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { Form, FormActions, FormGrid } from '@praktik/ui/Form';
import { Spinner } from '@praktik/ui/Spinner';
import { toast } from '@praktik/ui/Toast';
import { FormTextField } from '../../app/fields/FormTextField';
import { applyFieldErrors } from '../../app/field-errors';
import { useErrorText } from '../../app/use-error-text';
import { saveOnlineBookingSettings, useOnlineBookingSettings } from '../../api/business';
import { keys } from '../../api/keys';
import { registerPageTexts } from '../../intl/page-texts';
import settingsTexts from './business-settings.page-texts.json';

registerPageTexts(settingsTexts);

const toForm = (settings: OnlineBookingSettings): OnlineBookingSettingsForm => ({
  maxUnconfirmedOnlinePerDay: String(settings.maxUnconfirmedOnlinePerDay),
  unconfirmedHoldMinutes:
    settings.unconfirmedHoldMinutes === null ? '' : String(settings.unconfirmedHoldMinutes),
  patientRescheduleCutoffHours:
    settings.patientRescheduleCutoffHours === null
      ? ''
      : String(settings.patientRescheduleCutoffHours),
});

/**
 * The owner's rules for online bookings: for those not yet confirmed by their mail's link, the
 * daily cap per date and the minutes a hold stands (empty: until its time); the hours before a
 * visit its patient may still move it online (empty: they call the clinic). Its own form and
 * save, apart from the profile's.
 */
export function OnlineBookingSettingsCard() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const errorText = useErrorText();
  const settings = useOnlineBookingSettings();
  const form = useForm<OnlineBookingSettingsForm, unknown, OnlineBookingSettings>({
    resolver: zodResolver(onlineBookingSettingsFormSchema),
    defaultValues: {
      maxUnconfirmedOnlinePerDay: '',
      unconfirmedHoldMinutes: '',
      patientRescheduleCutoffHours: '',
    },
    mode: 'onTouched',
  });

  // The fields see the typed texts; only the submit sees the numbers the resolver made of them.
  const control = form.control as unknown as Control<OnlineBookingSettingsForm>;

  useEffect(() => {
    if (settings.data) form.reset(toForm(settings.data));
  }, [settings.data, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await saveOnlineBookingSettings(values);
      await mutate(keys.onlineBookingSettings(), saved, { revalidate: false });
      form.reset(toForm(saved));
      toast.success(t('businessSettings.onlineBooking.saved'));
    } catch (e) {
      applyFieldErrors(form.setError, e);
      toast.error(errorText(e));
    }
  });

  return (
    <Card title={t('businessSettings.onlineBooking.title')}>
      <p>{t('businessSettings.onlineBooking.description')}</p>
      {settings.isLoading ? (
        <Spinner />
      ) : (
        <Form onSubmit={onSubmit} aria-label={t('businessSettings.onlineBooking.title')}>
          <FormGrid columns={2}>
            <FormTextField
              control={control}
              name="maxUnconfirmedOnlinePerDay"
              inputMode="numeric"
              isRequired
              label={t('fields.maxUnconfirmedOnlinePerDay')}
              description={t('businessSettings.onlineBooking.capHint')}
            />
            <FormTextField
              control={control}
              name="unconfirmedHoldMinutes"
              inputMode="numeric"
              label={t('fields.unconfirmedHoldMinutes')}
              description={t('businessSettings.onlineBooking.holdHint')}
            />
            <FormTextField
              control={control}
              name="patientRescheduleCutoffHours"
              inputMode="numeric"
              label={t('fields.patientRescheduleCutoffHours')}
              description={t('businessSettings.onlineBooking.rescheduleCutoffHint')}
            />
          </FormGrid>
          <FormActions>
            <Button type="submit" isPending={form.formState.isSubmitting}>
              {t('businessSettings.onlineBooking.save')}
            </Button>
          </FormActions>
        </Form>
      )}
    </Card>
  );
}
