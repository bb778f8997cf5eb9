import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@praktik/domain/dates/long-date';
import { Alert } from '@praktik/ui/Alert';
import { Heading } from '@praktik/ui/Heading';
import { Spinner } from '@praktik/ui/Spinner';
import { StatusBadge } from '@praktik/ui/StatusBadge';
import { Text } from '@praktik/ui/Text';
import { useLocationOptions } from '../../api/locations';
import type { PatientView } from '../../api/patients';
import type { ReservationDetail } from '../../api/reservation-detail';
import { hourMinuteOf } from './reservation-detail-view';
import * as css from './reservation-detail.css';

function Entry({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className={css.term}>{term}</dt>
      <dd className={css.value}>{children}</dd>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css.section} aria-label={title}>
      <Heading level={3} size="sm">
        {title}
      </Heading>
      {children}
    </section>
  );
}

/**
 * What the detail shows, section by section: the reservation (with its actions), who booked it,
 * the patient, their active packages and the payment.
 */
export function ReservationDetailSections({
  reservation: r,
  patient,
  packages,
  payment,
  actions,
}: {
  reservation: ReservationDetail;
  patient: PatientView | null;
  /** The patient's active packages (none without a patient). */
  packages: ReactNode;
  /** The visit's payment, or the action that takes it. */
  payment: ReactNode;
  actions: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const locations = useLocationOptions();
  const dash = t('reservationDetail.dialog.empty');
  // Spec 2 shows dates as DD MMM YYYY ("26 Nov 2026"), the month in the reader's language.
  const longDate = (iso: string | null | undefined) =>
    formatLongDate(iso, i18n.language === 'en' ? 'en' : 'id') ?? dash;
  const locationName = r.location_id
    ? (locations.data?.find((l) => l.id === r.location_id)?.name ?? dash)
    : t('reservationDetail.dialog.noLocation');
  const gender = (value: string | null | undefined) => (value ? t(`genders.${value}`) : dash);
  return (
    <div className={css.sections}>
      <Section title={t('reservationDetail.sections.reservation')}>
        <dl className={css.details}>
          <Entry term={t('reservationDetail.fields.status')}>
            {r.transferred_to ? (
              t('reservationDetail.transfer.movedTo', { doctor: r.transferred_to.doctor_name })
            ) : (
              <StatusBadge status={r.status} />
            )}
          </Entry>
          <Entry term={t('reservationDetail.fields.date')}>{longDate(r.reservation_date)}</Entry>
          <Entry term={t('reservationDetail.fields.time')}>
            {`${hourMinuteOf(r.time_slots.availability_start)}–${hourMinuteOf(r.time_slots.availability_end)}`}
          </Entry>
          <Entry term={t('reservationDetail.fields.duration')}>
            {t('reservationDetail.fields.durationValue', { minutes: r.duration_visit })}
          </Entry>
          <Entry term={t('fields.doctor')}>{r.doctor_name}</Entry>
          <Entry term={t('fields.location')}>{locationName}</Entry>
          <Entry term={t('reservationDetail.fields.service')}>{r.service_name ?? dash}</Entry>
          <Entry term={t('reservationDetail.fields.sequence')}>{r.no_sequence ?? dash}</Entry>
          <Entry term={t('reservationDetail.fields.source')}>
            {t(`reservationDetail.sources.${r.source}`)}
          </Entry>
          {r.unconfirmed || r.expired ? (
            <Entry term={t('reservationDetail.fields.confirmation')}>
              {t(
                r.unconfirmed
                  ? 'reservationDetail.confirmation.unconfirmed'
                  : 'reservationDetail.confirmation.expired',
              )}
            </Entry>
          ) : null}
        </dl>
        {r.unconfirmed ? (
          <Alert tone="info" role="status">
            {t('reservationDetail.confirmation.unconfirmedHelp')}
          </Alert>
        ) : null}
        {r.transferred_to ? (
          <Alert tone="info" role="status">
            {t('reservationDetail.transfer.movedHelp', { doctor: r.transferred_to.doctor_name })}
          </Alert>
        ) : null}
        {r.no_show ? (
          <Alert tone="warning" role="status">
            {t('reservationDetail.dialog.noShow')}
          </Alert>
        ) : null}
        {actions}
      </Section>

      <Section title={t('reservationDetail.sections.booker')}>
        <dl className={css.details}>
          <Entry term={t('fields.name')}>{r.user_name ?? dash}</Entry>
          <Entry term={t('fields.email')}>{r.user_email ?? dash}</Entry>
          <Entry term={t('fields.phoneNumber')}>{r.user_phone_number ?? dash}</Entry>
          <Entry term={t('fields.dateOfBirth')}>{longDate(r.user_date_of_birth)}</Entry>
          <Entry term={t('fields.gender')}>{gender(r.user_gender)}</Entry>
          <Entry term={t('reservationDetail.fields.identity')}>
            {r.user_identity_number ?? dash}
          </Entry>
        </dl>
      </Section>

      <Section title={t('reservationDetail.sections.patient')}>
        {r.patient_id && patient ? (
          <dl className={css.details}>
            <Entry term={t('fields.name')}>{patient.name}</Entry>
            <Entry term={t('fields.medicalRecordNumber')}>
              {patient.medicalRecordNumber ?? dash}
            </Entry>
            <Entry term={t('fields.identificationNumber')}>
              {patient.identificationNumber ?? dash}
            </Entry>
            <Entry term={t('fields.phoneNumber')}>{patient.phoneNumber ?? dash}</Entry>
            <Entry term={t('fields.dateOfBirth')}>{longDate(patient.dateOfBirth)}</Entry>
            <Entry term={t('fields.gender')}>{gender(patient.gender)}</Entry>
            <Entry term={t('reservationDetail.fields.noShows')}>{r.patient_no_shows}</Entry>
          </dl>
        ) : r.patient_id ? (
          <Spinner label={t('reservationDetail.dialog.loading')} />
        ) : (
          <>
            <Text>{t('reservationDetail.dialog.noPatient')}</Text>
            <dl className={css.details}>
              <Entry term={t('reservationDetail.fields.noShows')}>{r.patient_no_shows}</Entry>
            </dl>
          </>
        )}
      </Section>

      {packages ? <Section title={t('activePackages.section.title')}>{packages}</Section> : null}

      <Section title={t('reservationDetail.sections.payment')}>{payment}</Section>
    </div>
  );
}
