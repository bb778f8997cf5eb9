import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import {
  addReservationAndStartSchema,
  addReservationSchema,
  type AddReservationForm,
  type PatientTab,
  type ReservationIntent,
} from '@praktik/domain/reservations/add-reservation.schema';
import {
  emptyPatientForm,
  type PatientForm as PatientFormInput,
  type PatientFormDraft,
} from '@praktik/domain/patients/patient.schema';
import { seesOnlyOwnReservations } from '@praktik/domain/access/permissions';
import { timetablePickSelection } from '@praktik/domain/slots/slot-selection';
import { isVisitDuration, type VisitDuration } from '@praktik/domain/slots/visit-durations';
import { Alert } from '@praktik/ui/Alert';
import { Button } from '@praktik/ui/Button';
import { Dialog } from '@praktik/ui/Dialog';
import { Form, FormGrid } from '@praktik/ui/Form';
import { Pagination } from '@praktik/ui/Pagination';
import { RadioGroup } from '@praktik/ui/RadioGroup';
import { Tabs } from '@praktik/ui/Tabs';
import { TextField } from '@praktik/ui/TextField';
import type { TimetableSelection } from '@praktik/ui/TimetableGrid';
import { toast } from '@praktik/ui/Toast';
import { useBusiness } from '../../api/business';
import { isApiError, type ApiError } from '../../api/error';
import { usePatientList, type PatientView } from '../../api/patients';
import { activeVisitConflictOf, type ActiveVisitConflict } from '../../api/reservation-detail';
import {
  revalidateBooking,
  saveReservation,
  useDaySlots,
  usePatientNoShows,
  type TimetableDoctorRow,
} from '../../api/reservations';
import type { NextFreeSlot } from '../../api/next-free-slot';
import { applyFieldErrors } from '../../app/field-errors';
import { FormLocationSelect } from '../../app/fields/FormLocationSelect';
import { FormSelect } from '../../app/fields/FormSelect';
import { FormSlotPicker } from '../../app/fields/FormSlotPicker';
import { FormTextField } from '../../app/fields/FormTextField';
import { useErrorText } from '../../app/use-error-text';
import { useFieldError } from '../../app/use-field-error';
import { useAppSession } from '../../app/session-view';
import { PatientFields } from '../patients/PatientFields';
import { ActiveVisitAlert } from './ActiveVisitAlert';
import { NextFreeSlotAction } from './NextFreeSlotAction';
import { activeVisitTarget } from './reservation-detail-view';
import * as css from './reservations.css';
import { useVisitDateText } from './use-visit-date-text';
import { registerPageTexts } from '../../intl/page-texts';
import reservationsTexts from './reservations.page-texts.json';

registerPageTexts(reservationsTexts);

/** Spec 2 §2.3: the existing-patient search shows five patients a page. */
const PATIENT_PAGE_SIZE = 5;
/** The slot list is read in quarter hours; the duration decides how many a click takes. */
const SLOT_UNIT_MINUTES = 15;

/** The dialog's values: one flat form; the tab decides which schema branch checks them. */
type ReservationDraft = Omit<AddReservationForm, 'patientTab'> &
  PatientFormDraft & {
    patientTab: PatientTab;
    patientId: string;
    timeVisit: string[];
    locationId: string | null;
  };

export interface AddReservationDialogProps {
  /** The free hours picked on the timetable: date and doctor are preset and locked. */
  selection: TimetableSelection;
  /** The picked row (its name, and the schedule's visit duration). */
  doctor: TimetableDoctorRow;
  /** After a save, before closing: the day the reservation was booked on ('YYYY-MM-DD'). */
  onSaved?: (bookedOn: string) => void;
  /** Batal, Escape, the close button, and after a save. */
  onClose: () => void;
}

/**
 * Spec 2 §2.3, §5: the add-reservation dialog. Date and doctor come from the timetable and are
 * locked; the duration starts at the schedule's; the slot picker offers the doctor's free
 * quarter hours of that date; service and location; "Pasien Lama" (search, five a page, one
 * chosen, identity number editable) or "Pasien Baru" (the patient form's fields); Batal /
 * Simpan / Simpan dan Mulai. The domain's schemas check the form; a slot taken meanwhile (409)
 * shows the server's words and the slots are read again. "Slot kosong berikutnya" replaces the
 * date, the doctor (when asked for any) and the slot with the earliest free one from now
 * (docs/decisions/0057-next-free-slot.md): the only way they change here.
 */
export function AddReservationDialog({
  selection,
  doctor,
  onSaved,
  onClose,
}: AddReservationDialogProps) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  const { role } = useAppSession();
  const errorText = useErrorText();
  const formId = useId();
  const intentRef = useRef<ReservationIntent>('SAVE');
  const [submitting, setSubmitting] = useState<ReservationIntent | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [conflict, setConflict] = useState<ActiveVisitConflict | null>(null);
  const [duration, setDuration] = useState<VisitDuration>(
    isVisitDuration(doctor.durationVisit) ? doctor.durationVisit : SLOT_UNIT_MINUTES,
  );

  const resolver: Resolver<ReservationDraft> = (values, context, options) =>
    (
      zodResolver(
        intentRef.current === 'SAVE_AND_START'
          ? addReservationAndStartSchema
          : addReservationSchema,
      ) as unknown as Resolver<ReservationDraft>
    )(values, context, options);

  const form = useForm<ReservationDraft>({
    resolver,
    defaultValues: {
      ...emptyPatientForm(),
      doctorId: selection.doctorId,
      dateVisit: selection.date,
      timeVisit: [],
      serviceId: '',
      locationId: null,
      patientTab: 'EXISTING',
      patientId: '',
    },
    mode: 'onTouched',
  });
  const control = form.control;
  const patientTab = useWatch({ control, name: 'patientTab' });
  const [doctorId, dateVisit] = useWatch({ control, name: ['doctorId', 'dateVisit'] });
  const [doctorName, setDoctorName] = useState(doctor.doctorName);

  const slots = useDaySlots({
    practitionerId: doctorId,
    date: dateVisit,
    duration: SLOT_UNIT_MINUTES,
  });
  // The hour picked on the timetable is chosen already, once the day's free slots are known;
  // only once, so a slot the front desk deselects stays deselected when the slots refresh.
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !slots.data) return;
    preselected.current = true;
    const free = slots.data.slots.filter((slot) => slot.isAvailable).map((slot) => slot.start);
    const picked = timetablePickSelection(selection, duration, free);
    if (picked.length > 0) form.setValue('timeVisit', picked);
  }, [slots.data, selection, duration, form]);

  const placeAtNextFree = (slot: NextFreeSlot) => {
    // What the timetable picked no longer applies, now or when the new day's slots arrive.
    preselected.current = true;
    setRefusal(null);
    setDoctorName(slot.doctorName);
    form.setValue('doctorId', slot.doctorId);
    form.setValue('dateVisit', slot.dateVisit);
    form.setValue('timeVisit', slot.timeVisit, { shouldValidate: form.formState.isSubmitted });
  };
  const business = useBusiness();
  const serviceItems = (business.data?.services ?? []).map((s) => ({
    id: String(s.id),
    label: s.name,
  }));

  const send = async (intent: ReservationIntent, endPreviousVisit = false) => {
    setSubmitting(intent);
    setRefusal(null);
    try {
      // The form as typed: the server reads it with the same schema.
      await saveReservation(
        form.getValues() as unknown as AddReservationForm,
        intent,
        endPreviousVisit,
      );
      toast.success(
        t(
          intent === 'SAVE_AND_START'
            ? 'reservations.add.savedAndStarted'
            : 'reservations.add.saved',
        ),
      );
      const bookedOn = form.getValues('dateVisit');
      void revalidateBooking(mutate, bookedOn);
      onSaved?.(bookedOn);
      onClose();
    } catch (error) {
      const active = activeVisitConflictOf(error);
      if (active) {
        setConflict(active);
      } else if (isApiError(error) && error.status === 409) {
        // Taken or no longer bookable since the list was read: say so, offer what is free now.
        setRefusal(errorText(error));
        form.setValue('timeVisit', []);
        void revalidateBooking(mutate, form.getValues('dateVisit'));
      } else {
        applyFieldErrors(form.setError, error);
        toast.error(errorText(error as ApiError));
      }
    } finally {
      setSubmitting(null);
    }
  };

  const submitWith = (intent: ReservationIntent) => {
    intentRef.current = intent;
    void form.handleSubmit(() => send(intent))();
  };

  const switchTab = (tab: PatientTab) => {
    if (tab === form.getValues('patientTab')) return;
    // The two tabs share the patient's name and identity fields: each starts from its own.
    form.reset(
      { ...form.getValues(), ...emptyPatientForm(), patientId: '', patientTab: tab },
      { keepDefaultValues: true },
    );
  };

  const isSubmitting = submitting !== null;
  const lockedDate = useVisitDateText(dateVisit);

  return (
    <>
      <Dialog
        isOpen
        size="lg"
        onOpenChange={(open) => {
          if (!open && !isSubmitting) onClose();
        }}
        focusOnOpen="firstField"
        isDismissable={!isSubmitting}
        isKeyboardDismissDisabled={isSubmitting}
        title={t('reservations.add.title')}
        footer={
          <>
            <Button variant="secondary" onPress={onClose} isDisabled={isSubmitting}>
              {t('reservations.add.cancel')}
            </Button>
            <Button
              variant="secondary"
              isPending={submitting === 'SAVE'}
              isDisabled={isSubmitting}
              onPress={() => submitWith('SAVE')}
            >
              {t('reservations.add.save')}
            </Button>
            <Button
              isPending={submitting === 'SAVE_AND_START'}
              isDisabled={isSubmitting}
              onPress={() => submitWith('SAVE_AND_START')}
            >
              {t('reservations.add.saveAndStart')}
            </Button>
          </>
        }
      >
        <Form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            submitWith('SAVE');
          }}
          aria-label={t('reservations.add.title')}
        >
          <div className={css.dialogBody}>
            {refusal ? (
              <Alert tone="danger" role="alert">
                {refusal}
              </Alert>
            ) : null}
            <FormGrid columns={2}>
              <TextField label={t('reservations.add.date')} value={lockedDate} isReadOnly />
              <TextField label={t('reservations.add.doctor')} value={doctorName} isReadOnly />
            </FormGrid>
            <NextFreeSlotAction
              practitionerId={doctorId}
              practitionerName={doctorName}
              duration={duration}
              offersAny={!seesOnlyOwnReservations(role)}
              onFound={placeAtNextFree}
              isDisabled={isSubmitting}
            />
            <FormSlotPicker
              control={control}
              name="timeVisit"
              slots={slots.data?.slots ?? []}
              isLoading={slots.isLoading}
              duration={duration}
              onDurationChange={setDuration}
            />
            <FormGrid columns={2}>
              <FormSelect
                control={control}
                name="serviceId"
                label={t('reservations.add.service')}
                items={serviceItems}
                isLoading={business.isLoading}
                isRequired
                description={
                  business.data && serviceItems.length === 0
                    ? t('reservations.add.noServices')
                    : undefined
                }
              />
              <FormLocationSelect
                control={control}
                name="locationId"
                label={t('reservations.add.location')}
                noLocationLabel={t('reservations.add.noLocation')}
              />
            </FormGrid>
            <Tabs
              aria-label={t('reservations.add.patientTabs')}
              selectedKey={patientTab}
              onSelectionChange={(key) => switchTab(key as PatientTab)}
              items={[
                {
                  id: 'EXISTING',
                  label: t('reservations.add.existingTab'),
                  content: <ExistingPatient control={control} onChoose={choosePatient} />,
                },
                {
                  id: 'NEW',
                  label: t('reservations.add.newTab'),
                  content: (
                    <FormGrid columns={2}>
                      <PatientFields
                        control={control as unknown as Control<PatientFormInput>}
                        offerMedicalRecordNumber
                        onIdentificationTypeChosen={() => {
                          if (form.getFieldState('identificationNumber').isTouched) {
                            void form.trigger('identificationNumber');
                          }
                        }}
                      />
                    </FormGrid>
                  ),
                },
              ]}
            />
          </div>
        </Form>
      </Dialog>
      {conflict ? (
        <ActiveVisitAlert
          detail={conflict.detail ?? ''}
          onCancel={() => setConflict(null)}
          onView={() => {
            const target = activeVisitTarget(conflict, form.getValues('patientId'));
            if (target.kind === 'reservation') {
              setSearch({ date: selection.date, reservation: target.reservationId });
            } else {
              void navigate(target.path);
            }
            setConflict(null);
            onClose();
          }}
          onConfirm={async () => {
            await send('SAVE_AND_START', true);
            // A second refusal shows its own alert; anything else closes this one.
            setConflict((shown) => (shown === conflict ? null : shown));
          }}
        />
      ) : null}
    </>
  );

  function choosePatient(patient: PatientView) {
    form.setValue('name', patient.name);
    form.setValue('identificationType', patient.identificationType);
    form.setValue('identificationNumber', patient.identificationNumber ?? '', {
      shouldValidate: form.formState.isSubmitted,
    });
  }
}

/**
 * "Pasien Lama": the clinic's patients found by name, five a page, one chosen by its radio; the
 * chosen patient's identity number stays editable (it is saved on the patient).
 */
function ExistingPatient({
  control,
  onChoose,
}: {
  control: Control<ReservationDraft>;
  onChoose: (patient: PatientView) => void;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const name = useDeferredValue(search.trim());
  const list = usePatientList({
    page: String(page),
    size: String(PATIENT_PAGE_SIZE),
    ...(name ? { 'name.contains': name } : {}),
  });
  const rows = list.data?.rows ?? [];
  const patientId = useWatch({ control, name: 'patientId' });
  const chosenName = useWatch({ control, name: 'name' });

  return (
    <div className={css.patientChoices}>
      <TextField
        label={t('reservations.add.search')}
        type="search"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(0);
        }}
      />
      <Controller
        control={control}
        name="patientId"
        render={({ field, fieldState }) => (
          <RadioGroup
            label={t('reservations.add.patients')}
            items={rows.map((row) => ({
              id: row.id,
              label: t('reservations.add.patientOption', {
                name: row.name,
                phone: row.phoneNumber ?? '-',
                dob: row.dob ?? '-',
              }),
            }))}
            value={field.value || null}
            onChange={(id) => {
              const row = rows.find((r) => r.id === id);
              if (!row) return;
              field.onChange(row.id);
              onChoose(row);
            }}
            description={
              list.data && rows.length === 0 ? t('reservations.add.noPatients') : undefined
            }
            isRequired
            errorMessage={fieldState.error ? fieldError(fieldState.error) : undefined}
          />
        )}
      />
      <Pagination
        page={page}
        pageSize={PATIENT_PAGE_SIZE}
        totalCount={list.data?.total ?? 0}
        onPageChange={setPage}
      />
      {patientId ? <NoShowWarning patientId={patientId} name={chosenName} /> : null}
      {patientId ? (
        <FormTextField
          control={control}
          name="identificationNumber"
          label={t('reservations.add.identificationNumber', { name: chosenName })}
          inputMode="numeric"
          autoComplete="off"
          isRequired
        />
      ) : null}
    </div>
  );
}

/** Spec: a patient's no-shows show when booking them again (nothing when they always came). */
function NoShowWarning({ patientId, name }: { patientId: string; name: string }) {
  const { t } = useTranslation();
  const noShows = usePatientNoShows(patientId).data ?? 0;
  if (noShows === 0) return null;
  return (
    <Alert tone="warning" role="status">
      {t('reservations.add.noShows', { name, times: noShows })}
    </Alert>
  );
}
