import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type {
  PublicBooking,
  PublicBookingForm,
} from '@praktik/domain/reservations/public-booking.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { selectionSpan } from '@praktik/domain/slots/slot-selection';
import { clinicClock } from '@praktik/domain/slots/time-of-day';
import { Alert } from '@praktik/ui/Alert';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { EmptyState } from '@praktik/ui/EmptyState';
import { Form, FormGrid } from '@praktik/ui/Form';
import { Spinner } from '@praktik/ui/Spinner';
import { Stepper } from '@praktik/ui/Stepper';
import { Text } from '@praktik/ui/Text';
import type { FormDatePicker as FormDatePickerComponent } from '../../app/fields/FormDatePicker';
import { FormRadioGroup } from '../../app/fields/FormRadioGroup';
import { FormSelect } from '../../app/fields/FormSelect';
import { FormTextField } from '../../app/fields/FormTextField';
import { useGenderItems, useIdentificationTypeItems } from '../../app/fields/person-choice-items';
import { applyFieldErrors } from '../../app/field-errors';
import { lazyResolver } from '../../app/lazy-resolver';
import { useErrorText } from '../../app/use-error-text';
import { useFieldError } from '../../app/use-field-error';
import { isApiError } from '../../api/error';
import {
  useBookPublicReservation,
  usePublicClinic,
  useRefreshPublicSlots,
  type ClinicDetail,
} from '../../api/public-booking';
import { isLocale, DEFAULT_LOCALE, type Locale } from '../../intl/locale';
import { BookingLayout } from './BookingLayout';
import { BookingSchedule } from './BookingSchedule';
import { ClinicLogo } from './ClinicLogo';
import { clockText, visitDateText } from './booking-format';
import {
  BOOKING_PATHS,
  reservePath,
  reserveTargetOf,
  successPath,
  type ReserveTarget,
} from './booking-links';
import * as css from './booking.css';
import { registerPageTexts } from '../../intl/page-texts';
import bookingTexts from './booking.page-texts.json';

registerPageTexts(bookingTexts);

const STEPS = ['schedule', 'details', 'confirm'] as const;
type Step = (typeof STEPS)[number];

/** The fields each step answers for: "Lanjut" checks these before moving on. */
const STEP_FIELDS: Record<Exclude<Step, 'confirm'>, FieldPath<PublicBookingForm>[]> = {
  schedule: ['doctorId', 'dateVisit', 'timeVisit'],
  details: [
    'name',
    'email',
    'phoneNumber',
    'dateOfBirth',
    'gender',
    'identificationType',
    'identificationNumber',
  ],
};

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
 * The booking's rules (its zod schema, about 30 KB on the wire) load on the form's first check: a
 * slot chosen or "Lanjut", not with the schedule a patient sees first. The resolver itself stays
 * static: it carries no zod, and importing it lazily would reach React from a chunk of its own,
 * splitting React out of the chunk /login shares (its budget is 150 KB).
 */
const bookingResolver = lazyResolver<PublicBookingForm, PublicBooking>(async () => {
  const { publicBookingSchema } =
    await import('@praktik/domain/reservations/public-booking.schema');
  return zodResolver(publicBookingSchema);
});

/**
 * The date of birth's picker (a calendar, 36 KB on the wire) loads with the details step, not with
 * the schedule a patient sees first (docs/performance.md, "Public pages").
 */
const FormDatePicker = lazy(() =>
  import('../../app/fields/FormDatePicker').then((module) => ({ default: module.FormDatePicker })),
) as unknown as typeof FormDatePickerComponent;

function ReservationWizard({ target, clinic }: { target: ReserveTarget; clinic: ClinicDetail }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const book = useBookPublicReservation();
  const errorText = useErrorText();
  const fieldError = useFieldError();
  const refreshSlots = useRefreshPublicSlots();
  const locale: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
  const [today] = useState(() => clinicClock(new Date()).date);
  const [step, setStep] = useState<Step>('schedule');
  const [failure, setFailure] = useState<string | null>(null);
  const serviceName = clinic.services.find((s) => s.id === target.serviceId)?.name ?? null;
  const firstDoctor = clinic.practitioners.length === 1 ? clinic.practitioners[0]!.id : '';

  const form = useForm<PublicBookingForm, unknown, PublicBooking>({
    resolver: bookingResolver,
    defaultValues: {
      serviceId: target.serviceId,
      doctorId: firstDoctor,
      dateVisit: today,
      timeVisit: [],
      name: '',
      email: '',
      phoneNumber: '',
      dateOfBirth: '',
      gender: undefined,
      identificationType: 'KTP',
      identificationNumber: '',
      locale,
    },
    mode: 'onTouched',
  });
  const control = form.control;
  const [doctorId, dateVisit, timeVisit] = useWatch({
    control,
    name: ['doctorId', 'dateVisit', 'timeVisit'],
  });
  const values = useWatch({ control });

  async function goTo(next: Step) {
    if (step !== 'confirm' && STEPS.indexOf(next) > STEPS.indexOf(step)) {
      if (!(await form.trigger(STEP_FIELDS[step], { shouldFocus: true }))) return;
    }
    setFailure(null);
    // The new step's heading takes the focus (its Card's titleAutoFocus) and scrolls it in view.
    setStep(next);
    window.scrollTo(0, 0);
  }

  const onSubmit = form.handleSubmit(async (booking) => {
    setFailure(null);
    try {
      const booked = await book(target.clinicId, { ...booking, locale });
      void navigate(successPath({ id: booked.id, token: booked.token }));
    } catch (e) {
      applyFieldErrors(form.setError, e);
      setFailure(errorText(e));
      // Taken meanwhile (409): the picker shows the day as it is now, without the lost slot.
      if (isApiError(e) && e.status === 409) {
        form.setValue('timeVisit', []);
        void refreshSlots();
        setStep('schedule');
      }
    }
  });

  const doctorItems = clinic.practitioners.map((p) => ({ id: p.id, label: p.name }));
  const doctorName = clinic.practitioners.find((p) => p.id === doctorId)?.name ?? '';
  const span = selectionSpan(timeVisit ?? []);
  const genderItems = useGenderItems();
  const identificationItems = useIdentificationTypeItems();

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
      <Form onSubmit={onSubmit} aria-label={t('booking.reserve.title')}>
        {step === 'schedule' ? (
          <Card title={t(`booking.reserve.steps.schedule`)} titleLevel={2} titleAutoFocus>
            {doctorItems.length === 0 ? (
              <EmptyState icon="calendar" text={t('booking.reserve.noDoctors')} />
            ) : (
              <div className={css.stack}>
                <FormSelect
                  control={control}
                  name="doctorId"
                  label={t('booking.reserve.doctor')}
                  items={doctorItems}
                  isRequired
                  onChosen={() => form.setValue('timeVisit', [])}
                />
                <Controller
                  control={control}
                  name="timeVisit"
                  render={({ field, fieldState }) => (
                    <BookingSchedule
                      clinicId={target.clinicId}
                      doctorId={doctorId || null}
                      today={today}
                      date={dateVisit ?? today}
                      onDateChange={(date) => {
                        form.setValue('dateVisit', date);
                        field.onChange([]);
                      }}
                      selected={field.value ?? []}
                      onSelectedChange={(selected) => {
                        field.onChange(selected);
                        field.onBlur();
                      }}
                      errorMessage={fieldError(fieldState.error)}
                    />
                  )}
                />
                <div className={css.row}>
                  <span />
                  <Button onPress={() => void goTo('details')}>{t('booking.reserve.next')}</Button>
                </div>
              </div>
            )}
          </Card>
        ) : null}
        {step === 'details' ? (
          <Card title={t('booking.reserve.detailsTitle')} titleLevel={2} titleAutoFocus>
            <div className={css.stack}>
              <FormGrid>
                <FormTextField
                  control={control}
                  name="name"
                  label={t('fields.name')}
                  autoComplete="name"
                  isRequired
                />
                <FormTextField
                  control={control}
                  name="email"
                  label={t('fields.email')}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  isRequired
                />
                <FormTextField
                  control={control}
                  name="phoneNumber"
                  label={t('fields.phoneNumber')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  isRequired
                />
                <Suspense fallback={<Spinner />}>
                  <FormDatePicker
                    control={control}
                    name="dateOfBirth"
                    label={t('fields.dateOfBirth')}
                    maxValue={today}
                    isRequired
                  />
                </Suspense>
                <FormRadioGroup
                  control={control}
                  name="gender"
                  label={t('fields.gender')}
                  items={genderItems}
                  orientation="horizontal"
                  isRequired
                />
                <FormSelect
                  control={control}
                  name="identificationType"
                  label={t('fields.identificationType')}
                  items={identificationItems}
                  isRequired
                />
                <FormTextField
                  control={control}
                  name="identificationNumber"
                  label={t('fields.identificationNumber')}
                  inputMode="numeric"
                  autoComplete="off"
                  description={t('booking.reserve.identificationOptional')}
                />
              </FormGrid>
              <div className={css.row}>
                <Button variant="secondary" onPress={() => void goTo('schedule')}>
                  {t('booking.reserve.back')}
                </Button>
                <Button onPress={() => void goTo('confirm')}>{t('booking.reserve.next')}</Button>
              </div>
            </div>
          </Card>
        ) : null}
        {step === 'confirm' ? (
          <Card title={t('booking.reserve.confirmTitle')} titleLevel={2} titleAutoFocus>
            <div className={css.stack}>
              <dl className={css.details}>
                {(
                  [
                    [t('bookingMail.service'), serviceName ?? '-'],
                    [t('booking.reserve.doctor'), doctorName],
                    [
                      t('booking.reserve.when'),
                      span
                        ? `${visitDateText(values.dateVisit ?? today, locale)}, ${t(
                            'bookingMail.timeRange',
                            { start: clockText(span.start), end: clockText(span.end) },
                          )}`
                        : '-',
                    ],
                    [t('booking.reserve.patient'), values.name ?? ''],
                    [t('fields.email'), values.email ?? ''],
                    [t('fields.phoneNumber'), values.phoneNumber ?? ''],
                  ] as const
                ).map(([term, value]) => (
                  <div key={term} className={css.detailRow}>
                    <dt className={css.term}>{term}</dt>
                    <dd className={css.value}>{value}</dd>
                  </div>
                ))}
              </dl>
              <div className={css.row}>
                <Button
                  variant="secondary"
                  onPress={() => void goTo('details')}
                  isDisabled={form.formState.isSubmitting}
                >
                  {t('booking.reserve.back')}
                </Button>
                <Button type="submit" isPending={form.formState.isSubmitting}>
                  {t('booking.reserve.submit')}
                </Button>
              </div>
            </div>
          </Card>
        ) : null}
      </Form>
    </div>
  );
}
