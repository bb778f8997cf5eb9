import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { formatLongDate } from '@praktik/domain/dates/long-date';
import type { StartVisitInput } from '@praktik/domain/visits/start-visit.schema';
import { Alert } from '@praktik/ui/Alert';
import { Button } from '@praktik/ui/Button';
import { ConfirmDialog, Dialog } from '@praktik/ui/Dialog';
import { Heading } from '@praktik/ui/Heading';
import { Spinner } from '@praktik/ui/Spinner';
import { StatusBadge } from '@praktik/ui/StatusBadge';
import { Text } from '@praktik/ui/Text';
import { toast } from '@praktik/ui/Toast';
import { isApiError } from '../../api/error';
import { keyFilters } from '../../api/keys';
import { useLocationOptions } from '../../api/locations';
import { revalidatePatients, startVisit, usePatient, type PatientView } from '../../api/patients';
import {
  activeVisitConflictOf,
  cancelReservation,
  endVisitReservation,
  saveReservationPatient,
  useReservationDetail,
  type ActiveVisitConflict,
  type ReservationDetail,
} from '../../api/reservation-detail';
import { useErrorText } from '../../app/use-error-text';
import { StartVisitDialog } from '../patients/StartVisitDialog';
import { EndVisitDialog } from '../visits/EndVisitDialog';
import { PaymentSection } from '../payments/PaymentSection';
import { assessmentPath } from '../visits/assessment-link';
import { ActiveVisitAlert } from './ActiveVisitAlert';
import { ActivePackagesSection, applyChosenPackagesAfterStart } from './ActivePackagesSection';
import { NewPatientStartDialog } from './NewPatientStartDialog';
import { PatientPickerDialog } from './PatientPickerDialog';
import { TransferDialog } from './TransferDialog';
import {
  activeVisitTarget,
  detailDialogActions,
  hourMinuteOf,
  startVisitPlan,
  type DetailDialogAction,
} from './reservation-detail-view';
import * as css from './reservation-detail.css';
import { registerPageTexts } from '../../intl/page-texts';
import activePackageTexts from './active-packages.page-texts.json';
import reservationDetailTexts from './reservation-detail.page-texts.json';
import reservationsTexts from './reservations.page-texts.json';
import patientsTexts from '../patients/patients.page-texts.json';

registerPageTexts(patientsTexts);

registerPageTexts(reservationsTexts);

registerPageTexts(activePackageTexts);
registerPageTexts(reservationDetailTexts);

export interface ReservationDetailDialogProps {
  /** The reservation shown; the dialog is open while there is one. */
  reservationId: string;
  onClose: () => void;
  /** Shows another reservation here (the active-visit alert's "view the detail"). */
  onOpenReservation: (reservationId: string) => void;
}

/** The one dialog over the detail at a time (the active-visit alert has its own state). */
type Step =
  | 'cancel'
  | 'savePatient'
  | 'choosePatient'
  | 'newPatient'
  | 'identity'
  | 'endVisit'
  | 'movePatient';

/** A start refused because the patient's earlier visit is still going, and what to resend. */
interface PendingStart {
  conflict: ActiveVisitConflict;
  payload: StartVisitInput;
}

/**
 * The reservation and payment detail dialog (spec 2 §2.4, §2.5, §4): when, how long, with whom and
 * where; who booked; the patient (with their no-shows); the status; and the actions the domain
 * allows in that status; the payment and the patient's active packages are sections of their own
 * (`PaymentSection`, `ActivePackagesSection`). After every success the reservation, the timetable's
 * data, the free slots and the visit lists are read again.
 */
export function ReservationDetailDialog({
  reservationId,
  onClose,
  onOpenReservation,
}: ReservationDetailDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const errorText = useErrorText();
  const detail = useReservationDetail(reservationId);
  const reservation = detail.data ?? null;
  const patient = usePatient(reservation?.patient_id ?? null);
  const [step, setStep] = useState<Step | null>(null);
  const [startPatient, setStartPatient] = useState<PatientView | null>(null);
  const [pendingStart, setPendingStart] = useState<PendingStart | null>(null);
  const [isStarting, setStarting] = useState(false);
  // Packages chosen while BOOKED, used right after the start succeeds (spec 2 §4).
  const [chosenPackages, setChosenPackages] = useState<string[]>([]);

  const applyChosenPackages = async () => {
    if (!reservation || chosenPackages.length === 0) return;
    const refusals = await applyChosenPackagesAfterStart(
      reservation.id,
      reservation.patient_id,
      chosenPackages,
    );
    setChosenPackages([]);
    for (const refusal of refusals) {
      toast.error(t('activePackages.toast.notUsed', { detail: errorText(refusal) }));
    }
  };

  const refresh = () =>
    Promise.all([mutate(keyFilters.reservationChanged), revalidatePatients(mutate)]);

  const closeSteps = () => {
    setStep(null);
    setStartPatient(null);
    setPendingStart(null);
  };

  const start = async (payload: StartVisitInput) => {
    setStarting(true);
    try {
      await startVisit(payload);
      toast.success(t('patients.toast.successStartVisit'));
      closeSteps();
      await applyChosenPackages();
      await refresh();
    } catch (e) {
      const conflict = activeVisitConflictOf(e);
      if (conflict) {
        setPendingStart({ conflict, payload });
        return;
      }
      setPendingStart(null);
      toast.error(errorText(e));
      // The reservation changed meanwhile (started or cancelled elsewhere): show it as it is.
      if (isApiError(e) && e.status === 409) void refresh();
    } finally {
      setStarting(false);
    }
  };

  const onStartVisit = (current: ReservationDetail) => {
    const plan = startVisitPlan(current, patient.data ?? null);
    if (plan === 'choosePatient') setStep('choosePatient');
    else if (plan === 'askIdentityNumber') setStep('identity');
    else {
      void start({
        staffId: current.doctor_id,
        identificationNumber: patient.data?.identificationNumber ?? '',
        patientId: current.patient_id,
        bookingId: current.id,
        locationId: current.location_id,
      });
    }
  };

  const onAction = (action: DetailDialogAction, current: ReservationDetail) => {
    switch (action) {
      case 'startVisit':
        onStartVisit(current);
        return;
      case 'assessment':
        if (current.visit_id && current.patient_id) {
          void navigate(assessmentPath(current.visit_id, current.patient_id));
        }
        return;
      default:
        setStep(action);
    }
  };

  const identityPatient = startPatient ?? patient.data ?? null;

  return (
    <>
      <Dialog
        isOpen
        size="lg"
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={t('reservationDetail.dialog.title')}
        footer={
          <Button variant="secondary" onPress={onClose}>
            {t('reservationDetail.actions.close')}
          </Button>
        }
      >
        {detail.error ? (
          <Alert tone="danger" role="alert">
            {errorText(detail.error)}
          </Alert>
        ) : !reservation ? (
          <Spinner label={t('reservationDetail.dialog.loading')} showLabel />
        ) : (
          <ReservationSections
            reservation={reservation}
            patient={patient.data ?? null}
            packages={
              reservation.patient_id ? (
                <ActivePackagesSection
                  reservation={reservation}
                  chosen={chosenPackages}
                  onChosenChange={setChosenPackages}
                />
              ) : null
            }
            payment={
              <PaymentSection
                reservation={reservation}
                onSaved={() => Promise.all([mutate(keyFilters.paymentChanged), refresh()])}
              />
            }
            actions={
              <Actions
                reservation={reservation}
                isStarting={isStarting}
                isPatientLoading={patient.isLoading}
                onAction={(action) => onAction(action, reservation)}
              />
            }
          />
        )}
      </Dialog>

      {reservation && step === 'cancel' ? (
        <ConfirmDialog
          kind="cancel"
          isOpen
          onOpenChange={(open) => {
            if (!open) setStep(null);
          }}
          onCancel={() => setStep(null)}
          onConfirm={async () => {
            try {
              await cancelReservation(reservation.id);
              toast.success(t('reservationDetail.toast.cancelled'));
              setStep(null);
              await refresh();
              onClose();
            } catch (e) {
              toast.error(errorText(e));
              void refresh();
            }
          }}
        />
      ) : null}

      {reservation && (step === 'savePatient' || step === 'choosePatient') ? (
        <PatientPickerDialog
          title={
            step === 'savePatient'
              ? t('reservationDetail.patientPicker.saveTitle')
              : t('reservationDetail.patientPicker.chooseTitle')
          }
          confirmLabel={
            step === 'savePatient'
              ? t('reservationDetail.patientPicker.save')
              : t('reservationDetail.patientPicker.next')
          }
          onClose={() => setStep(null)}
          alternative={
            step === 'choosePatient'
              ? {
                  label: t('reservationDetail.patientPicker.newPatient'),
                  onPress: () => setStep('newPatient'),
                }
              : undefined
          }
          onConfirm={async (chosen) => {
            if (step === 'choosePatient') {
              // The visit starts for the chosen patient; the identity-number dialog confirms it.
              setStartPatient(chosen);
              setStep('identity');
              return;
            }
            await saveReservationPatient(reservation.id, chosen.id);
            toast.success(t('reservationDetail.toast.patientSaved'));
            setStep(null);
            await refresh();
          }}
        />
      ) : null}

      {reservation && step === 'newPatient' ? (
        <NewPatientStartDialog
          reservation={reservation}
          onStart={start}
          onClose={() => setStep(null)}
        />
      ) : null}

      {reservation ? (
        <StartVisitDialog
          isOpen={step === 'identity'}
          patient={identityPatient}
          title={t('reservationDetail.identity.title')}
          lockedDoctorId={reservation.doctor_id}
          bookingId={reservation.id}
          defaultLocationId={reservation.location_id}
          onClose={() => setStep(null)}
          onStarted={() => {
            closeSteps();
            void applyChosenPackages().then(refresh);
          }}
          onActiveVisit={(conflict, payload) => setPendingStart({ conflict, payload })}
        />
      ) : null}

      {reservation && step === 'endVisit' && reservation.visit_id && reservation.patient_id ? (
        <EndVisitDialog
          visit={{
            id: reservation.visit_id,
            treatment: null,
            patient: {
              id: reservation.patient_id,
              name: patient.data?.name ?? reservation.user_name ?? '',
            },
          }}
          end={(payload) => endVisitReservation(reservation.id, payload)}
          onClose={() => setStep(null)}
          onEnded={() => {
            setStep(null);
            void refresh();
          }}
        />
      ) : null}

      {reservation && step === 'movePatient' ? (
        <TransferDialog
          reservation={reservation}
          onClose={() => setStep(null)}
          onTransferred={() => {
            setStep(null);
            void refresh();
            onClose();
          }}
        />
      ) : null}

      {pendingStart ? (
        <ActiveVisitAlert
          detail={pendingStart.conflict.detail ?? ''}
          onCancel={() => setPendingStart(null)}
          onView={() => {
            const target = activeVisitTarget(
              pendingStart.conflict,
              pendingStart.payload.patientId ?? reservation?.patient_id ?? '',
            );
            closeSteps();
            if (target.kind === 'reservation') onOpenReservation(target.reservationId);
            else void navigate(target.path);
          }}
          onConfirm={() => start({ ...pendingStart.payload, endPreviousVisit: true })}
        />
      ) : null}
    </>
  );
}

function Actions({
  reservation,
  isStarting,
  isPatientLoading,
  onAction,
}: {
  reservation: ReservationDetail;
  isStarting: boolean;
  isPatientLoading: boolean;
  onAction: (action: DetailDialogAction) => void;
}) {
  const { t } = useTranslation();
  const actions = detailDialogActions(reservation.status);
  if (actions.length === 0) return null;
  return (
    <div className={css.actions} role="group" aria-label={t('reservationDetail.actions.label')}>
      {actions.map((action) => (
        <Button
          key={action}
          variant={
            action === 'cancel' ? 'danger' : action === 'startVisit' ? 'primary' : 'secondary'
          }
          isPending={action === 'startVisit' && isStarting}
          isDisabled={
            (action === 'startVisit' && isPatientLoading) ||
            (action === 'assessment' && !reservation.visit_id)
          }
          onPress={() => onAction(action)}
        >
          {t(ACTION_LABEL_KEYS[action])}
        </Button>
      ))}
    </div>
  );
}

const ACTION_LABEL_KEYS: Record<DetailDialogAction, string> = {
  startVisit: 'reservationDetail.actions.startVisit',
  savePatient: 'reservationDetail.actions.savePatient',
  assessment: 'reservationDetail.actions.assessment',
  endVisit: 'reservationDetail.actions.endVisit',
  movePatient: 'reservationDetail.actions.movePatient',
  cancel: 'reservationDetail.actions.cancel',
};

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

function ReservationSections({
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
            <StatusBadge status={r.status} />
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
        </dl>
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
