import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import {
  ONBOARDING_STEPS,
  canGoNext,
  nextSubmits,
  onboardingBusinessSchema,
  onboardingPersonalSchema,
  onboardingRequestSchema,
  showsBack,
  showsNext,
  type OnboardingStep,
} from '@praktik/domain/onboarding/onboarding.schema';
import { Button } from '@praktik/ui/Button';
import { Heading } from '@praktik/ui/Heading';
import { Text } from '@praktik/ui/Text';
import { Stepper } from '@praktik/ui/Stepper';
import { FormGrid } from '@praktik/ui/Form';
import { toast } from '@praktik/ui/Toast';
import { AuthLayout } from '../../app/AuthLayout';
import { ClinicFields } from '../../app/fields/ClinicFields';
import { OwnPersonFields } from '../../app/fields/PersonFields';
import { useErrorText } from '../../app/use-error-text';
import { useLogout } from '../../app/use-logout';
import { refreshSession } from '../../api/fetcher';
import { completeOnboarding } from '../../api/onboarding';
import { useAccount } from '../../api/account';
import { keys } from '../../api/keys';
import { setOnboardingCompleted } from '../../session/session';
import * as css from '../../app/layout.css';
import { registerPageTexts } from '../../intl/page-texts';
import onboardingTexts from './onboarding.page-texts.json';

registerPageTexts(onboardingTexts);

/** Spec 1 §2.5: welcome, personal details, business details, all done. */
export default function OnboardingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const errorText = useErrorText();
  const logout = useLogout();
  const [step, setStep] = useState<OnboardingStep>(0);
  const [submitting, setSubmitting] = useState(false);
  const account = useAccount();

  // Finished in another tab, or reloaded after the server already took the wizard.
  useEffect(() => {
    if (account.data?.onboardingCompleted === true && step !== 3) setOnboardingCompleted(true);
  }, [account.data?.onboardingCompleted, step]);

  const personal = useForm({
    resolver: zodResolver(onboardingPersonalSchema),
    defaultValues: { phoneNumber: '', dateOfBirth: '', address: '' },
    mode: 'onTouched',
  });
  const business = useForm({
    resolver: zodResolver(onboardingBusinessSchema),
    defaultValues: { businessName: '', businessTypeId: '', serviceIds: [], businessAddress: '' },
    mode: 'onTouched',
  });
  const personalValues = useWatch({ control: personal.control });
  const businessValues = useWatch({ control: business.control });
  const canNext = canGoNext(step, { ...personalValues, ...businessValues });

  const steps = useMemo(
    () => ONBOARDING_STEPS.map((id) => ({ id, label: t(`onboarding.steps.${id}`) })),
    [t],
  );

  const submit = business.handleSubmit(async (businessPart) => {
    const payload = onboardingRequestSchema.safeParse({ ...personal.getValues(), ...businessPart });
    if (!payload.success) {
      // The address is only checked here (spec 1 §5): send the user back to it.
      setStep(1);
      void personal.trigger();
      return;
    }
    setSubmitting(true);
    try {
      const { status } = await completeOnboarding(payload.data);
      if (status !== 200 && status !== 201) {
        toast.error(t('common.error.generic'));
        return;
      }
      // The new token carries the owner role and the clinic; the old one had neither.
      await refreshSession();
      setStep(3);
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setSubmitting(false);
    }
  });

  const next = () => {
    if (nextSubmits(step)) {
      void submit();
    } else if (step === 1) {
      void personal.handleSubmit(() => setStep(2))();
    } else {
      setStep((s) => Math.min(s + 1, 3) as OnboardingStep);
    }
  };

  const finish = async () => {
    setOnboardingCompleted(true);
    await mutate(keys.account());
    // Spec 1 §2.5: Finish leaves the wizard for the active-visit page.
    void navigate('/dashboard/active-visit', { replace: true });
  };

  return (
    <AuthLayout
      wide
      title={t('onboarding.wizard.title')}
      footer={
        <div className={css.row}>
          <div>
            {showsBack(step) ? (
              <Button variant="secondary" onPress={() => setStep((s) => (s - 1) as OnboardingStep)}>
                {t('onboarding.wizard.back')}
              </Button>
            ) : step === 0 ? (
              <Button variant="ghost" onPress={() => void logout()}>
                {t('common.userMenu.logout')}
              </Button>
            ) : null}
          </div>
          {showsNext(step) ? (
            <Button onPress={next} isDisabled={!canNext} isPending={submitting}>
              {nextSubmits(step) ? t('onboarding.wizard.submit') : t('onboarding.wizard.next')}
            </Button>
          ) : (
            <Button onPress={() => void finish()}>{t('onboarding.wizard.finish')}</Button>
          )}
        </div>
      }
    >
      <Stepper steps={steps} currentIndex={step} />

      {step === 0 ? (
        <div className={css.stack}>
          <Heading level={2} size="md">
            {t('onboarding.welcome.title', { name: account.data?.firstName ?? '' })}
          </Heading>
          <Text>{t('onboarding.welcome.text')}</Text>
          <Text variant="muted">{t('onboarding.welcome.hint')}</Text>
        </div>
      ) : null}

      {step === 1 ? (
        <form
          aria-label={t('onboarding.steps.personal')}
          onSubmit={(e) => {
            e.preventDefault();
            if (canNext) next();
          }}
        >
          <FormGrid columns={2}>
            <OwnPersonFields control={personal.control} />
          </FormGrid>
        </form>
      ) : null}

      {step === 2 ? (
        <form
          aria-label={t('onboarding.steps.business')}
          onSubmit={(e) => {
            e.preventDefault();
            if (canNext) next();
          }}
        >
          <FormGrid columns={2}>
            <ClinicFields
              control={business.control}
              names={{ name: 'businessName', address: 'businessAddress' }}
              typePlaceholder={t('onboarding.business.typePlaceholder')}
            />
          </FormGrid>
        </form>
      ) : null}

      {step === 3 ? (
        <div className={css.stack}>
          <Heading level={2} size="md">
            {t('onboarding.done.title')}
          </Heading>
          <Text>{t('onboarding.done.text')}</Text>
        </div>
      ) : null}
    </AuthLayout>
  );
}
