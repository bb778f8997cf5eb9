import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@praktik/ui/Button';
import { Heading } from '@praktik/ui/Heading';
import { Icon, type IconName } from '@praktik/ui/Icon';
import { Spinner } from '@praktik/ui/Spinner';
import { Text } from '@praktik/ui/Text';
import { useErrorText } from '../../app/use-error-text';
import { usePublicClinics, usePublicServices } from '../../api/public-booking';
import { useSession } from '../../session/session';
import { BookingLayout } from './BookingLayout';
import type { ChoiceStep } from './ClinicChoiceDialogs';
import { ClinicLogo } from './ClinicLogo';
import { reservePath } from './booking-links';
import * as css from './booking.css';
import { registerPageTexts } from '../../intl/page-texts';
import bookingTexts from './booking.page-texts.json';

registerPageTexts(bookingTexts);

// The two modals (react-aria's overlay code) load on the first "Pesan Sekarang", not with the page.
const ClinicChoiceDialogs = lazy(() =>
  import('./ClinicChoiceDialogs').then((module) => ({ default: module.ClinicChoiceDialogs })),
);

/** Spec 1 §2.4: "at most 3 clinics" on the page. */
const FEATURED_CLINICS = 3;

const ADVANTAGES: { id: string; icon: IconName }[] = [
  { id: 'realtime', icon: 'calendar' },
  { id: 'email', icon: 'bell' },
  { id: 'free', icon: 'check' },
];

/**
 * "Pesan Sekarang" is a real link to `/pasien?pesan=layanan`: tapped before the app has started
 * (a slow phone), the browser opens that address and the app, once started, opens Pilih Layanan
 * from it; tapped after, the router goes there and Back closes the choice.
 */
const CHOOSING = { param: 'pesan', value: 'layanan' } as const;
const CHOOSING_PATH = `/pasien?${CHOOSING.param}=${CHOOSING.value}`;

/**
 * The patient page `/pasien` (spec 1 §2.4): hero, advantages, the services and at most three
 * clinics; "Pesan Sekarang" (for visitors only, as the spec has it) opens Pilih Layanan, then
 * Pilih Klinik, then the reservation page for that service and clinic.
 */
export default function PatientPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const loggedIn = !!useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const isChoosing = params.get(CHOOSING.param) === CHOOSING.value;
  // The clinic step, once a service is chosen; the service step is the address's.
  const [clinicStep, setClinicStep] = useState<ChoiceStep>({ kind: 'closed' });
  const step: ChoiceStep = !isChoosing
    ? { kind: 'closed' }
    : clinicStep.kind === 'clinic'
      ? clinicStep
      : { kind: 'service' };
  const changeStep = (next: ChoiceStep) => {
    setClinicStep(next);
    if (next.kind !== 'closed') return;
    // Closing goes back to the page it was opened on; an address opened as it is has none.
    if (location.key === 'default') void navigate('/pasien', { replace: true });
    else void navigate(-1);
  };
  const services = usePublicServices();
  const clinics = usePublicClinics(0, FEATURED_CLINICS);

  return (
    <BookingLayout>
      <section className={css.hero} aria-labelledby="patient-title">
        <p className={css.eyebrow}>{t('booking.patient.eyebrow')}</p>
        <h1 id="patient-title" className={css.heroTitle}>
          {t('booking.patient.title')}
        </h1>
        <p className={css.lead}>{t('booking.patient.lead')}</p>
        {loggedIn ? null : <Button href={CHOOSING_PATH}>{t('booking.patient.bookNow')}</Button>}
      </section>

      <section className={css.section} aria-labelledby="advantages-title">
        <Heading level={2} id="advantages-title">
          {t('booking.patient.advantagesTitle')}
        </Heading>
        <ul className={css.cards}>
          {ADVANTAGES.map((advantage) => (
            <li key={advantage.id} className={css.card}>
              <span className={css.iconBadge} aria-hidden="true">
                <Icon name={advantage.icon} size={22} />
              </span>
              <div className={css.cardBody}>
                <Text variant="strong">
                  {t(`booking.patient.advantages.${advantage.id}.title`)}
                </Text>
                <Text variant="small">{t(`booking.patient.advantages.${advantage.id}.text`)}</Text>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className={css.section} aria-labelledby="services-title">
        <Heading level={2} id="services-title">
          {t('booking.patient.servicesTitle')}
        </Heading>
        {services.error ? (
          <Text variant="muted">{errorText(services.error)}</Text>
        ) : !services.data ? (
          <Spinner />
        ) : services.data.length === 0 ? (
          <Text variant="muted">{t('booking.patient.noServices')}</Text>
        ) : (
          <ul className={css.pills}>
            {services.data.map((service) => (
              <li key={service.id} className={css.pill}>
                {service.name}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={css.section} aria-labelledby="clinics-title">
        <Heading level={2} id="clinics-title">
          {t('booking.patient.clinicsTitle')}
        </Heading>
        {clinics.error ? (
          <Text variant="muted">{errorText(clinics.error)}</Text>
        ) : !clinics.data ? (
          <Spinner />
        ) : clinics.data.clinics.length === 0 ? (
          <Text variant="muted">{t('booking.patient.noClinics')}</Text>
        ) : (
          <ul className={css.cards}>
            {clinics.data.clinics.slice(0, FEATURED_CLINICS).map((clinic) => (
              <li key={clinic.id} className={css.card}>
                <ClinicLogo clinic={clinic} />
                <div className={css.cardBody}>
                  <Heading level={3} size="sm">
                    {clinic.name}
                  </Heading>
                  {clinic.address ? <Text variant="small">{clinic.address}</Text> : null}
                  {clinic.services.length > 0 ? (
                    <Text variant="small">{clinic.services.map((s) => s.name).join(', ')}</Text>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      {step.kind === 'closed' ? null : (
        <Suspense fallback={null}>
          <ClinicChoiceDialogs
            step={step}
            onStepChange={changeStep}
            onChosen={(service, clinic) =>
              void navigate(reservePath({ serviceId: service.id, clinicId: clinic.id }))
            }
          />
        </Suspense>
      )}
    </BookingLayout>
  );
}
