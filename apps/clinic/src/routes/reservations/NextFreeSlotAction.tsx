import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { durationLabel, type VisitDuration } from '@praktik/domain/slots/visit-durations';
import { Button } from '@praktik/ui/Button';
import { Checkbox } from '@praktik/ui/Checkbox';
import { toast } from '@praktik/ui/Toast';
import type { ApiError } from '../../api/error';
import { getNextFreeSlot, type NextFreeSlot } from '../../api/next-free-slot';
import { useErrorText } from '../../app/use-error-text';
import { registerPageTexts } from '../../intl/page-texts';
import { useVisitDateText } from './use-visit-date-text';
import { hourMinuteOf } from './reservation-detail-view';
import * as css from './next-free-slot.css';
import nextFreeSlotTexts from './next-free-slot.page-texts.json';

registerPageTexts(nextFreeSlotTexts);

export interface NextFreeSlotActionProps {
  /** The dialog's practitioner: whose next slot is asked unless "any" is ticked. */
  practitionerId: string;
  practitionerName: string;
  /** The visit's length: the slot found is this long. */
  duration: VisitDuration;
  /** Whether "any practitioner" is offered (not to a doctor or beautician: they book their own). */
  offersAny: boolean;
  /** The slot found: the dialog puts its practitioner, date and quarter hours in the form. */
  onFound: (slot: NextFreeSlot) => void;
  isDisabled?: boolean;
}

type Outcome =
  | { kind: 'slot'; slot: NextFreeSlot }
  | { kind: 'none'; practitionerName: string | null; minutes: number; through: string };

/**
 * "Slot kosong berikutnya": the earliest free slot from now (within the days the server looks
 * ahead) of the dialog's practitioner or, ticked, of anyone; what it found is said in a polite
 * live region that is always there, so a screen reader hears it without the focus moving.
 */
export function NextFreeSlotAction({
  practitionerId,
  practitionerName,
  duration,
  offersAny,
  onFound,
  isDisabled = false,
}: NextFreeSlotActionProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [anyPractitioner, setAnyPractitioner] = useState(false);
  const [isPending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const asksAny = offersAny && anyPractitioner;

  const find = async () => {
    setPending(true);
    setOutcome(null);
    try {
      const answer = await getNextFreeSlot(asksAny ? null : practitionerId, duration);
      if (answer.slot) {
        onFound(answer.slot);
        setOutcome({ kind: 'slot', slot: answer.slot });
      } else {
        setOutcome({
          kind: 'none',
          practitionerName: asksAny ? null : practitionerName,
          minutes: duration,
          through: answer.searchedThrough,
        });
      }
    } catch (error) {
      toast.error(errorText(error as ApiError));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <div className={css.action}>
        {offersAny ? (
          <Checkbox isSelected={anyPractitioner} onChange={setAnyPractitioner}>
            {t('nextFreeSlot.action.anyPractitioner')}
          </Checkbox>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          isPending={isPending}
          isDisabled={isDisabled}
          onPress={() => void find()}
        >
          {t('nextFreeSlot.action.find')}
        </Button>
      </div>
      <div role="status" aria-live="polite" aria-atomic="true">
        {outcome ? <OutcomeText outcome={outcome} /> : null}
      </div>
    </>
  );
}

function OutcomeText({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  const date = useVisitDateText(outcome.kind === 'slot' ? outcome.slot.dateVisit : outcome.through);
  if (outcome.kind === 'slot') {
    return (
      <p className={css.found.slot}>
        {t('nextFreeSlot.action.found', {
          date,
          start: hourMinuteOf(outcome.slot.availability_start),
          end: hourMinuteOf(outcome.slot.availability_end),
          doctor: outcome.slot.doctorName,
        })}
      </p>
    );
  }
  const length = durationLabel(outcome.minutes);
  const duration = t(length.key, { ...length.params });
  return (
    <p className={css.found.none}>
      {outcome.practitionerName
        ? t('nextFreeSlot.action.none', {
            doctor: outcome.practitionerName,
            duration,
            through: date,
          })
        : t('nextFreeSlot.action.noneAny', { duration, through: date })}
    </p>
  );
}
