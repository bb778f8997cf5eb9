import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { toast } from '@praktik/ui/Toast';
import { applyFieldErrors } from '../../app/field-errors';
import { useErrorText } from '../../app/use-error-text';
import { isApiError } from '../../api/error';
import { keyFilters } from '../../api/keys';
import type { ReservationDetail } from '../../api/reservation-detail';

export interface SlotMoveOptions<TForm extends FieldValues, TValues> {
  form: UseFormReturn<TForm, unknown, TValues>;
  /** The call that moves the reservation; answers it at its new place. */
  send: (values: TValues) => Promise<ReservationDetail>;
  /** The toast once it moved. */
  successText: string;
  onMoved: (moved: ReservationDetail) => void;
  /** Empties the picked run of slots: after a refusal it is no longer free. */
  clearSlots: () => void;
}

/**
 * The submit of a dialog that moves a reservation to other slots (reschedule, move patient): a
 * slot taken meanwhile (409) is said in the dialog, which stays open with the pick cleared and
 * every slot list read again; other refusals mark their fields and toast.
 */
export function useSlotMove<TForm extends FieldValues, TValues>({
  form,
  send,
  successText,
  onMoved,
  clearSlots,
}: SlotMoveOptions<TForm, TValues>) {
  const { mutate } = useSWRConfig();
  const errorText = useErrorText();
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const moved = await send(values);
      toast.success(successText);
      onMoved(moved);
    } catch (e) {
      if (isApiError(e) && e.status === 409) {
        setRefusal(errorText(e));
        clearSlots();
        void mutate(keyFilters.reservationSlots);
        return;
      }
      applyFieldErrors(form.setError, e);
      toast.error(errorText(e));
    }
  });

  return { onSubmit, refusal, clearRefusal: () => setRefusal(null) };
}
