import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clinicClock } from '@praktik/domain/slots/time-of-day';
import { Alert } from '@praktik/ui/Alert';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { EmptyState } from '@praktik/ui/EmptyState';
import { RadioGroup } from '@praktik/ui/RadioGroup';
import { Spinner } from '@praktik/ui/Spinner';
import { Stepper } from '@praktik/ui/Stepper';
import { Text } from '@praktik/ui/Text';
import { useErrorText } from '../../app/use-error-text';
import { useFieldError } from '../../app/use-field-error';
import {
  usePublicClinic,
  useRefreshPublicSlots,
  type ClinicDetail,
} from '../../api/public-booking';
import { isLocale, DEFAULT_LOCALE, type Locale } from '../../intl/locale';
import { BookingLayout } from './BookingLayout';
import type { PatientStep } from './BookingPatientSteps';
import { BookingSchedule } from './BookingSchedule';
import { ClinicLogo } from './ClinicLogo';
import { BOOKING_PATHS, reservePath, reserveTargetOf, type ReserveTarget } from './booking-links';
import { useBookingSchedule, type ScheduleErrors } from './use-booking-schedule';
import * as css from './booking.css';
import { registerPageTexts } from '../../intl/page-texts';
import bookingTexts from './booking.page-texts.json';

registerPageTexts(bookingTexts);

const STEPS = ['schedule', 'details', 'confirm'] as const;
type Step = (typeof STEPS)[number];

/**
 * `/reservation-pasien?serviceId=&clinicId=` (spec 1 §2.4): the clinic, then three steps: the
 * doctor, a day of the week header and the slots; the patient's details; the summary, whose "Pesan"
 * books in the page's language and opens the success page.
 */
export default function ReservationPatientPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const target = reserveTargetOf(params);
  const clinic = usePublicClinic(target?.clinicId ?? null);
  // SWR hands its data over as a synchronous update, which React renders in one go: the wizard
  // drawn from it was one task of ~0.7 s on a phone's CPU (a trace at 4x slowdown, blocking
  // input). Deferred, it is drawn in slices that let input and frames in between.
  const clinicData = useDeferredValue(clinic.data);
  const errorText = useErrorText();

  let body;
  if (!target) {
    body = (
      <EmptyState
        icon="warning"
        titleLevel={1}
        titleAutoFocus
        title={t('booking.reserve.title')}
        text={t('booking.reserve.missing')}
        action={<Button href={BOOKING_PATHS.patient}>{t('booking.reserve.toPatientPage')}</Button>}
      />
    );
  } else if (clinic.error) {
    body = (
      <EmptyState
        icon="warning"
        titleLevel={1}
        titleAutoFocus
        title={t('booking.reserve.title')}
        text={errorText(clinic.error)}
        action={<Button href={BOOKING_PATHS.patient}>{t('booking.reserve.toPatientPage')}</Button>}
      />
    );
  } else if (!clinicData) {
    body = <ClinicLoading />;
  } else if (!clinicData.services.some((service) => service.id === target.serviceId)) {
    body = <ServiceNotOffered clinicId={target.clinicId} clinic={clinicData} />;
  } else {
    body = <ReservationWizard target={target} clinic={clinicData} />;
  }
  return <BookingLayout isNarrow>{body}</BookingLayout>;
}

function ClinicHeader({
  clinic,
  serviceName,
}: {
  clinic: ClinicDetail;
  serviceName: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className={css.card}>
      <ClinicLogo clinic={clinic} />
      <div className={css.cardBody}>
        <h1 className={css.mailTitle}>{clinic.name}</h1>
        {clinic.address ? <Text variant="small">{clinic.address}</Text> : null}
        {serviceName ? (
          <Text variant="small">
            {t('booking.reserve.service')}: {serviceName}
          </Text>
        ) : null}
      </div>
    </div>
  );
}

/**
 * What a shared link shows until its clinic arrives: the build renders it ahead for every link
 * (app/prerendered-pages.ts), so a slow phone paints it before the app's JavaScript has come.
 */
function ClinicLoading() {
  const { t } = useTranslation();
  return (
    <div className={css.stack}>
      <div className={css.card}>
        <div className={css.cardBody}>
          <h1 className={css.mailTitle}>{t('booking.reserve.title')}</h1>
          <Text variant="small">{t('booking.reserve.loadingClinic')}</Text>
        </div>
      </div>
      <Spinner />
    </div>
  );
}

/**
 * A link whose service the clinic does not offer (an old or mistyped link): said at once, before
 * any step is filled, with the clinic's services to book instead.
 */
function ServiceNotOffered({ clinicId, clinic }: { clinicId: string; clinic: ClinicDetail }) {
  const { t } = useTranslation();
  return (
    <div className={css.stack}>
      <ClinicHeader clinic={clinic} serviceName={null} />
      <EmptyState
        icon="warning"
        titleLevel={2}
        titleAutoFocus
        title={t('booking.reserve.serviceNotOffered')}
        text={
          clinic.services.length > 0
            ? t('booking.reserve.chooseOtherService', { clinic: clinic.name })
            : t('booking.reserve.noServices')
        }
        action={
          clinic.services.length > 0 ? (
            <ul className={css.serviceChoices} aria-label={t('booking.reserve.otherServices')}>
              {clinic.services.map((service) => (
                <li key={service.id}>
                  <Button
                    variant="secondary"
                    href={reservePath({ serviceId: service.id, clinicId })}
                  >
                    {service.name}
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <Button href={BOOKING_PATHS.patient}>{t('booking.reserve.toPatientPage')}</Button>
          )
        }
      />
    </div>
  );
}

/**
 * The patient's details and the summary, with react-hook-form and the date of birth's calendar:
 * loaded from "Lanjut" on the schedule, beside the schedule's check, not with the schedule a
 * patient on a phone sees first (docs/performance.md, "Public pages").
 */
const loadPatientSteps = () => import('./BookingPatientSteps');
const BookingPatientSteps = lazy(loadPatientSteps);

function ReservationWizard({ target, clinic }: { target: ReserveTarget; clinic: ClinicDetail }) {
  const { t, i18n } = useTranslation();
  const fieldError = useFieldError();
  const refreshSlots = useRefreshPublicSlots();
  const locale: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
  const [today] = useState(() => clinicClock(new Date()).date);
  const [step, setStep] = useState<Step>('schedule');
  // Once the patient has reached their details, that step stays mounted (what they typed is kept).
  const [patientStepsStarted, setPatientStepsStarted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const serviceName = clinic.services.find((s) => s.id === target.serviceId)?.name ?? null;
  const firstDoctor = clinic.practitioners.length === 1 ? clinic.practitioners[0]!.id : '';
  const schedule = useBookingSchedule({ doctorId: firstDoctor, dateVisit: today, timeVisit: [] });
  const { doctorId, dateVisit, timeVisit } = schedule.choice;

  function show(next: Step) {
    setFailure(null);
    // The new step's heading takes the focus (its Card's titleAutoFocus) and scrolls it in view.
    setStep(next);
    window.scrollTo(0, 0);
  }

  async function toDetails() {
    void loadPatientSteps();
    if (!(await schedule.confirm())) return;
    setPatientStepsStarted(true);
    show('details');
  }

  function onScheduleRefused(errors: ScheduleErrors, taken: boolean) {
    if (taken) {
      schedule.set({ timeVisit: [] });
      void refreshSlots();
    }
    schedule.showServerErrors(errors);
    setStep('schedule');
  }

  const doctorItems = clinic.practitioners.map((p) => ({ id: p.id, label: p.name }));
  const doctorError = fieldError({ message: schedule.errors.doctorId });

  return (
    <div className={css.stack}>
      <ClinicHeader clinic={clinic} serviceName={serviceName} />
      <Stepper
        aria-label={t('booking.reserve.title')}
        steps={STEPS.map((id) => ({ id, label: t(`booking.reserve.steps.${id}`) }))}
        currentIndex={STEPS.indexOf(step)}
      />
      {failure ? (
        <Alert tone="danger" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      {step === 'schedule' ? (
        <Card title={t(`booking.reserve.steps.schedule`)} titleLevel={2} titleAutoFocus>
          {doctorItems.length === 0 ? (
            <EmptyState icon="calendar" text={t('booking.reserve.noDoctors')} />
          ) : (
            <div className={css.stack}>
              <RadioGroup
                label={t('booking.reserve.doctor')}
                items={doctorItems}
                value={doctorId ? doctorId : null}
                onChange={(key) => {
                  schedule.set({ timeVisit: [] });
                  schedule.choose('doctorId', key);
                }}
                isRequired
                isInvalid={!!doctorError}
                errorMessage={doctorError}
              />
              <BookingSchedule
                clinicId={target.clinicId}
                doctorId={doctorId || null}
                today={today}
                date={dateVisit}
                onDateChange={(date) => schedule.set({ dateVisit: date, timeVisit: [] })}
                selected={timeVisit}
                onSelectedChange={(selected) => schedule.choose('timeVisit', [...selected])}
                errorMessage={fieldError({ message: schedule.errors.timeVisit })}
              />
              <div className={css.row}>
                <span />
                <Button onPress={() => void toDetails()}>{t('booking.reserve.next')}</Button>
              </div>
            </div>
          )}
        </Card>
      ) : null}
      {patientStepsStarted ? (
        <Suspense fallback={step === 'schedule' ? null : <Spinner />}>
          <BookingPatientSteps
            step={step === 'schedule' ? null : step}
            onStep={(next: PatientStep | 'schedule') => show(next)}
            target={target}
            clinic={clinic}
            schedule={schedule.choice}
            today={today}
            locale={locale}
            onFailure={setFailure}
            onScheduleRefused={onScheduleRefused}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
