import { useState } from 'react';
import type { ScheduleDay, ScheduleSlot } from '@praktik/domain/slots/doctor-schedule.schema';
import { formatScheduleRanges, parseScheduleRanges } from '@praktik/domain/slots/schedule-ranges';
import { useDomainText } from '../../intl/domain-text';
import { useUiStrings } from '../../intl/ui-strings-context';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { validationText } from './weekly-schedule-options';
import * as styles from './WeeklyScheduleEditor.css';
import weeklyScheduleStrings from './weeklySchedule.strings.json';

export interface DayRangesFieldProps {
  day: ScheduleDay;
  dayName: string;
  isDisabled: boolean;
  /** The day's slots the typed ranges describe, once they pass the slot rules. */
  onApply: (slots: ScheduleSlot[]) => void;
}

/**
 * A day's hours typed at once ("08:00-12:00, 13:00-17:00"), shown filled with the day's slots.
 * Enter or the button applies the text as the day's slots; text that cannot be read, or that
 * breaks a slot rule, says why at the field and changes nothing.
 */
export function DayRangesField({ day, dayName, isDisabled, onApply }: DayRangesFieldProps) {
  const { t } = useUiStrings(weeklyScheduleStrings);
  const text = useDomainText();
  const shown = formatScheduleRanges(day.slots);
  const [draft, setDraft] = useState<{ of: string; value: string; error?: string }>({
    of: shown,
    value: shown,
  });
  // A change from elsewhere (a slot's select, a save read back) shows in the field again.
  const current = draft.of === shown ? draft : { of: shown, value: shown };

  const apply = () => {
    const parsed = parseScheduleRanges(current.value, day.slots);
    if (parsed.error !== undefined) {
      setDraft({ ...current, error: parsed.error });
      return;
    }
    setDraft({ of: formatScheduleRanges(parsed.slots), value: formatScheduleRanges(parsed.slots) });
    onApply(parsed.slots);
  };

  return (
    // A named group around a nameless form: Enter applies, and seven named forms would crowd
    // the page's landmarks.
    <div role="group" aria-label={t('weeklySchedule.rangesOf', { day: dayName })}>
      <form
        className={styles.ranges}
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <TextField
          label={t('weeklySchedule.ranges')}
          description={t('weeklySchedule.rangesHelp')}
          value={current.value}
          onChange={(value) => setDraft({ of: current.of, value })}
          errorMessage={current.error ? validationText(text, current.error) : undefined}
          isDisabled={isDisabled}
          autoComplete="off"
          className={styles.rangesInput}
        />
        <div className={styles.rangesButton}>
          <Button
            type="submit"
            variant="secondary"
            size="sm"
            isDisabled={isDisabled}
            aria-label={t('weeklySchedule.applyRangesTo', { day: dayName })}
          >
            {t('weeklySchedule.applyRanges')}
          </Button>
        </div>
      </form>
    </div>
  );
}
