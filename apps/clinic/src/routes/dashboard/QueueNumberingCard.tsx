import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import {
  QUEUE_NUMBERINGS,
  queueNumberingSettingsSchema,
  type QueueNumbering,
} from '@praktik/domain/clinic/queue-numbering.schema';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { Form, FormActions } from '@praktik/ui/Form';
import { RadioGroup } from '@praktik/ui/RadioGroup';
import { Spinner } from '@praktik/ui/Spinner';
import { toast } from '@praktik/ui/Toast';
import { useErrorText } from '../../app/use-error-text';
import { saveQueueNumbering, useQueueNumbering } from '../../api/business';
import { keys } from '../../api/keys';
import { registerPageTexts } from '../../intl/page-texts';
import settingsTexts from './business-settings.page-texts.json';

registerPageTexts(settingsTexts);

/**
 * The owner's choice of queue numbers: each practitioner's own from No. 1, or one clinic run
 * (docs/decisions/0058-queue-numbers-per-practitioner.md). Its own save, apart from the profile's.
 */
export function QueueNumberingCard() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const errorText = useErrorText();
  const settings = useQueueNumbering();
  // What the owner picked, until saved; the clinic's setting before that.
  const [picked, setPicked] = useState<QueueNumbering | null>(null);
  const chosen = picked ?? settings.data?.queueNumbering ?? null;
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = queueNumberingSettingsSchema.safeParse({ queueNumbering: chosen });
    if (!parsed.success) return;
    setSaving(true);
    try {
      const saved = await saveQueueNumbering(parsed.data);
      await mutate(keys.queueNumbering(), saved, { revalidate: false });
      setPicked(null);
      toast.success(t('businessSettings.queueNumbering.saved'));
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('businessSettings.queueNumbering.title')}>
      {settings.isLoading ? (
        <Spinner />
      ) : (
        <Form onSubmit={onSubmit} aria-label={t('businessSettings.queueNumbering.title')}>
          <RadioGroup
            label={t('fields.queueNumbering')}
            description={t('businessSettings.queueNumbering.description')}
            items={QUEUE_NUMBERINGS.map((id) => ({
              id,
              label: t(`businessSettings.queueNumbering.options.${id}`),
            }))}
            value={chosen}
            onChange={(value) => setPicked(value as QueueNumbering)}
          />
          <FormActions>
            <Button type="submit" isPending={saving}>
              {t('businessSettings.queueNumbering.save')}
            </Button>
          </FormActions>
        </Form>
      )}
    </Card>
  );
}
