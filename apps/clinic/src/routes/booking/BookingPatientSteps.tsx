import { useNavigate } from 'react-router';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  publicBookingSchema,
  type PublicBooking,
  type PublicBookingForm,
} from '@praktik/domain/reservations/public-booking.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { bookingMailTexts } from '@praktik/domain/reservations/booking-mail.texts';
import { selectionSpan } from '@praktik/domain/slots/slot-selection';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { Form, FormGrid } from '@praktik/ui/Form';
import { FormDatePicker } from '../../app/fields/FormDatePicker';
import { FormRadioGroup } from '../../app/fields/FormRadioGroup';
import { FormSelect } from '../../app/fields/FormSelect';
import { FormTextField } from '../../app/fields/FormTextField';
import { useGenderItems, useIdentificationTypeItems } from '../../app/fields/person-choice-items';
import { useErrorText } from '../../app/use-error-text';
import { isApiError } from '../../api/error';
import { useBookPublicReservation, type ClinicDetail } from '../../api/public-booking';
import type { Locale } from '../../intl/locale';
import { clockText, visitDateText } from './booking-format';
import { successPath, type ReserveTarget } from './booking-links';
import * as css from './booking.css';
import {
  isScheduleField,
  type ScheduleChoice,
  type ScheduleErrors,
  type ScheduleField,
} from './use-booking-schedule';
import { registerPageTexts } from '../../intl/page-texts';

// The mail's words come with the pages that show a mail, not with every first load.
registerPageTexts(bookingMailTexts);

/** The patient's details: the fields the details step checks before "Lanjut" goes on. */
type DetailsForm = Omit<PublicBookingForm, ScheduleField>;

const DETAILS_FIELDS: FieldPath<DetailsForm>[] = [
  'name',
  'email',
  'phoneNumber',
  'dateOfBirth',
  'gender',
  'identificationType',
  'identificationNumber',
];

/*
 * The booking's rules (its zod schema) come with this module: the schedule step's own check has
 * loaded them already (use-booking-schedule.ts), before this step is reached.
 */
const bookingResolver = zodResolver(publicBookingSchema);

export type PatientStep = 'details' | 'confirm';

export interface BookingPatientStepsProps {
  /** The step shown; null while the patient is back on the schedule (what they typed is kept). */
  step: PatientStep | null;
  /** Shows another step (the page takes the message over the steps away). */
  onStep: (step: PatientStep | 'schedule') => void;
  target: ReserveTarget;
  clinic: ClinicDetail;
  /** The schedule step's choice, checked before this step was reached. */
  schedule: ScheduleChoice;
  today: string;
  locale: Locale;
  /** A message over the steps (a refused booking), or null to take it away. */
  onFailure: (message: string | null) => void;
  /**
   * The slots were taken meanwhile (409), or the server refused a choice of the schedule's: the
   * page goes back to the schedule with what it said.
   */
  onScheduleRefused: (errors: ScheduleErrors, taken: boolean) => void;
}

/**
 * The booking's second and third steps (spec 1 §2.4): who is coming, then the summary, whose
 * "Pesan" books in the page's language and opens the success page. Loaded once the schedule is
 * chosen, with react-hook-form and the date of birth's calendar, and kept mounted from then on:
 * what the patient typed survives a step back to the schedule.
 */
export default function BookingPatientSteps({
  step,
  onStep,
  target,
  clinic,
  schedule,
  today,
  locale,
  onFailure,
  onScheduleRefused,
}: BookingPatientStepsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const book = useBookPublicReservation();
  const errorText = useErrorText();
  // The schedule is the page's: the rules see it beside the details at each check (useForm takes
  // this render's resolver).
  const resolver: Resolver<DetailsForm, unknown, PublicBooking> = (values, context, options) =>
    bookingResolver(
      { ...values, ...schedule },
      context,
      options as unknown as Parameters<typeof bookingResolver>[2],
    ) as unknown as ReturnType<Resolver<DetailsForm, unknown, PublicBooking>>;
  const form = useForm<DetailsForm, unknown, PublicBooking>({
    resolver,
    defaultValues: {
      serviceId: target.serviceId,
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
  const values = useWatch({ control });
  const genderItems = useGenderItems();
  const identificationItems = useIdentificationTypeItems();

  async function goTo(next: PatientStep | 'schedule') {
    if (step === 'details' && next === 'confirm') {
      if (!(await form.trigger(DETAILS_FIELDS, { shouldFocus: true }))) return;
    }
    onStep(next);
  }

  const onSubmit = form.handleSubmit(async (booking) => {
    onFailure(null);
    try {
      const booked = await book(target.clinicId, { ...booking, locale });
      void navigate(successPath({ id: booked.id, token: booked.token }));
    } catch (e) {
      onFailure(errorText(e));
      if (!isApiError(e)) return;
      // The server's field errors (already in the user's language) under their fields; a
      // schedule's choice is shown on the schedule.
      const refusedChoices: ScheduleErrors = {};
      for (const { field, message } of e.fieldErrors) {
        if (isScheduleField(field)) refusedChoices[field] = message;
        else form.setError(field as FieldPath<DetailsForm>, { type: 'server', message });
      }
      // Taken meanwhile (409): the picker shows the day as it is now, without the lost slot.
      const taken = e.status === 409;
      if (taken || Object.keys(refusedChoices).length > 0) onScheduleRefused(refusedChoices, taken);
    }
  });

  if (step === null) return null;
  const doctorName = clinic.practitioners.find((p) => p.id === schedule.doctorId)?.name ?? '';
  const serviceName = clinic.services.find((s) => s.id === target.serviceId)?.name ?? null;
  const span = selectionSpan(schedule.timeVisit);

  return (
    <Form onSubmit={onSubmit} aria-label={t('booking.reserve.title')}>
      {step === 'details' ? (
        // A key each: a step's card is mounted anew, and its heading takes the focus.
        <Card key="details" title={t('booking.reserve.detailsTitle')} titleLevel={2} titleAutoFocus>
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
              <FormDatePicker
                control={control}
                name="dateOfBirth"
                label={t('fields.dateOfBirth')}
                maxValue={today}
                isRequired
              />
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
      ) : (
        <Card key="confirm" title={t('booking.reserve.confirmTitle')} titleLevel={2} titleAutoFocus>
          <div className={css.stack}>
            <dl className={css.details}>
              {(
                [
                  [t('bookingMail.service'), serviceName ?? '-'],
                  [t('booking.reserve.doctor'), doctorName],
                  [
                    t('booking.reserve.when'),
                    span
                      ? `${visitDateText(schedule.dateVisit, locale)}, ${t(
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
      )}
    </Form>
  );
}
