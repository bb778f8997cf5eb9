import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import {
  transferSchema,
  type Transfer,
  type TransferForm,
} from '@praktik/domain/reservations/transfer.schema';
import { SLOT_UNIT_MINUTES } from '@praktik/domain/slots/time-of-day';
import { isVisitDuration } from '@praktik/domain/slots/visit-durations';
import { Alert } from '@praktik/ui/Alert';
import { Button } from '@praktik/ui/Button';
import { Dialog } from '@praktik/ui/Dialog';
import { Form, FormGrid } from '@praktik/ui/Form';
import { Select } from '@praktik/ui/Select';
import { SlotPicker } from '@praktik/ui/SlotPicker';
import { Text } from '@praktik/ui/Text';
import { toast } from '@praktik/ui/Toast';
import { FormSelect } from '../../app/fields/FormSelect';
import { applyFieldErrors } from '../../app/field-errors';
import { useErrorText } from '../../app/use-error-text';
import { useFieldError } from '../../app/use-field-error';
import { isApiError } from '../../api/error';
import { useDoctors } from '../../api/doctors';
import { keyFilters } from '../../api/keys';
import { useLocationOptions } from '../../api/locations';
import { transferPatient, useDayUnits, type ReservationDetail } from '../../api/reservation-detail';

/** The Select's key of "no location" (react-aria cannot clear a choice). */
const NO_LOCATION = '__none';

export interface TransferDialogProps {
  reservation: ReservationDetail;
  onClose: () => void;
  /** The new reservation (the moved one is DONE now). */
  onTransferred: (moved: ReservationDetail) => void;
}

/**
 * Spec 2 §2.5 "move patient": another doctor or therapist of the clinic, a run of their free
 * slots on the reservation's day, and a location; Tutup / Simpan. The form is the domain's
 * `transferSchema`. A slot someone took meanwhile (409) is said in the dialog and the slots are
 * read again.
 */
export function TransferDialog({ reservation, onClose, onTransferred }: TransferDialogProps) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const errorText = useErrorText();
  const fieldError = useFieldError();
  const formId = useId();
  const doctors = useDoctors();
  const locations = useLocationOptions();
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useForm<TransferForm, unknown, Transfer>({
    resolver: zodResolver(transferSchema),
    defaultValues: {
      doctorId: '',
      dateVisit: reservation.reservation_date,
      timeVisit: [],
      locationId: reservation.location_id,
    },
    mode: 'onTouched',
  });
  const isSubmitting = form.formState.isSubmitting;
  const doctorId = useWatch({ control: form.control, name: 'doctorId' });
  const slots = useDayUnits(
    doctorId ? { practitionerId: doctorId, date: reservation.reservation_date } : null,
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setConflict(null);
    try {
      const moved = await transferPatient(reservation.id, values);
      toast.success(t('reservationDetail.toast.transferred'));
      onTransferred(moved);
    } catch (e) {
      if (isApiError(e) && e.status === 409) {
        setConflict(errorText(e));
        form.setValue('timeVisit', []);
        void mutate(keyFilters.reservationSlots);
        return;
      }
      applyFieldErrors(form.setError, e);
      toast.error(errorText(e));
    }
  });

  const doctorItems = (doctors.data ?? []).map((d) => ({ id: d.id, label: d.name }));
  const locationItems = locations.data ?? [];
  const hasLocations = locationItems.length > 0;

  return (
    <Dialog
      isOpen
      size="lg"
      onOpenChange={(open) => {
        if (!open && !isSubmitting) onClose();
      }}
      isDismissable={!isSubmitting}
      isKeyboardDismissDisabled={isSubmitting}
      title={t('reservationDetail.transfer.title')}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={isSubmitting}>
            {t('reservationDetail.transfer.close')}
          </Button>
          <Button type="submit" form={formId} isPending={isSubmitting}>
            {t('reservationDetail.transfer.save')}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={onSubmit} aria-label={t('reservationDetail.transfer.title')}>
        <FormGrid>
          <Text>
            {t('reservationDetail.transfer.date', { date: reservation.reservation_date })}
          </Text>
          {conflict ? (
            <Alert tone="danger" role="alert">
              {conflict}
            </Alert>
          ) : null}
          <FormSelect
            control={form.control}
            name="doctorId"
            label={t('reservationDetail.transfer.target')}
            items={doctorItems}
            isRequired
            onChosen={() => {
              form.setValue('timeVisit', []);
              setConflict(null);
            }}
          />
          <Controller
            control={form.control}
            name="timeVisit"
            render={({ field, fieldState }) => (
              <SlotPicker
                slots={slots.data?.slots ?? []}
                value={field.value ?? []}
                onChange={(selected) => {
                  field.onChange(selected);
                  field.onBlur();
                }}
                defaultDuration={
                  isVisitDuration(reservation.duration_visit)
                    ? reservation.duration_visit
                    : SLOT_UNIT_MINUTES
                }
                showDurationControl
                hasDoctor={!!doctorId}
                isLoading={slots.isLoading}
                isRequired
                errorMessage={fieldState.error ? fieldError(fieldState.error) : undefined}
              />
            )}
          />
          <Controller
            control={form.control}
            name="locationId"
            render={({ field }) => (
              <Select
                label={t('fields.location')}
                items={
                  hasLocations
                    ? [
                        { id: NO_LOCATION, label: t('reservationDetail.dialog.noLocation') },
                        ...locationItems.map((l) => ({ id: l.id, label: l.name })),
                      ]
                    : []
                }
                selectedKey={hasLocations ? (field.value ?? NO_LOCATION) : null}
                onSelectionChange={(key) => {
                  field.onChange(key === NO_LOCATION || key == null ? null : key);
                  field.onBlur();
                }}
                placeholder={t('reservationDetail.dialog.noLocation')}
                isDisabled={!hasLocations}
              />
            )}
          />
        </FormGrid>
      </Form>
    </Dialog>
  );
}
